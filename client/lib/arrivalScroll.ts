/**
 * React's streaming renderer writes a large finished section hidden at the end of the
 * document and swaps it into place by script after the first paint (decision 023), which can
 * be after the load event. The browser scrolls to an address's fragment, or back to where the
 * visitor was, while the document loads, and does not try again: the section is not there
 * yet, so the visitor is left at the top or short of it. These do it once the page is in place.
 */

/** What a visitor does to move the page: after it, the page is theirs and is not scrolled for them. */
const INPUTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const

/** A hidden segment of React's stream still waiting to be swapped in. */
const PENDING_SEGMENT = 'div[hidden][id^="S:"]'

/** Runs `then` once `ready()` holds (now, or after a change to the document), unless the visitor moves the page first. */
function whenReady(ready: () => boolean, then: () => void) {
  if (ready()) return then()
  const stop = () => {
    observer.disconnect()
    for (const input of INPUTS) removeEventListener(input, stop, true)
  }
  const observer = new MutationObserver(() => {
    if (!ready()) return
    stop()
    then()
  })
  observer.observe(document.body, { childList: true, subtree: true })
  for (const input of INPUTS) addEventListener(input, stop, { capture: true, passive: true })
}

/** The element the address's fragment names, if any (`#module-1`). */
function fragmentTarget(hash: string): HTMLElement | null {
  if (hash.length < 2) return null
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)))
  } catch {
    return null
  }
}

/** Arriving at an address with a fragment (a shared `/ability#module-3`, a link followed by a full page load): its element in view. */
export function scrollToFragmentOnArrival() {
  const target = fragmentTarget(location.hash)
  if (!target) return
  const inPlace = () => target.isConnected && target.closest('[hidden]') === null
  if (inPlace()) {
    // The browser scrolled to it, unless the swap came after the load event and before this module.
    if (window.scrollY === 0 && target.getBoundingClientRect().top > 0) target.scrollIntoView()
    return
  }
  whenReady(inPlace, () => target.scrollIntoView())
}

const RETURN_KEY = 'scroll-on-return'

/**
 * A page loaded whole on Back (an island, docs/decisions/043, has no router to restore it):
 * where the visitor left it, once every section is in place. The position is kept per
 * history entry, in the entry's state.
 */
export function keepScrollOnReturn() {
  addEventListener('pagehide', () => history.replaceState({ ...(history.state as object | null), [RETURN_KEY]: window.scrollY }, ''))
  const arrival = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined
  const saved = (history.state as Record<string, unknown> | null)?.[RETURN_KEY]
  if (arrival?.type !== 'back_forward' || typeof saved !== 'number') return
  whenReady(
    () => document.querySelector(PENDING_SEGMENT) === null,
    () => window.scrollTo(0, saved),
  )
}
