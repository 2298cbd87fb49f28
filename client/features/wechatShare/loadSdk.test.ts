import { describe, expect, it, vi } from 'vitest'
import { SDK_RETRY_MS, SDK_TRIES, withRetries } from './loadSdk'

describe('JS-SDK loading', () => {
  it('retries up to 10 times, 1 s apart, then gives up', async () => {
    const load = vi.fn(() => Promise.reject(new Error('offline')))
    const wait = vi.fn(() => Promise.resolve())
    await expect(withRetries(load, wait)).rejects.toThrow('offline')
    expect(load).toHaveBeenCalledTimes(SDK_TRIES)
    expect(wait).toHaveBeenCalledTimes(SDK_TRIES - 1)
    expect(wait).toHaveBeenCalledWith(SDK_RETRY_MS)
  })
  it('stops at the first success', async () => {
    let calls = 0
    const load = () => (++calls < 3 ? Promise.reject(new Error('flaky')) : Promise.resolve('wx'))
    await expect(withRetries(load, () => Promise.resolve())).resolves.toBe('wx')
    expect(calls).toBe(3)
  })
})
