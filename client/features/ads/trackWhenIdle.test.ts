import { afterEach, describe, expect, it, vi } from 'vitest'
import { IDLE_FALLBACK_MS, onIdle } from './trackWhenIdle'

describe('onIdle (spec section 9: the 200 ms idle fallback)', () => {
  afterEach(() => void vi.useRealTimers())

  it('is 200 ms', () => {
    expect(IDLE_FALLBACK_MS).toBe(200)
  })

  it('waits for the idle callback where the browser has one', () => {
    const run = vi.fn()
    const idle: (() => void)[] = []
    onIdle(run, { requestIdleCallback: (callback) => idle.push(callback), setTimeout: () => expect.fail('no timer where idle callbacks exist') })
    expect(run).not.toHaveBeenCalled()
    idle[0]!()
    expect(run).toHaveBeenCalledOnce()
  })

  it('runs 200 ms later where the browser has none (Safari)', () => {
    vi.useFakeTimers()
    const run = vi.fn()
    onIdle(run, { setTimeout: (callback, ms) => setTimeout(callback, ms) as unknown as number })
    vi.advanceTimersByTime(IDLE_FALLBACK_MS - 1)
    expect(run).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(run).toHaveBeenCalledOnce()
  })
})
