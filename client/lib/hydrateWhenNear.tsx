import { memo, Suspense, use, type ComponentType } from 'react'
import { MarkHydrated } from './markHydrated'

/** How far outside the viewport a part starts hydrating: a quarter of a screen. */
const NEAR_MARGIN = '25% 0px'

interface Gate {
  open: () => void
  opened: Promise<void>
}

/** The gate of each part still waiting in the server's HTML, by the id of its element. */
const gates = new Map<string, Gate>()

/** A gate that opens when the element comes near the viewport. */
function gateNear(element: Element): Gate {
  let open!: () => void
  const opened = new Promise<void>((resolve) => (open = resolve))
  const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && gate.open(), { rootMargin: NEAR_MARGIN })
  const gate: Gate = {
    opened,
    open: () => {
      observer.disconnect()
      open()
    },
  }
  observer.observe(element)
  return gate
}

/**
 * Suspends the first hydration of its boundary until the element `id` comes near, which
 * leaves the server's HTML in place meanwhile. Any later render opens the gate at once: the
 * IntersectionObserver's report, a tap React hydrates the part for (selective hydration), or
 * an update reaching the part, which React could otherwise only satisfy by throwing the
 * server's HTML away and rendering the part afresh.
 */
function HydrationGate({ id }: { id: string }) {
  if (typeof document === 'undefined') return null
  const waiting = gates.get(id)
  if (waiting) {
    gates.delete(id)
    waiting.open()
    return null
  }
  const element = document.getElementById(id)
  // Not in the document: rendered on the client after a navigation, nothing to wait for.
  if (!element || element.hasAttribute('data-hydrated')) return null
  const gate = gateNear(element)
  gates.set(id, gate)
  use(gate.opened)
  return null
}

/**
 * A part of a long page whose server HTML is hydrated only when it comes near the viewport
 * (decision 026), so loading the page hydrates the first screen and not every section under
 * it. `id` is the id of the element the part renders; `part` takes no props, so a parent's
 * re-render does not touch a part still waiting (memo).
 */
export const HydrateWhenNear = memo(function HydrateWhenNear({ id, part: Part }: { id: string; part: ComponentType }) {
  return (
    <Suspense fallback={null}>
      <HydrationGate id={id} />
      <Part />
      <MarkHydrated target={() => document.getElementById(id)} />
    </Suspense>
  )
})
