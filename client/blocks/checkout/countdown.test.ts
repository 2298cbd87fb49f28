import { describe, expect, it } from 'vitest'
import { createMemoryStore } from '../../lib/storage'
import { countdownTarget, rememberServerTime, remainingParts, serverNow, serverTimeReadAt } from './countdown'

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

describe('the server time key (spec section 3, client-side stored keys)', () => {
  it('keeps a server time and the page clock it was read at under server_time', () => {
    const store = createMemoryStore()
    rememberServerTime(store, 1_800_000_000, 5_000)
    expect(JSON.parse(store.getItem('server_time')!)).toEqual({ server_time: 1_800_000_000, read_at: 5_000 })
  })
  it('dates a countdown from when its server time was read, not from when it starts', () => {
    const store = createMemoryStore()
    rememberServerTime(store, 1_800_000_000, 5_000)
    // The cached config, shown 2 minutes later: its server now is 2 minutes on.
    const readAt = serverTimeReadAt(store, 1_800_000_000, 125_000)
    expect(readAt).toBe(5_000)
    expect(serverNow(1_800_000_000, readAt, 125_000)).toBe(1_800_000_120_000)
  })
  it('takes now, and records it, for another server time or an unreadable reading', () => {
    const store = createMemoryStore()
    rememberServerTime(store, 1_800_000_000, 5_000)
    expect(serverTimeReadAt(store, 1_800_000_060, 9_000)).toBe(9_000)
    expect(JSON.parse(store.getItem('server_time')!)).toEqual({ server_time: 1_800_000_060, read_at: 9_000 })
    store.setItem('server_time', 'x')
    expect(serverTimeReadAt(store, 1_800_000_060, 10_000)).toBe(10_000)
  })
  it('never dates a reading after now (a clock set back)', () => {
    const store = createMemoryStore()
    rememberServerTime(store, 1_800_000_000, 50_000)
    expect(serverTimeReadAt(store, 1_800_000_000, 20_000)).toBe(20_000)
  })
})
