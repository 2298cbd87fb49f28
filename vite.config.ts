import { resolve } from 'node:path'
import { cloudflare } from '@cloudflare/vite-plugin'
import devServer, { defaultOptions } from '@hono/vite-dev-server'
import cloudflareAdapter from '@hono/vite-dev-server/cloudflare'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { AD_ENTRY, BUILD_ID, BUILD_OUT, CLIENT_ENTRY, CLIENT_OUT, clientBuild, HOME_ENTRY } from './build/clientBuild.ts'
import { entryChunks } from './build/entryChunks.ts'
import { linaria } from './build/linaria.ts'
import { preloadLists } from './build/preloadLists.ts'
import { pureForwardRef } from './build/pureForwardRef.ts'
import { routerInstrumentation } from './build/routerInstrumentation.ts'

const chunks = entryChunks(CLIENT_ENTRY, AD_ENTRY, HOME_ENTRY)
const preload = preloadLists()
/** 8 characters of base64 (48 bits): below them, a file of a later deploy could take the name of one a browser cached as immutable (decision 037). */
const HASHED = 'assets/[hash].js'

export default defineConfig(({ command }) => ({
  define: { __BUILD_ID__: JSON.stringify(command === 'build' ? BUILD_ID : 'dev') },
  // Linaria's prop filter, without its 2 kB attribute table (build/isPropValid.ts says why).
  resolve: { alias: { '@emotion/is-prop-valid': resolve('build/isPropValid.ts') } },
  // The worker's output goes to BUILD_OUT/retouch_website (the Cloudflare plugin's default under outDir).
  build: { outDir: BUILD_OUT },
  environments: {
    client: {
      build: {
        outDir: CLIENT_OUT,
        manifest: true,
        modulePreload: { resolveDependencies: preload.resolveDependencies },
        rollupOptions: {
          input: [resolve(CLIENT_ENTRY), resolve(AD_ENTRY), resolve(HOME_ENTRY)],
          // Files named by their hash alone: every import, preload list and preload link names
          // files, incompressibly, on every page (decision 037). The manifest says what each is.
          output: { codeSplitting: chunks.codeSplitting, entryFileNames: HASHED, chunkFileNames: HASHED, assetFileNames: 'assets/[hash][extname]' },
        },
      },
    },
  },
  plugins: [
    linaria({ ssrDevCss: true }),
    react(),
    clientBuild(),
    chunks.plugin,
    preload.plugin,
    pureForwardRef(),
    routerInstrumentation(),
    command === 'build'
      ? cloudflare({ configPath: './wrangler.toml' })
      : devServer({
          entry: 'worker/index.ts',
          // Local KV and D1 are those `npm start` prepared (.wrangler/state); dev is a local run.
          adapter: async () => {
            const adapter = await cloudflareAdapter()
            return { ...adapter, env: { ...adapter.env, APP_ENV: 'local', SANDBOX: 'on' } }
          },
          // The SSR head links the Vite client and Linaria's dev CSS itself (with the CSP nonce).
          injectClientScript: false,
          exclude: [...defaultOptions.exclude!, /^\/_wyw-in-js\/.*/, /^\/favicon\.svg$/],
        }),
  ],
}))
