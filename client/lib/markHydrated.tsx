import { useEffect } from 'react'

/**
 * Placed after a part inside its Suspense boundary, so it mounts once that part has
 * hydrated; it then marks `target` with `data-hydrated="true"` (journeys and probes wait
 * for it).
 */
export function MarkHydrated({ target }: { target: () => Element | null }) {
  useEffect(() => {
    target()?.setAttribute('data-hydrated', 'true')
  }, [target])
  return null
}
