import { describe, expect, it } from 'vitest'
import { sharedFreshRead } from './sharedRead'

/** A read whose answers the test gives, one per started read, and the promises kept alive. */
function controlledRead() {
  const started: { value: string; answer: (value: string) => void; fail: (error: Error) => void }[] = []
  const keptAlive: Promise<unknown>[] = []
  const read = (value: string) =>
    new Promise<string>((resolve, reject) => {
      started.push({ value, answer: resolve, fail: reject })
    })
  return { started, keptAlive, keepAlive: (work: Promise<unknown>) => keptAlive.push(work), read }
}

describe('a read shared by concurrent requests', () => {
  it('gives a request no answer of a read that began before it: it joins the next one, with everyone who came meanwhile', async () => {
    const reads = controlledRead()
    const shared = sharedFreshRead(reads.read, 10_000)
    const first = shared('a', reads.keepAlive)
    const second = shared('b', reads.keepAlive)
    const third = shared('c', reads.keepAlive)
    expect(reads.started).toHaveLength(1)
    reads.started[0]!.answer('version 1')
    expect(await first).toBe('version 1')
    await expect.poll(() => reads.started.length).toBe(2)
    reads.started[1]!.answer('version 2')
    expect(await second).toBe('version 2')
    expect(await third).toBe('version 2')
    expect(reads.started).toHaveLength(2)
    // Each read was kept alive by the request that started it.
    expect(reads.keptAlive).toHaveLength(2)
  })

  it('starts a read of its own when none is under way', async () => {
    const reads = controlledRead()
    const shared = sharedFreshRead(reads.read, 10_000)
    const first = shared('a', reads.keepAlive)
    reads.started[0]!.answer('one')
    await first
    await Promise.all(reads.keptAlive)
    const later = shared('b', reads.keepAlive)
    expect(reads.started.map((read) => read.value)).toEqual(['a', 'b'])
    reads.started[1]!.answer('two')
    expect(await later).toBe('two')
  })

  it('passes a failed read on to those who shared it, and the next request reads again', async () => {
    const reads = controlledRead()
    const shared = sharedFreshRead(reads.read, 10_000)
    const first = shared('a', reads.keepAlive)
    reads.started[0]!.fail(new Error('D1 unreachable'))
    await expect(first).rejects.toThrow('D1 unreachable')
    await Promise.all(reads.keptAlive)
    const again = shared('b', reads.keepAlive)
    expect(reads.started).toHaveLength(2)
    reads.started[1]!.answer('back')
    expect(await again).toBe('back')
  })

  it('gives up on a read that does not settle, and the next request does not wait for it', async () => {
    const reads = controlledRead()
    const shared = sharedFreshRead(reads.read, 20)
    const hung = shared('a', reads.keepAlive)
    const joined = shared('b', reads.keepAlive)
    expect(await hung).toBeUndefined()
    expect(await joined).toBeUndefined()
    const fresh = shared('c', reads.keepAlive)
    expect(reads.started.map((read) => read.value)).toEqual(['a', 'c'])
    reads.started[1]!.answer('answered')
    expect(await fresh).toBe('answered')
  })
})
