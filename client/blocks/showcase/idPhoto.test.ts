import { describe, expect, it } from 'vitest'
import { DRESSING_INITIAL, dressingReducer } from './idPhoto'

describe('dressingReducer', () => {
  it('starts with the female costume in its first style', () => {
    expect(DRESSING_INITIAL).toEqual({ costume: 'female', style: 0 })
  })

  it('chooses a style within the costume', () => {
    expect(dressingReducer(DRESSING_INITIAL, { type: 'style', style: 2 })).toEqual({ costume: 'female', style: 2 })
  })

  it('resets the style to the first when the costume changes', () => {
    const third = dressingReducer(DRESSING_INITIAL, { type: 'style', style: 3 })
    expect(dressingReducer(third, { type: 'costume', costume: 'male' })).toEqual({ costume: 'male', style: 0 })
    expect(dressingReducer(third, { type: 'costume', costume: 'child' })).toEqual({ costume: 'child', style: 0 })
  })

  it('keeps the style when the current costume is chosen again', () => {
    const third = dressingReducer(DRESSING_INITIAL, { type: 'style', style: 3 })
    expect(dressingReducer(third, { type: 'costume', costume: 'female' })).toBe(third)
  })

  it('ignores styles outside the four', () => {
    expect(dressingReducer(DRESSING_INITIAL, { type: 'style', style: 4 })).toBe(DRESSING_INITIAL)
    expect(dressingReducer(DRESSING_INITIAL, { type: 'style', style: -1 })).toBe(DRESSING_INITIAL)
  })
})
