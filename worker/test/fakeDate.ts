import { afterEach, beforeEach, vi } from 'vitest'
import { resetDatabase } from './resetDatabase'

/**
 * Every test of the file starts from the demo state with `Date` faked from the real now
 * (D1 and timers run as usual), so that `advance` can move the clock past a policy's limits.
 */
export function demoStateWithFakeDate(): void {
  beforeEach(async () => {
    await resetDatabase()
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now())
  })
  afterEach(() => {
    vi.useRealTimers()
  })
}

/** Moves the faked clock on by `seconds`. */
export function advance(seconds: number): void {
  vi.setSystemTime(Date.now() + seconds * 1000)
}
