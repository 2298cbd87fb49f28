import { describe, expect, it } from 'vitest'
import { neededRatio } from './useInView'

describe('how much of an element must be visible to count as in view', () => {
  it('asks the threshold of an element that fits in the viewport', () => {
    expect(neededRatio(400, 800, 1)).toBe(1)
    expect(neededRatio(800, 800, 0.6)).toBe(0.6)
  })

  it('asks a taller element to fill 90 % of the viewport, which it can', () => {
    expect(neededRatio(1600, 800, 1)).toBeCloseTo(0.45)
    expect(neededRatio(1600, 800, 1)).toBeLessThan(800 / 1600)
    // A lower threshold still wins.
    expect(neededRatio(1600, 800, 0.3)).toBe(0.3)
  })

  it('never asks less than 5 % of a very tall element', () => {
    expect(neededRatio(100_000, 800, 1)).toBe(0.05)
  })
})
