import { describe, expect, it, vi } from 'vitest'
import { createBuildWatcher } from './buildWatcher'

/** A fetcher that answers each call with the next scripted outcome. */
function scripted(...outcomes: Array<string | undefined | Error>) {
  return vi.fn(async () => {
    const next = outcomes.shift()
    if (next instanceof Error) throw next
    return next
  })
}

describe('createBuildWatcher', () => {
  it('starts fresh', () => {
    expect(createBuildWatcher('b1', scripted()).isStale()).toBe(false)
  })

  it('stays fresh while the fetched id is the running one', async () => {
    const watcher = createBuildWatcher('b1', scripted('b1'))
    expect(await watcher.check()).toBe(false)
    expect(watcher.isStale()).toBe(false)
  })

  it('becomes stale when the fetched id differs', async () => {
    const watcher = createBuildWatcher('b1', scripted('b2'))
    expect(await watcher.check()).toBe(true)
    expect(watcher.isStale()).toBe(true)
  })

  it('stays stale once stale, without fetching again', async () => {
    const fetchLatestId = scripted('b2', 'b1')
    const watcher = createBuildWatcher('b1', fetchLatestId)
    await watcher.check()
    expect(await watcher.check()).toBe(true)
    expect(watcher.isStale()).toBe(true)
    expect(fetchLatestId).toHaveBeenCalledTimes(1)
  })

  it.each([
    ['a rejected fetch', new Error('offline')],
    ['an undefined id', undefined],
  ])('is not made stale by %s, and checks again next time', async (_, outcome) => {
    const fetchLatestId = scripted(outcome, 'b2')
    const watcher = createBuildWatcher('b1', fetchLatestId)
    expect(await watcher.check()).toBe(false)
    expect(watcher.isStale()).toBe(false)
    expect(await watcher.check()).toBe(true)
    expect(fetchLatestId).toHaveBeenCalledTimes(2)
  })
})
