import { describe, expect, it } from 'vitest'
import { COPIED_FLAG_MS, copiedFlag } from './copiedFlag'

/** Timers driven by hand: `advance` runs what is due. */
function manualTimers() {
  let now = 0
  let next = 1
  const due = new Map<number, { at: number; run: () => void }>()
  return {
    set: (run: () => void, ms: number) => {
      const id = next++
      due.set(id, { at: now + ms, run })
      return id
    },
    clear: (id: unknown) => void due.delete(id as number),
    advance(ms: number) {
      now += ms
      for (const [id, timer] of [...due]) {
        if (timer.at <= now) {
          due.delete(id)
          timer.run()
        }
      }
    },
    pending: () => due.size,
  }
}

describe('the copied flag (spec section 9: 1500 ms)', () => {
  it('is 1500 ms', () => {
    expect(COPIED_FLAG_MS).toBe(1500)
  })

  it('is raised on a copy and lowered 1500 ms later', () => {
    const timers = manualTimers()
    const seen: boolean[] = []
    copiedFlag((copied) => seen.push(copied), timers).raise()
    expect(seen).toEqual([true])
    timers.advance(1499)
    expect(seen).toEqual([true])
    timers.advance(1)
    expect(seen).toEqual([true, false])
  })

  it('restarts the wait on another copy', () => {
    const timers = manualTimers()
    const seen: boolean[] = []
    const flag = copiedFlag((copied) => seen.push(copied), timers)
    flag.raise()
    timers.advance(1000)
    flag.raise()
    timers.advance(1000)
    expect(seen).toEqual([true, true])
    timers.advance(500)
    expect(seen).toEqual([true, true, false])
  })

  it('lowers nothing after cancel (an unmounted control)', () => {
    const timers = manualTimers()
    const seen: boolean[] = []
    const flag = copiedFlag((copied) => seen.push(copied), timers)
    flag.raise()
    flag.cancel()
    expect(timers.pending()).toBe(0)
    timers.advance(2000)
    expect(seen).toEqual([true])
  })
})
