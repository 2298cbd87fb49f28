/**
 * Long pages lay out their far sections only when near (client/styles/global.ts, decision
 * 023), so a scroll position taken then would not point at the same place once they are laid
 * out. The page is laid out whole before a link is followed, when the router saves where the
 * visitor was (the browser's scroll anchoring keeps the view in place), and from the start
 * after a reload or Back, when a saved position is restored.
 */
export function keepScrollPositionsTrue() {
  const layOutWhole = () => {
    document.documentElement.dataset.laidOutWhole = 'true'
  }
  const arrival = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined
  if (arrival && arrival.type !== 'navigate') layOutWhole()
  const onClick = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest('a[href]')) layOutWhole()
  }
  document.addEventListener('click', onClick, { capture: true })
}
