import { useEffect, useLayoutEffect, useMemo, useRef } from 'react'
import { debounceLeading, debounceLeadingPer, debounceTrailing, DEFAULT_THROTTLE_MS, throttle } from './timing'

/** Keeps the latest callback in a ref so a rate-limited wrapper can stay the same across renders. */
function useLatest<T>(value: T) {
  const ref = useRef(value)
  useLayoutEffect(() => {
    ref.current = value
  })
  return ref
}

/** A stable, throttled version of `fn` (see `throttle`). */
export function useThrottled<Args extends unknown[]>(fn: (...args: Args) => void, ms: number = DEFAULT_THROTTLE_MS) {
  const latest = useLatest(fn)
  return useMemo(() => throttle((...args: Args) => latest.current(...args), ms), [latest, ms])
}

/** A stable, leading-edge debounced version of `fn` (see `debounceLeading`): Enter in confirm dialogs. */
export function useDebouncedLeading<Args extends unknown[]>(fn: (...args: Args) => void, ms: number = DEFAULT_THROTTLE_MS) {
  const latest = useLatest(fn)
  return useMemo(() => debounceLeading((...args: Args) => latest.current(...args), ms), [latest, ms])
}

/** A stable `debounceLeadingPer`: a list's buttons, each action debounced on its own. */
export function useDebouncedLeadingPer<Args extends unknown[]>(
  keyOf: (...args: Args) => string,
  fn: (...args: Args) => void,
  ms: number = DEFAULT_THROTTLE_MS,
) {
  const latest = useLatest(fn)
  const latestKey = useLatest(keyOf)
  return useMemo(
    () =>
      debounceLeadingPer(
        (...args: Args) => latestKey.current(...args),
        (...args: Args) => latest.current(...args),
        ms,
      ),
    [latest, latestKey, ms],
  )
}

/**
 * A stable, trailing debounced version of `fn` (see `debounceTrailing`): the verify
 * action. It runs the latest `fn`, so it sees the state of the page when it fires, and a
 * pending run is dropped on unmount.
 */
export function useDebouncedTrailing<Args extends unknown[]>(fn: (...args: Args) => void, ms: number = DEFAULT_THROTTLE_MS) {
  const latest = useLatest(fn)
  const debounced = useMemo(() => debounceTrailing((...args: Args) => latest.current(...args), ms), [latest, ms])
  useEffect(() => debounced.cancel, [debounced])
  return debounced
}
