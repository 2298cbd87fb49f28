import { resolve } from 'node:path'
import type { CodeSplittingOptions } from 'rolldown'
import type { Plugin } from 'vite'

type ModuleGraph = { getModuleInfo(id: string): { code: string | null; importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null }

/** A module the island loads later whose code with its imports is under this many bytes goes in `base` rather than pull `app-lazy` in. */
const LIGHT_BYTES = 2048

/**
 * react-router's index re-exports every module of the package, so its imports name them all,
 * though the build keeps only what is used. The home island uses its contexts alone
 * (client/island/fullLoadRouter.tsx, client/lib/links.tsx): followed from the index, the
 * router's whole code would be counted the island's and load with it.
 */
const ROUTER_INDEX = /\/node_modules\/react-router\/dist\/[^/]+\/index\.js$/
const ROUTER_CONTEXTS = /\/node_modules\/react-router\/dist\/[^/]+\/lib\/context\.js$/

/**
 * The API client, which each entry loads on its first call (client/lib/api/lazyClient.ts). The
 * app's pages mostly call at once, so it is grouped as the app's own: in `app-lazy`, with the
 * tiny modules it shares with the ad island in `base`, rather than in a few small chunks.
 */
const API_CLIENT = resolve('client/lib/api/client.ts')

/** A part of a page in the server's HTML whose code loads after the first paint (client/lib/deferred.tsx). */
const DEFERRED = /\.deferred\.tsx$/

function closure(graph: ModuleGraph, start: string, dynamic: boolean, within?: Set<string>, routerContextsOnly = false): Set<string> {
  const seen = new Set<string>()
  const queue = [start]
  while (queue.length > 0) {
    const id = queue.pop()!
    if (seen.has(id) || (within && !within.has(id))) continue
    seen.add(id)
    const info = graph.getModuleInfo(id)
    if (!info) continue
    const imported = routerContextsOnly && ROUTER_INDEX.test(id) ? info.importedIds.filter((child) => ROUTER_CONTEXTS.test(child)) : info.importedIds
    queue.push(...imported, ...(dynamic ? info.dynamicallyImportedIds : []))
  }
  return seen
}

function bytesOf(graph: ModuleGraph, ids: Iterable<string>): number {
  let bytes = 0
  for (const id of ids) bytes += graph.getModuleInfo(id)?.code?.length ?? 0
  return bytes
}

/**
 * Chunks for three entries, the app's and two islands' (the ad landings', docs/decisions/020,
 * and the home page's, 043), so that the islands' lazy imports do not cut the app's first
 * download into many small chunks (each compressed alone, so larger in sum). The modules the
 * app loads on arrival go in four chunks: those the ad island loads on arrival too, with the
 * few tiny ones it loads later (`base`), those the home island loads on arrival too (`home`:
 * the site's header, react-query), the others the ad island loads only later (`app-lazy`: the
 * API client, zod, the dialog host), those the home island loads only later (`home-lazy`: its
 * dialogs' code, react-router's hooks), the rest with the app's entry itself (`app`, emitted as
 * the entry's chunk: a separate 0.8 kB entry chunk cost every page 0.4 kB gzip more than one
 * file, decision 037).
 * Each set is closed under static imports once the sets before it are taken, so no chunk
 * drags another's modules in. Everything else (pages, dialogs) splits as Vite would.
 */
export function entryChunks(appEntry: string, islandEntry: string, homeEntry: string): { plugin: Plugin; codeSplitting: CodeSplittingOptions } {
  const app = resolve(appEntry)
  const island = resolve(islandEntry)
  const home = resolve(homeEntry)
  let appStatic = new Set<string>()
  let islandStatic = new Set<string>()
  let islandAll = new Set<string>()
  let homeStatic = new Set<string>()
  let homeAll = new Set<string>()
  let light = new Set<string>()
  let homeLight = new Set<string>()
  const inApp = (id: string) => id !== app && appStatic.has(id)
  const inBase = (id: string) => inApp(id) && (islandStatic.has(id) || light.has(id)) && id !== island
  const inHome = (id: string) => inApp(id) && (homeStatic.has(id) || homeLight.has(id)) && !inBase(id)
  return {
    plugin: {
      name: 'entry-chunks',
      applyToEnvironment: (environment) => environment.name === 'client',
      buildEnd() {
        appStatic = new Set([...closure(this, app, false), ...closure(this, API_CLIENT, false)])
        islandStatic = closure(this, island, false)
        islandAll = closure(this, island, true)
        // What the home island loads without a visitor's action: its modules and its deferred parts (the footer's code among them).
        homeStatic = closure(this, home, false, undefined, true)
        const parts = [...homeStatic].flatMap((id) => this.getModuleInfo(id)?.dynamicallyImportedIds.filter((part) => DEFERRED.test(part)) ?? [])
        for (const part of parts) for (const id of closure(this, part, false, undefined, true)) homeStatic.add(id)
        homeAll = closure(this, home, true, undefined, true)
        const later = new Set([...appStatic].filter((id) => islandAll.has(id) && !islandStatic.has(id)))
        light = new Set([...later].filter((id) => bytesOf(this, closure(this, id, false, later)) <= LIGHT_BYTES))
        // Likewise what the home island loads later goes in `home` when it is tiny: a file of its own cost every app page more than its bytes.
        const homeLater = new Set([...appStatic].filter((id) => homeAll.has(id) && !homeStatic.has(id) && !islandAll.has(id)))
        homeLight = new Set([...homeLater].filter((id) => bytesOf(this, closure(this, id, false, homeLater)) <= LIGHT_BYTES))
      },
      // Were a module the home island loads later put with the app's entry (its imports of
      // react-router beyond the contexts, say, which the sets above do not follow), opening a
      // dialog on the home page would start the whole app over it.
      generateBundle(_options, bundle) {
        const chunks = Object.values(bundle).filter((file) => file.type === 'chunk')
        const entryOf = (id: string) => chunks.find((chunk) => chunk.isEntry && chunk.facadeModuleId === id)
        const appChunk = entryOf(app)?.fileName
        const seen = new Set<string>()
        const queue = [entryOf(home)?.fileName]
        while (queue.length > 0) {
          const file = queue.pop()
          if (!file || seen.has(file)) continue
          if (file === appChunk) this.error(`The home island reaches the app's entry chunk (${file}): see build/entryChunks.ts`)
          seen.add(file)
          const chunk = chunks.find((each) => each.fileName === file)
          queue.push(...(chunk?.imports ?? []), ...(chunk?.dynamicImports ?? []))
        }
      },
    },
    codeSplitting: {
      groups: [
        { name: 'base', priority: 4, test: inBase },
        { name: 'home', priority: 3, test: inHome },
        { name: 'app-lazy', priority: 2, test: (id) => inApp(id) && islandAll.has(id) && !islandStatic.has(id) && !light.has(id) && !homeStatic.has(id) },
        // The app's entry runs the app when its chunk loads: no module an island may load can be in it.
        { name: 'home-lazy', priority: 1.5, test: (id) => inApp(id) && homeAll.has(id) && !islandAll.has(id) && !homeStatic.has(id) && !homeLight.has(id) },
        { name: 'app', priority: 1, test: (id) => id === app || (inApp(id) && !islandAll.has(id) && !homeAll.has(id)) },
      ],
    },
  }
}
