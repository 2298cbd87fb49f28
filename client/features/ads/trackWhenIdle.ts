/**
 * Element-click tracking loads after the page is interactive, off the critical path (both
 * entries start it). It is best-effort: a page left, or a network lost, while its code
 * loads just goes untracked, never an unhandled rejection.
 */
export function trackWhenIdle(): void {
  const start = () =>
    void import('./tracker').then(
      (module) => module.startTracker(),
      () => undefined,
    )
  if ('requestIdleCallback' in window) window.requestIdleCallback(start)
  else setTimeout(start, 1)
}
