import { lazy, Suspense, useRef, type ComponentType } from 'react'
import { MarkHydrated } from './markHydrated'

/** A `*.deferred.tsx` module: its default export is the part it renders. */
export interface DeferredModule<P> {
  default: ComponentType<P>
}

/** Every deferred module by its project path, on the server only (worker/ssr/deferred.ts). */
let serverModules: Readonly<Record<string, DeferredModule<never>>> | undefined

/**
 * The server renders deferred parts eagerly: a lazy import's promise would be shared by
 * every request, and on workerd one request must not await another's (decision 002).
 */
export function renderDeferredEagerly(modules: Readonly<Record<string, DeferredModule<never>>>) {
  serverModules = modules
}

/**
 * A part of a page that is in the server's HTML but whose code is not in the page's first
 * download (decision 018): below-the-fold sections. The browser hydrates the page without
 * it, fetches its chunk at once, and hydrates it when it arrives (React leaves a Suspense
 * boundary of server HTML as it is until then, so nothing flashes or mismatches). On a
 * client-side navigation it appears as soon as its chunk is in.
 *
 * `file` is the module's project path, e.g. `client/features/home/BelowHero.deferred.tsx`:
 * the server finds the module by it, and the document head links its CSS by it.
 *
 * `gate`: a component that suspends the part, so its chunk is not fetched until the gate
 * opens: `WhenNear` (client/lib/whenNear.tsx, decision 037) waits until the part comes near
 * the viewport. It is the page's to import, so pages without one do not load it.
 */
export function deferred<P extends object>(
  file: string,
  load: () => Promise<DeferredModule<P>>,
  options: { gate?: ComponentType<{ file: string }> } = {},
): ComponentType<P> {
  const Lazy = lazy(load)
  const Gate = options.gate
  function Deferred(props: P) {
    const box = useRef<HTMLDivElement>(null)
    let Part: ComponentType<P> = Lazy
    if (serverModules) {
      const module = serverModules[file] as DeferredModule<P> | undefined
      if (!module) throw new Error(`No deferred module ${file}`)
      Part = module.default
    }
    // A box that takes no part in layout, marked once the part is interactive (journeys wait for it).
    return (
      <div ref={box} data-deferred={file} data-when-near={Gate ? '' : undefined} style={{ display: 'contents' }}>
        <Suspense fallback={null}>
          {Gate && <Gate file={file} />}
          <Part {...props} />
          <MarkHydrated target={() => box.current} />
        </Suspense>
      </div>
    )
  }
  return Deferred
}
