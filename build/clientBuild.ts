import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import type { Plugin } from 'vite'

export const CLIENT_ENTRY = 'client/entry.tsx'
/** The ad landings' island entry (docs/decisions/020). */
export const AD_ENTRY = 'client/adEntry.tsx'
/** The home page's island entry (docs/decisions/043). */
export const HOME_ENTRY = 'client/homeEntry.tsx'
/**
 * The folder this build writes (decision 035): scripts/build.mjs passes a fresh dist/<name>;
 * a bare `vite build` writes dist/vite, which no server runs and the next build removes.
 */
export const BUILD_OUT = process.env.BUILD_OUT ?? 'dist/vite'
export const CLIENT_OUT = `${BUILD_OUT}/client`
export const BUILD_ID = process.env.BUILD_ID ?? Date.now().toString(36)

/**
 * `virtual:client-build` tells the worker which files the browser needs: the client
 * manifest after a build, the Vite dev entry in `npm run dev`. The client is built
 * first (buildApp, order 'pre') so the worker build can read its manifest.
 */
export function clientBuild(options: { test?: boolean } = {}): Plugin {
  const id = 'virtual:client-build'
  let isBuild = false
  return {
    name: 'client-build',
    config(_, env) {
      isBuild = env.command === 'build'
    },
    resolveId(source) {
      return source === id ? `\0${id}` : undefined
    },
    load(resolved) {
      if (resolved !== `\0${id}`) return undefined
      if (options.test) {
        // Worker tests run the production code path (CSP on) without built files.
        return `export default ${JSON.stringify({ dev: false, buildId: 'test', entry: CLIENT_ENTRY, adEntry: AD_ENTRY, homeEntry: HOME_ENTRY, manifest: {}, styles: {} })}`
      }
      if (!isBuild) {
        return `export default ${JSON.stringify({ dev: true, buildId: 'dev', entry: CLIENT_ENTRY, adEntry: AD_ENTRY, homeEntry: HOME_ENTRY, manifest: {}, styles: {} })}`
      }
      const manifest: Record<string, { css?: string[] }> = JSON.parse(readFileSync(resolve(CLIENT_OUT, '.vite/manifest.json'), 'utf8'))
      // The text of every stylesheet, so the worker can put a page's CSS in its head (docs/decisions/021).
      const files = new Set(Object.values(manifest).flatMap((chunk) => chunk.css ?? []))
      const styles = Object.fromEntries([...files].map((file) => [`/${file}`, readFileSync(resolve(CLIENT_OUT, file), 'utf8')]))
      return `export default ${JSON.stringify({ dev: false, buildId: BUILD_ID, entry: CLIENT_ENTRY, adEntry: AD_ENTRY, homeEntry: HOME_ENTRY, manifest, styles })}`
    },
    buildApp: {
      order: 'pre',
      async handler(builder) {
        const client = builder.environments.client
        if (client && !client.isBuilt) await builder.build(client)
      },
    },
    generateBundle() {
      // The latest-build file the client polls to notice a deploy.
      if (this.environment.name === 'client') {
        this.emitFile({ type: 'asset', fileName: 'version.json', source: JSON.stringify({ id: BUILD_ID }) })
      }
    },
  }
}
