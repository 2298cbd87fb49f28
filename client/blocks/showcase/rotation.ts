/**
 * A selection that advances by itself on a timer until the visitor picks one: the AI
 * colour-match styles and the ability page's tab switchers.
 *
 * - `tick` moves to the next item, wrapping after the last, unless the visitor has picked.
 * - `pick` of the current item does nothing; of another item selects it and stops ticking.
 * - `reset` (the list of items changed) goes back to the first item and ticking resumes.
 */
export interface RotationState {
  index: number
  count: number
  /** The visitor chose an item: no more automatic advance. */
  manual: boolean
}

export type RotationEvent = { type: 'tick' } | { type: 'pick'; index: number } | { type: 'reset'; count: number }

export function rotationInitial(count: number): RotationState {
  return { index: 0, count, manual: false }
}

export function nextIndex(index: number, count: number): number {
  return count > 0 ? (index + 1) % count : 0
}

export function rotationReducer(state: RotationState, event: RotationEvent): RotationState {
  switch (event.type) {
    case 'tick':
      if (state.manual || state.count < 2) return state
      return { ...state, index: nextIndex(state.index, state.count) }
    case 'pick':
      if (event.index === state.index || event.index < 0 || event.index >= state.count) return state
      return { ...state, index: event.index, manual: true }
    case 'reset':
      return rotationInitial(event.count)
  }
}
