/** Spec section 9: where a browser has no idle callback (Safari, so every iPhone), the wait before starting. */
export const IDLE_FALLBACK_MS = 200

/** What `onIdle` needs of the window, so tests can stand in for a browser with or without idle callbacks. */
export interface IdleHost {
  requestIdleCallback?: (run: () => void) => number
  setTimeout: (run: () => void, ms: number) => number
}

/** Runs `run` once the browser is idle, or IDLE_FALLBACK_MS later where it cannot say. */
export function onIdle(run: () => void, host: IdleHost = window): void {
  if (host.requestIdleCallback) host.requestIdleCallback(run)
  else host.setTimeout(run, IDLE_FALLBACK_MS)
}

/**
 * Element-click tracking loads after the page is interactive, off the critical path (both
 * entries start it). It is best-effort: a page left, or a network lost, while its code
 * loads just goes untracked, never an unhandled rejection.
 */
export function trackWhenIdle(): void {
  onIdle(
    () =>
      void import('./tracker').then(
        (module) => module.startTracker(),
        () => undefined,
      ),
  )
}
