/** Keeps a request's context alive until the work is done (the request's `waitUntil`). */
export type KeepAlive = (work: Promise<unknown>) => void

/**
 * A read that concurrent requests share without losing freshness (docs/decisions/013). A
 * request never takes the answer of a read already under way, which may have started
 * before a change it must see: it joins the next read, which starts when that one ends.
 * Under load, one read answers every request that arrived while the previous one ran.
 *
 * A promise made in one request's context hangs for the others if that request is
 * cancelled (workerd drops its pending I/O). So the request that starts a read keeps it
 * alive with its `waitUntil`, and a request gives up on a shared read after `deadlineMs`:
 * it gets `undefined`, and the next request starts afresh.
 */
export function sharedFreshRead<A, T>(read: (argument: A) => Promise<T>, deadlineMs: number) {
  let running: Promise<T> | undefined
  let queued: Promise<T> | undefined

  const begin = (argument: A, keepAlive: KeepAlive): Promise<T> => {
    const started = read(argument)
    running = started
    const settled = () => {
      if (running === started) running = undefined
    }
    keepAlive(started.then(settled, settled))
    return started
  }

  const next = (argument: A, keepAlive: KeepAlive): Promise<T> => {
    if (!running) return begin(argument, keepAlive)
    if (queued) return queued
    const mine: Promise<T> = running.then(
      () => beginQueued(mine, argument, keepAlive),
      () => beginQueued(mine, argument, keepAlive),
    )
    queued = mine
    return mine
  }

  const beginQueued = (mine: Promise<T>, argument: A, keepAlive: KeepAlive): Promise<T> => {
    if (queued === mine) queued = undefined
    return begin(argument, keepAlive)
  }

  return async (argument: A, keepAlive: KeepAlive): Promise<T | undefined> => {
    const shared = next(argument, keepAlive)
    let timer: ReturnType<typeof setTimeout> | undefined
    const gaveUp = new Promise<undefined>((resolve) => {
      timer = setTimeout(() => {
        // A read this slow may hang for good: the next request starts afresh.
        running = undefined
        queued = undefined
        resolve(undefined)
      }, deadlineMs)
    })
    try {
      return await Promise.race([shared, gaveUp])
    } finally {
      clearTimeout(timer)
    }
  }
}
