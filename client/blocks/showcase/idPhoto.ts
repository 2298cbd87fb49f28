/** ID-photo dressing: a costume (female, male, child) and one of its four styles. */
export const COSTUMES = ['female', 'male', 'child'] as const
export type Costume = (typeof COSTUMES)[number]
export const STYLES_PER_COSTUME = 4

export interface DressingState {
  costume: Costume
  style: number
}

export type DressingEvent = { type: 'costume'; costume: Costume } | { type: 'style'; style: number }

export const DRESSING_INITIAL: DressingState = { costume: 'female', style: 0 }

export function dressingReducer(state: DressingState, event: DressingEvent): DressingState {
  if (event.type === 'costume') {
    // Changing the costume starts again at its first style.
    return event.costume === state.costume ? state : { costume: event.costume, style: 0 }
  }
  if (event.style === state.style || event.style < 0 || event.style >= STYLES_PER_COSTUME) return state
  return { ...state, style: event.style }
}
