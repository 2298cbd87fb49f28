import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { nextIndex, rotationInitial, rotationReducer, type RotationState } from './rotation'

const tick = (state: RotationState) => rotationReducer(state, { type: 'tick' })

describe('rotationReducer', () => {
  it('advances one item per tick and wraps after the last', () => {
    let state = rotationInitial(4)
    const seen = [state.index]
    for (let i = 0; i < 5; i++) {
      state = tick(state)
      seen.push(state.index)
    }
    expect(seen).toEqual([0, 1, 2, 3, 0, 1])
  })

  it('a pick of the current item changes nothing, not even the automatic advance', () => {
    const state = rotationInitial(4)
    const same = rotationReducer(state, { type: 'pick', index: 0 })
    expect(same).toBe(state)
    expect(tick(same).index).toBe(1)
  })

  it('a pick of another item selects it and stops the automatic advance', () => {
    const picked = rotationReducer(rotationInitial(4), { type: 'pick', index: 2 })
    expect(picked).toEqual({ index: 2, count: 4, manual: true })
    expect(tick(tick(picked))).toBe(picked)
  })

  it('ignores picks outside the list', () => {
    const state = rotationInitial(4)
    expect(rotationReducer(state, { type: 'pick', index: 4 })).toBe(state)
    expect(rotationReducer(state, { type: 'pick', index: -1 })).toBe(state)
  })

  it('a new list goes back to the first item and resumes advancing', () => {
    const picked = rotationReducer(rotationInitial(4), { type: 'pick', index: 3 })
    const reset = rotationReducer(picked, { type: 'reset', count: 4 })
    expect(reset).toEqual({ index: 0, count: 4, manual: false })
    expect(tick(reset).index).toBe(1)
  })

  it('a list of one item never moves', () => {
    const state = rotationInitial(1)
    expect(tick(state)).toBe(state)
  })

  it('the index always stays inside the list', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), fc.array(fc.oneof(fc.constant(-1), fc.integer({ min: 0, max: 14 })), { maxLength: 40 }), (count, steps) => {
        let state = rotationInitial(count)
        for (const step of steps) {
          state = step < 0 ? tick(state) : rotationReducer(state, { type: 'pick', index: step })
          expect(state.index).toBeGreaterThanOrEqual(0)
          expect(state.index).toBeLessThan(count)
        }
      }),
    )
  })

  it('nextIndex wraps', () => {
    expect(nextIndex(3, 4)).toBe(0)
    expect(nextIndex(0, 0)).toBe(0)
  })
})
