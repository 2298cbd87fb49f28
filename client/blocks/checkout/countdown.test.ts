import { describe, expect, it } from 'vitest'
import { countdownTarget, remainingParts, serverNow } from './countdown'

describe('countdown', () => {
  it('splits the time left into days, hours, minutes and seconds', () => {
    expect(remainingParts(1000 + 90061, 1000_000)).toEqual({ days: 1, hours: 1, minutes: 1, seconds: 1, total: 90061 })
    expect(remainingParts(10, 20_000).total).toBe(0)
  })
  it('advances the server time by the page clock only', () => {
    expect(serverNow(1000, 5_000, 8_000)).toBe(1_003_000)
    expect(serverNow(1000, 5_000, 4_000)).toBe(1_000_000)
  })
  it('counts down to the start before the start, else to the end', () => {
    expect(countdownTarget({ state: 1, start_at: 5, end_at: 9 })).toEqual({ target: 5, toStart: true })
    expect(countdownTarget({ state: 2, start_at: 5, end_at: 9 })).toEqual({ target: 9, toStart: false })
  })
})
