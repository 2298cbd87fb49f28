import { describe, expect, it } from 'vitest'
import { formatClock, nextPhase, PAY_TIMEOUT_MS, secondsLeft } from './payTiming'

describe('secondsLeft', () => {
  it('starts at 600 and counts down to 0, never below', () => {
    expect(secondsLeft(1000, 1000)).toBe(600)
    expect(secondsLeft(1000, 1000 + 1)).toBe(600)
    expect(secondsLeft(1000, 1000 + 1000)).toBe(599)
    expect(secondsLeft(1000, 1000 + PAY_TIMEOUT_MS)).toBe(0)
    expect(secondsLeft(1000, 1000 + PAY_TIMEOUT_MS + 5000)).toBe(0)
  })
})

describe('formatClock', () => {
  it.each([
    [600, '10:00'],
    [61, '01:01'],
    [9, '00:09'],
    [0, '00:00'],
    [-3, '00:00'],
  ])('%i s reads %s', (seconds, text) => expect(formatClock(seconds)).toBe(text))
})

describe('nextPhase', () => {
  it('follows the pay result: 1 paid, 2 closed', () => {
    expect(nextPhase('waiting', 1, 100)).toBe('paid')
    expect(nextPhase('waiting', 2, 100)).toBe('closed')
  })
  it('expires when the clock runs out and nothing was paid', () => {
    expect(nextPhase('waiting', null, 0)).toBe('expired')
    expect(nextPhase('waiting', 0, 1)).toBe('waiting')
  })
  it('a paid order found at the last second is still paid', () => {
    expect(nextPhase('waiting', 1, 0)).toBe('paid')
  })
  it('never leaves a final phase', () => {
    expect(nextPhase('paid', 2, 0)).toBe('paid')
    expect(nextPhase('closed', 1, 10)).toBe('closed')
    expect(nextPhase('expired', 1, 0)).toBe('expired')
  })
})
