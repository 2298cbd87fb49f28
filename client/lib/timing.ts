/**
 * Rate limits for user actions (spec section 5). Both act on the leading edge: the first
 * press does its work at once, so a single click never feels delayed. The clock is a
 * parameter so tests can drive it.
 */
type Clock = () => number

/** Spec section 9: the throttle/debounce interval wherever a control names no interval of its own. */
export const DEFAULT_THROTTLE_MS = 200

/** Runs at most once per `ms`: calls within `ms` of the last run are dropped. */
export function throttle<Args extends unknown[]>(fn: (...args: Args) => void, ms: number = DEFAULT_THROTTLE_MS, now: Clock = Date.now) {
  let lastRun = -Infinity
  return (...args: Args): void => {
    const time = now()
    if (time - lastRun < ms) return
    lastRun = time
    fn(...args)
  }
}

/**
 * Runs on the first call of a burst; every call within `ms` of the previous one belongs
 * to the same burst and is dropped, so a run needs `ms` of quiet before it.
 */
export function debounceLeading<Args extends unknown[]>(fn: (...args: Args) => void, ms: number = DEFAULT_THROTTLE_MS, now: Clock = Date.now) {
  let lastCall = -Infinity
  return (...args: Args): void => {
    const time = now()
    const quiet = time - lastCall >= ms
    lastCall = time
    if (quiet) fn(...args)
  }
}

/**
 * `debounceLeading` with a burst per key: repeats of one action are dropped, while a
 * different action (another button, or the same button now doing its next step) runs at once.
 */
export function debounceLeadingPer<Args extends unknown[]>(
  keyOf: (...args: Args) => string,
  fn: (...args: Args) => void,
  ms: number = DEFAULT_THROTTLE_MS,
  now: Clock = Date.now,
) {
  const bursts = new Map<string, (...args: Args) => void>()
  return (...args: Args): void => {
    const key = keyOf(...args)
    let debounced = bursts.get(key)
    if (!debounced) {
      debounced = debounceLeading(fn, ms, now)
      bursts.set(key, debounced)
    }
    debounced(...args)
  }
}

export interface Timers {
  set: (run: () => void, ms: number) => unknown
  clear: (handle: unknown) => void
}

export const realTimers: Timers = {
  set: (run, ms) => setTimeout(run, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
}

/**
 * Runs once `ms` after the last call of a burst, with that call's arguments: a button
 * pressed several times, or pressed again after a correction, acts once, on what the page
 * holds by then. `cancel` drops a pending run (on unmount).
 */
export function debounceTrailing<Args extends unknown[]>(fn: (...args: Args) => void, ms: number = DEFAULT_THROTTLE_MS, timers: Timers = realTimers) {
  let pending: unknown
  const debounced = (...args: Args): void => {
    if (pending !== undefined) timers.clear(pending)
    pending = timers.set(() => {
      pending = undefined
      fn(...args)
    }, ms)
  }
  debounced.cancel = () => {
    if (pending !== undefined) timers.clear(pending)
    pending = undefined
  }
  return debounced
}

/**
 * Runs a task unless the last one it ran is still under way (its promise unsettled): a form's
 * second submit before the first is answered (a double click, a held Enter) is dropped, where
 * the button's disabled state would come a render too late. A task that returns no promise
 * holds nothing.
 */
export function oneAtATime() {
  let busy = false
  const release = () => {
    busy = false
  }
  return (task: () => Promise<unknown> | void): void => {
    if (busy) return
    const running = task()
    if (!running) return
    busy = true
    running.then(release, release)
  }
}
