import { useLayoutEffect, useMemo, useRef } from 'react'
import { debounceLeading, throttle } from './timing'

/** Keeps the latest callback in a ref so a rate-limited wrapper can stay the same across renders. */
function useLatest<T>(value: T) {
  const ref = useRef(value)
  useLayoutEffect(() => {
    ref.current = value
  })
  return ref
}

/** A stable, throttled version of `fn` (see `throttle`). */
export function useThrottled<Args extends unknown[]>(fn: (...args: Args) => void, ms: number) {
  const latest = useLatest(fn)
  return useMemo(() => throttle((...args: Args) => latest.current(...args), ms), [latest, ms])
}

/** A stable, leading-edge debounced version of `fn` (see `debounceLeading`). */
export function useDebounced<Args extends unknown[]>(fn: (...args: Args) => void, ms: number) {
  const latest = useLatest(fn)
  return useMemo(() => debounceLeading((...args: Args) => latest.current(...args), ms), [latest, ms])
}
