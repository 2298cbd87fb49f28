import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { clampPercent, COMPARE_DEFAULT, percentFromKey, percentFromPointer, touchIntent } from './compareSlider'

describe('compare slider position', () => {
  it('starts in the middle', () => {
    expect(COMPARE_DEFAULT).toBe(50)
  })

  it('follows the pointer across the image', () => {
    const rect = { left: 100, width: 400 }
    expect(percentFromPointer(100, rect)).toBe(0)
    expect(percentFromPointer(300, rect)).toBe(50)
    expect(percentFromPointer(400, rect)).toBe(75)
    expect(percentFromPointer(500, rect)).toBe(100)
  })

  it('is clamped within the image when the pointer goes past its edges', () => {
    const rect = { left: 100, width: 400 }
    expect(percentFromPointer(20, rect)).toBe(0)
    expect(percentFromPointer(900, rect)).toBe(100)
    fc.assert(
      fc.property(fc.double({ noNaN: true, min: -1e6, max: 1e6 }), (x) => {
        const value = percentFromPointer(x, rect)
        expect(value).toBeGreaterThanOrEqual(0)
        expect(value).toBeLessThanOrEqual(100)
      }),
    )
  })

  it('stays put for an image with no width yet', () => {
    expect(percentFromPointer(10, { left: 0, width: 0 })).toBe(50)
  })

  it('moves by arrow keys, ten times faster with Shift or Page keys', () => {
    expect(percentFromKey('ArrowLeft', 50)).toBe(48)
    expect(percentFromKey('ArrowDown', 50)).toBe(48)
    expect(percentFromKey('ArrowRight', 50)).toBe(52)
    expect(percentFromKey('ArrowUp', 50)).toBe(52)
    expect(percentFromKey('ArrowRight', 50, true)).toBe(70)
    expect(percentFromKey('PageDown', 50)).toBe(30)
    expect(percentFromKey('PageUp', 50)).toBe(70)
  })

  it('jumps to the ends with Home and End and never passes them', () => {
    expect(percentFromKey('Home', 37)).toBe(0)
    expect(percentFromKey('End', 37)).toBe(100)
    expect(percentFromKey('ArrowLeft', 1)).toBe(0)
    expect(percentFromKey('ArrowRight', 99, true)).toBe(100)
  })

  it('ignores other keys', () => {
    expect(percentFromKey('Enter', 50)).toBeNull()
    expect(percentFromKey('a', 50)).toBeNull()
  })

  it('clampPercent maps NaN to the default', () => {
    expect(clampPercent(Number.NaN)).toBe(50)
    expect(clampPercent(-4)).toBe(0)
    expect(clampPercent(140)).toBe(100)
  })
})

describe('a finger on a before/after image', () => {
  it('is undecided (a possible tap) while it moves at most 10 px', () => {
    expect(touchIntent(0, 0)).toBe('undecided')
    expect(touchIntent(10, 0)).toBe('undecided')
    expect(touchIntent(6, -8)).toBe('undecided')
  })

  it('drags the divider once it moves more than 10 px mostly sideways', () => {
    expect(touchIntent(11, 0)).toBe('drag')
    expect(touchIntent(-11, 4)).toBe('drag')
  })

  it('leaves the divider alone when it moves mostly up or down: the page scrolls', () => {
    expect(touchIntent(0, 11)).toBe('scroll')
    expect(touchIntent(3, -60)).toBe('scroll')
    expect(touchIntent(8, 8)).toBe('scroll')
  })
})
