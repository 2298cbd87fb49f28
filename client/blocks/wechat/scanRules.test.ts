import { describe, expect, it } from 'vitest'
import { isQrExpired, pollDelay, qrExpiresAt } from './scanRules'

describe('pollDelay', () => {
  it('polls every second before the first answer and while waiting for the follow', () => {
    expect(pollDelay(undefined)).toBe(1000)
    expect(pollDelay(1)).toBe(1000)
  })
  it.each([2, 3] as const)('stops at state %d', (state) => {
    expect(pollDelay(state)).toBe(false)
  })
})

describe('QR expiry', () => {
  it('expires expires_in seconds after the fetch, not before', () => {
    const expiresAt = qrExpiresAt(10_000, 300)
    expect(expiresAt).toBe(310_000)
    expect(isQrExpired(309_999, expiresAt)).toBe(false)
    expect(isQrExpired(310_000, expiresAt)).toBe(true)
  })
})
