import { hydrateFor, HydrationGate, type Gate } from './hydrateWhenNear'

/**
 * The gate of a deferred part whose code is fetched only when it comes near the viewport
 * (`deferred(file, load, { gate: WhenNear })`, decision 037): a phone that is not scrolled
 * does not load it. It waits as `HydrateWhenNear` does, on the elements in the part's box
 * (which takes no part in layout itself).
 */
export function WhenNear({ file }: { file: string }) {
  return <HydrationGate id={file} find={() => [...(boxOf(file)?.children ?? [])]} onWait={(gate) => replayClicks(file, gate)} />
}

const boxOf = (file: string) => document.querySelector(`[data-deferred="${file}"]`)

/** React has hydrated a server-rendered element once it keeps its fiber on it. */
const isHydrated = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$'))

/**
 * Until a part behind `WhenNear` has hydrated, a click inside it is held (React could not hydrate
 * the part for it synchronously, and a link would reload the page): the gate opens, the
 * parts inside that hold the element hydrate without waiting to come near, and the last
 * click held is sent again to the same element once React has hydrated it.
 */
function replayClicks(file: string, gate: Gate) {
  const box = boxOf(file)
  if (!box) return
  let held: HTMLElement | undefined
  const hold = (event: MouseEvent) => {
    if (!(event.target instanceof HTMLElement) || !box.contains(event.target) || isHydrated(event.target)) return
    event.preventDefault()
    event.stopPropagation()
    held = event.target
    hydrateFor(held)
    gate.open()
  }
  document.addEventListener('click', hold, true)
  const hydrated = new MutationObserver(() => {
    if (!box.hasAttribute('data-hydrated') || (held?.isConnected && !isHydrated(held))) return
    hydrated.disconnect()
    document.removeEventListener('click', hold, true)
    if (held?.isConnected) held.click()
  })
  hydrated.observe(box, { subtree: true, attributeFilter: ['data-hydrated'] })
}
