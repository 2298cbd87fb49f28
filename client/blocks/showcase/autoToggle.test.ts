import { describe, expect, it } from 'vitest'
import { TOGGLE_INITIAL, toggleReducer, type ToggleEvent, type ToggleState } from './autoToggle'

const run = (events: ToggleEvent['type'][], from: ToggleState = TOGGLE_INITIAL) =>
  events.reduce((state, type) => toggleReducer(state, { type } as ToggleEvent), from)

describe('toggleReducer', () => {
  it('starts off', () => {
    expect(TOGGLE_INITIAL).toEqual({ on: false, armed: false })
  })

  it('arms on entering view and turns on only when the delay has passed', () => {
    expect(run(['enter'])).toEqual({ on: false, armed: true })
    expect(run(['enter', 'elapsed'])).toEqual({ on: true, armed: false })
  })

  it('ignores a delay that fires when it was not armed (left view before it passed)', () => {
    expect(run(['enter', 'leave', 'elapsed'])).toEqual({ on: false, armed: false })
    expect(run(['elapsed'])).toEqual({ on: false, armed: false })
  })

  it('turns off on leaving view and arms again on coming back', () => {
    expect(run(['enter', 'elapsed', 'leave'])).toEqual({ on: false, armed: false })
    expect(run(['enter', 'elapsed', 'leave', 'enter'])).toEqual({ on: false, armed: true })
  })

  it('a second enter while on or armed changes nothing', () => {
    const on = run(['enter', 'elapsed'])
    expect(toggleReducer(on, { type: 'enter' })).toBe(on)
    const armed = run(['enter'])
    expect(toggleReducer(armed, { type: 'enter' })).toBe(armed)
  })

  it('a flip by the visitor wins over a pending delay', () => {
    expect(run(['enter', 'flip'])).toEqual({ on: true, armed: false })
    expect(run(['enter', 'flip', 'flip', 'elapsed'])).toEqual({ on: false, armed: false })
  })

  it('settles on the after-state for reduced motion', () => {
    expect(run(['settle'])).toEqual({ on: true, armed: false })
    const settled = run(['settle'])
    expect(toggleReducer(settled, { type: 'settle' })).toBe(settled)
  })
})
