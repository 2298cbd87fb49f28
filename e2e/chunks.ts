import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { currentBuild } from '../build/dist.js'

/** One file of the client build as Vite's manifest describes it. */
export interface BuiltChunk {
  file: string
  /** The source module the chunk is built from (its facade), if any. */
  src?: string
  /** The chunk's name: a group's (`base`, `app-lazy`) or its facade module's base name. */
  name?: string
}

const ROOT = fileURLToPath(new URL('..', import.meta.url))

let byFile: Map<string, BuiltChunk> | undefined

/**
 * The chunks of the build the journeys' server runs (scripts/serve-e2e.mjs: SERVE_BUILD, else
 * dist/current), by their file. The built files are named by their hash alone (vite.config.ts),
 * so a journey learns what a loaded script is from the manifest, not from its name.
 */
function chunks(): Map<string, BuiltChunk> {
  if (byFile) return byFile
  const build = process.env.SERVE_BUILD ?? currentBuild(ROOT)
  if (!build) throw new Error('No client build to read: build first (scripts/local.mjs build())')
  const manifest = JSON.parse(readFileSync(join(ROOT, build, 'client/.vite/manifest.json'), 'utf8')) as Record<string, BuiltChunk>
  byFile = new Map(Object.values(manifest).map((chunk) => [`/${chunk.file}`, chunk]))
  return byFile
}

/** The chunk a script's URL or path loads, or undefined for a file that is not the build's (a stand-in SDK, the dev server's). */
export function chunkOf(url: string): BuiltChunk | undefined {
  return chunks().get(new URL(url, 'http://any').pathname)
}

/** The path a source module is served from, as the browser requests it. */
export function fileOf(src: string): string {
  const chunk = [...chunks().values()].find((each) => each.src === src)
  if (!chunk) throw new Error(`No chunk of ${src} in the build`)
  return `/${chunk.file}`
}

/** A loaded script's path with what it is, for messages: `/assets/x.js (client/pages/home.tsx)`. */
export function describeFile(path: string): string {
  const chunk = chunkOf(path)
  return chunk ? `${path} (${chunk.src ?? chunk.name})` : path
}
