// The asset router's rules (wrangler.toml `assets.run_worker_first`, decision 045): every path
// runs the worker first but the client folder's files, which go to the assets without the worker.
// A file the rules do not exclude would reach the worker, which has no route for it: a 404.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

/** Files the asset router reads as its own configuration and never serves. */
const NOT_SERVED = new Set(['_headers', '_redirects', '.assetsignore', '.vite'])

/**
 * The top-level entries of a client folder that `rules` would send to the worker: those no
 * `!/<file>` (a file) or `!/<folder>/*` (a folder) rule excludes. Empty when every rule is
 * positive and none covers everything, as then the router still looks each path up first.
 */
export function entriesSentToWorker(entries, rules) {
  if (!rules.includes('/*')) return []
  const excluded = new Set(rules.filter((rule) => rule.startsWith('!/')).map((rule) => rule.slice(1)))
  return entries.filter(({ name, folder }) => !NOT_SERVED.has(name) && !excluded.has(folder ? `/${name}/*` : `/${name}`)).map(({ name }) => name)
}

/** Fails a build whose client folder holds a file its worker config's rules send to the worker. */
export function checkAssetRouting(buildDir, workerConfig) {
  const { assets } = JSON.parse(readFileSync(join(buildDir, workerConfig), 'utf8'))
  const rules = Array.isArray(assets?.run_worker_first) ? assets.run_worker_first : []
  const entries = readdirSync(join(buildDir, 'client'), { withFileTypes: true }).map((entry) => ({ name: entry.name, folder: entry.isDirectory() }))
  const missing = entriesSentToWorker(entries, rules)
  if (missing.length) {
    throw new Error(
      `wrangler.toml's assets.run_worker_first sends these files to the worker, which would answer 404: ${missing.join(', ')}. Add "!/<file>" or "!/<folder>/*" for each.`,
    )
  }
}
