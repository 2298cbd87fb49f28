import { describe, expect, it } from 'vitest'
import { cycleDay, lotExpiresAt, signInProgress, signInReward } from './points'

const at = (iso: string) => Date.parse(iso) / 1000

describe('lot expiry', () => {
  it('ends 31 Dec 23:59:59 China time of the following year', () => {
    expect(lotExpiresAt(at('2026-06-15T04:00:00Z'))).toBe(at('2027-12-31T15:59:59Z'))
    // Already 1 Jan 2027 in China: valid to the end of 2028.
    expect(lotExpiresAt(at('2026-12-31T16:30:00Z'))).toBe(at('2028-12-31T15:59:59Z'))
    expect(lotExpiresAt(at('2026-12-31T15:00:00Z'))).toBe(at('2027-12-31T15:59:59Z'))
  })
  it('is never more than two years away', () => {
    for (let t = at('2026-01-01T00:00:00Z'); t < at('2028-01-01T00:00:00Z'); t += 86_400 * 7) {
      expect(lotExpiresAt(t) - t).toBeLessThanOrEqual(2 * 366 * 86_400)
      expect(lotExpiresAt(t)).toBeGreaterThan(t)
    }
  })
})

describe('sign-in cycle', () => {
  it('gives 5 a day, 10 on day 3 and 15 on day 7, then starts again', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 14].map(signInReward)).toEqual([5, 5, 10, 5, 5, 5, 15, 5, 5, 10, 15])
    expect(cycleDay(15)).toBe(1)
  })
  it('shows the days signed in the current cycle', () => {
    expect(signInProgress(0, false)).toBe(0)
    expect(signInProgress(3, true)).toBe(3)
    expect(signInProgress(3, false)).toBe(3)
    expect(signInProgress(7, true)).toBe(7)
    expect(signInProgress(7, false)).toBe(0)
    expect(signInProgress(9, false)).toBe(2)
  })
})
