import type { Plugin } from 'vite'

type Bundle = Record<string, { type: 'chunk'; imports: readonly string[] } | { type: 'asset' }>

/**
 * Shorter preload lists for dynamic imports. Vite gives each `import()` the list of files its
 * chunk needs (`__vite__mapDeps`), including the chunks the importing chunk has itself
 * imported statically and so already loaded: in the app's entry chunk `base`, `app-lazy` and
 * the runtime were named in each of its 37 lists, on every page's first download. This drops
 * them, per importing chunk; the CSS files stay (Vite keeps them apart).
 */
export function preloadLists(): { plugin: Plugin; resolveDependencies: (file: string, deps: string[], context: { hostId: string }) => string[] } {
  let bundle: Bundle = {}
  const loaded = new Map<string, Set<string>>()
  /** The chunks a chunk's static imports load with it, transitively. */
  function loadedWith(host: string): Set<string> {
    let seen = loaded.get(host)
    if (seen) return seen
    seen = new Set()
    const queue = [host]
    while (queue.length > 0) {
      const file = queue.pop()!
      const chunk = bundle[file]
      if (seen.has(file) || chunk?.type !== 'chunk') continue
      seen.add(file)
      queue.push(...chunk.imports)
    }
    loaded.set(host, seen)
    return seen
  }
  return {
    plugin: {
      name: 'preload-lists',
      applyToEnvironment: (environment) => environment.name === 'client',
      // Before Vite's own generateBundle writes the lists, which asks resolveDependencies.
      generateBundle: {
        order: 'pre',
        handler(_options, output) {
          bundle = output as unknown as Bundle
          loaded.clear()
        },
      },
    },
    resolveDependencies: (_file, deps, { hostId }) => deps.filter((dep) => !loadedWith(hostId).has(dep)),
  }
}
