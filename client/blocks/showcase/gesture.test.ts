import { describe, expect, it } from 'vitest'
import { classifyGesture } from './gesture'

describe('classifyGesture', () => {
  it('counts a press that moved at most 10 px as a tap', () => {
    expect(classifyGesture(0, 0)).toBe('tap')
    expect(classifyGesture(6, 8)).toBe('tap')
    expect(classifyGesture(-10, 0)).toBe('tap')
  })

  it('does not count a press that moved more than 10 px as a tap', () => {
    expect(classifyGesture(11, 0)).toBe('none')
    expect(classifyGesture(8, 8)).toBe('none')
  })

  it('counts a sideways move of 50 px or more as a swipe in its direction', () => {
    expect(classifyGesture(-50, 0)).toBe('swipe-left')
    expect(classifyGesture(80, 20)).toBe('swipe-right')
    expect(classifyGesture(49, 0)).toBe('none')
  })

  it('does not count a mostly vertical move as a swipe', () => {
    expect(classifyGesture(60, 90)).toBe('none')
  })
})
