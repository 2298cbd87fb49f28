import { resolve } from 'node:path'
import type { CodeSplittingOptions } from 'rolldown'
import type { Plugin } from 'vite'

type ModuleGraph = { getModuleInfo(id: string): { code: string | null; importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null }

/** A module the island loads later whose code with its imports is under this many bytes goes in `base` rather than pull `app-lazy` in. */
const LIGHT_BYTES = 2048

function closure(graph: ModuleGraph, start: string, dynamic: boolean, within?: Set<string>): Set<string> {
  const seen = new Set<string>()
  const queue = [start]
  while (queue.length > 0) {
    const id = queue.pop()!
    if (seen.has(id) || (within && !within.has(id))) continue
    seen.add(id)
    const info = graph.getModuleInfo(id)
    if (!info) continue
    queue.push(...info.importedIds, ...(dynamic ? info.dynamicallyImportedIds : []))
  }
  return seen
}

function bytesOf(graph: ModuleGraph, ids: Iterable<string>): number {
  let bytes = 0
  for (const id of ids) bytes += graph.getModuleInfo(id)?.code?.length ?? 0
  return bytes
}

/**
 * Chunks for two entries, the app's and an island's (docs/decisions/020), so that the
 * island's lazy imports do not cut the app's first download into many small chunks (each
 * compressed alone, so larger in sum). The modules the app loads on arrival go in three
 * chunks: those the island loads on arrival too, with the few tiny ones it loads later
 * (`base`), the others the island loads only later (`app-lazy`: the API client, zod,
 * react-query, the dialog host), the rest with the app's entry itself (`app`, emitted as
 * the entry's chunk: a separate 0.8 kB entry chunk cost every page 0.4 kB gzip more than
 * one file, decision 037).
 * Each set is closed under static imports once the sets before it are taken, so no chunk
 * drags another's modules in. Everything else (pages, dialogs) splits as Vite would.
 */
export function entryChunks(appEntry: string, islandEntry: string): { plugin: Plugin; codeSplitting: CodeSplittingOptions } {
  const app = resolve(appEntry)
  const island = resolve(islandEntry)
  let appStatic = new Set<string>()
  let islandStatic = new Set<string>()
  let islandAll = new Set<string>()
  let light = new Set<string>()
  const inApp = (id: string) => id !== app && appStatic.has(id)
  return {
    plugin: {
      name: 'entry-chunks',
      applyToEnvironment: (environment) => environment.name === 'client',
      buildEnd() {
        appStatic = closure(this, app, false)
        islandStatic = closure(this, island, false)
        islandAll = closure(this, island, true)
        const later = new Set([...appStatic].filter((id) => islandAll.has(id) && !islandStatic.has(id)))
        light = new Set([...later].filter((id) => bytesOf(this, closure(this, id, false, later)) <= LIGHT_BYTES))
      },
    },
    codeSplitting: {
      groups: [
        { name: 'base', priority: 3, test: (id) => inApp(id) && (islandStatic.has(id) || light.has(id)) && id !== island },
        { name: 'app-lazy', priority: 2, test: (id) => inApp(id) && islandAll.has(id) && !islandStatic.has(id) && !light.has(id) },
        { name: 'app', priority: 1, test: (id) => id === app || (inApp(id) && !islandAll.has(id)) },
      ],
    },
  }
}
