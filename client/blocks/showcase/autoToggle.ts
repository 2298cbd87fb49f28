/**
 * The before/after toggle of the skin switch and of face/body shaping: it turns on
 * TOGGLE_DELAY_MS after the widget comes into view and off when it leaves; the visitor
 * may flip it at any time.
 */
export interface ToggleState {
  on: boolean
  /** In view and waiting for the delay to turn on. */
  armed: boolean
}

export type ToggleEvent =
  | { type: 'enter' }
  | { type: 'leave' }
  /** The delay after entering has passed. */
  | { type: 'elapsed' }
  /** The visitor flipped the switch. */
  | { type: 'flip' }
  /** Reduced motion: show the after-state, nothing automatic. */
  | { type: 'settle' }

export const TOGGLE_INITIAL: ToggleState = { on: false, armed: false }

export function toggleReducer(state: ToggleState, event: ToggleEvent): ToggleState {
  switch (event.type) {
    case 'enter':
      return state.on || state.armed ? state : { on: false, armed: true }
    case 'leave':
      return !state.on && !state.armed ? state : { on: false, armed: false }
    case 'elapsed':
      return state.armed ? { on: true, armed: false } : state
    case 'flip':
      return { on: !state.on, armed: false }
    case 'settle':
      return state.on && !state.armed ? state : { on: true, armed: false }
  }
}
