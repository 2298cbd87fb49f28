import { realTimers, type Timers } from './timing'

/** Spec section 9: a copy control shows it copied for this long. */
export const COPIED_FLAG_MS = 1500

/**
 * The "copied" flag of a copy control: raised on each copy, lowered COPIED_FLAG_MS after
 * the last one (a second copy restarts the wait). `cancel` drops a pending lowering (on unmount).
 */
export function copiedFlag(onChange: (copied: boolean) => void, timers: Timers = realTimers) {
  let pending: unknown
  const cancel = () => {
    if (pending !== undefined) timers.clear(pending)
    pending = undefined
  }
  return {
    raise() {
      cancel()
      onChange(true)
      pending = timers.set(() => {
        pending = undefined
        onChange(false)
      }, COPIED_FLAG_MS)
    },
    cancel,
  }
}
