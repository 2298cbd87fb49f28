import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { debounceLeading, debounceLeadingPer, debounceTrailing, DEFAULT_THROTTLE_MS, oneAtATime, throttle } from './timing'

function clock(start = 1_000) {
  let time = start
  return { now: () => time, advance: (ms: number) => void (time += ms) }
}

describe('throttle', () => {
  it('runs the first call at once, with its arguments', () => {
    const fn = vi.fn()
    throttle(fn, 1000, clock().now)('a', 1)
    expect(fn).toHaveBeenCalledExactlyOnceWith('a', 1)
  })

  it('drops calls within the interval and runs again once it has passed', () => {
    const fn = vi.fn()
    const time = clock()
    const throttled = throttle(fn, 1000, time.now)
    throttled()
    time.advance(400)
    throttled()
    time.advance(599)
    throttled()
    expect(fn).toHaveBeenCalledTimes(1)
    time.advance(1)
    throttled()
    expect(fn).toHaveBeenCalledTimes(2)
  })

  it('counts the interval from the last run, not the last call', () => {
    const fn = vi.fn()
    const time = clock()
    const throttled = throttle(fn, 1000, time.now)
    for (let step = 0; step < 5; step++) {
      throttled()
      time.advance(500)
    }
    // runs at 0, 1000 and 2000
    expect(fn).toHaveBeenCalledTimes(3)
  })
})

describe('debounceLeading', () => {
  it('runs the first call at once', () => {
    const fn = vi.fn()
    debounceLeading(fn, 300, clock().now)('x')
    expect(fn).toHaveBeenCalledExactlyOnceWith('x')
  })

  it('drops a burst of calls each closer than the wait, however long the burst lasts', () => {
    const fn = vi.fn()
    const time = clock()
    const debounced = debounceLeading(fn, 300, time.now)
    for (let step = 0; step < 10; step++) {
      debounced()
      time.advance(299)
    }
    expect(fn).toHaveBeenCalledTimes(1)
  })

  it('runs again after a quiet period of the full wait', () => {
    const fn = vi.fn()
    const time = clock()
    const debounced = debounceLeading(fn, 1000, time.now)
    debounced()
    time.advance(1000)
    debounced()
    expect(fn).toHaveBeenCalledTimes(2)
  })
})

describe('debounceTrailing', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('runs once, the wait after the last call, with its arguments', () => {
    const fn = vi.fn()
    const debounced = debounceTrailing(fn, 300)
    debounced('a')
    vi.advanceTimersByTime(200)
    debounced('b')
    vi.advanceTimersByTime(299)
    expect(fn).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(fn).toHaveBeenCalledExactlyOnceWith('b')
  })

  it('runs again for a later burst', () => {
    const fn = vi.fn()
    const debounced = debounceTrailing(fn, 300)
    debounced()
    vi.advanceTimersByTime(300)
    debounced()
    vi.advanceTimersByTime(300)
    expect(fn).toHaveBeenCalledTimes(2)
  })

  it('drops a pending run when cancelled', () => {
    const fn = vi.fn()
    const debounced = debounceTrailing(fn, 300)
    debounced()
    debounced.cancel()
    vi.advanceTimersByTime(1000)
    expect(fn).not.toHaveBeenCalled()
  })
})

describe('debounceLeadingPer', () => {
  it('drops repeats of one key but runs another key at once', () => {
    const fn = vi.fn()
    const time = clock()
    const debounced = debounceLeadingPer((action: string) => action, fn, 300, time.now)
    debounced('receive')
    time.advance(100)
    debounced('receive')
    debounced('guide')
    time.advance(100)
    debounced('guide')
    expect(fn.mock.calls).toEqual([['receive'], ['guide']])
  })
})

describe('the default interval (spec section 9: 200 ms)', () => {
  it('is 200 ms', () => {
    expect(DEFAULT_THROTTLE_MS).toBe(200)
  })

  it('is what throttle and debounce use when given no interval', () => {
    const time = clock()
    const throttled = vi.fn()
    const debounced = vi.fn()
    const t = throttle(throttled, undefined, time.now)
    const d = debounceLeading(debounced, undefined, time.now)
    t()
    d()
    time.advance(199)
    t()
    d()
    expect(throttled).toHaveBeenCalledTimes(1)
    expect(debounced).toHaveBeenCalledTimes(1)
    time.advance(1)
    t()
    expect(throttled).toHaveBeenCalledTimes(2)
    // The debounce's burst went on at 199 ms: 200 ms of quiet are counted from there.
    time.advance(199)
    d()
    expect(debounced).toHaveBeenCalledTimes(2)
  })

  it('delays a trailing debounce by 200 ms', () => {
    const fn = vi.fn()
    const timers = { set: vi.fn(), clear: vi.fn() }
    debounceTrailing(fn, undefined, timers)()
    expect(timers.set).toHaveBeenCalledWith(expect.any(Function), 200)
  })
})

describe('oneAtATime', () => {
  it('drops a task while the last one is under way, and runs the next once it settled, fulfilled or not', async () => {
    const run = oneAtATime()
    const settle: Array<{ resolve: () => void; reject: (error: Error) => void }> = []
    const started: number[] = []
    const task = (id: number) => () => {
      started.push(id)
      return new Promise<void>((resolve, reject) => settle.push({ resolve, reject }))
    }
    run(task(1))
    run(task(2))
    expect(started).toEqual([1])
    settle[0]!.reject(new Error('refused'))
    await Promise.resolve()
    await Promise.resolve()
    run(task(3))
    run(task(4))
    expect(started).toEqual([1, 3])
    settle[1]!.resolve()
    await Promise.resolve()
    await Promise.resolve()
    run(task(5))
    expect(started).toEqual([1, 3, 5])
  })

  it('holds nothing for a task that returns no promise', () => {
    const run = oneAtATime()
    let runs = 0
    run(() => {
      runs++
    })
    run(() => {
      runs++
    })
    expect(runs).toBe(2)
  })
})
