import { memo, Suspense, use, type ComponentType } from 'react'
import { MarkHydrated } from './markHydrated'

/** How far outside the viewport a part starts hydrating: a quarter of a screen. */
const NEAR_MARGIN = '25% 0px'

export interface Gate {
  open: () => void
  opened: Promise<void>
}

/** The gate of each part still waiting in the server's HTML, by the id of its element. */
const gates = new Map<string, Gate>()
/** The parts whose gate has opened: a part that suspends again after its gate (a deferred part's code) does not wait twice. */
const passed = new Set<string>()
/** Elements a held click was aimed at (client/lib/whenNear.tsx): a part that holds one does not wait to come near. */
const wanted = new Set<Element>()

/** The part that holds `target` hydrates without waiting, for a click to be sent to it again. */
export function hydrateFor(target: Element) {
  wanted.add(target)
}

/** A gate that opens when one of the elements comes near the viewport. */
function gateNear(elements: readonly Element[]): Gate {
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
  for (const element of elements) observer.observe(element)
  return gate
}

/**
 * Suspends the first hydration of its boundary until the element `id` comes near, which
 * leaves the server's HTML in place meanwhile. Any later render opens the gate at once: the
 * IntersectionObserver's report, a tap React hydrates the part for (selective hydration), or
 * an update reaching the part, which React could otherwise only satisfy by throwing the
 * server's HTML away and rendering the part afresh. `find` names the elements to watch when
 * they are not the one with that id (a deferred part's, client/lib/whenNear.tsx); `onWait` is
 * given the gate when it starts waiting.
 */
export function HydrationGate({
  id,
  find = () => [document.getElementById(id)].filter((element) => element !== null),
  onWait,
}: {
  id: string
  find?: () => Element[]
  onWait?: (gate: Gate) => void
}) {
  if (typeof document === 'undefined' || passed.has(id)) return null
  const waiting = gates.get(id)
  if (waiting) {
    gates.delete(id)
    passed.add(id)
    waiting.open()
    return null
  }
  const elements = find()
  // Not in the document: rendered on the client after a navigation, nothing to wait for.
  if (elements.length === 0 || elements[0]!.hasAttribute('data-hydrated')) return null
  if (elements.some((element) => [...wanted].some((target) => element.contains(target)))) {
    passed.add(id)
    return null
  }
  const gate = gateNear(elements)
  gates.set(id, gate)
  onWait?.(gate)
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
