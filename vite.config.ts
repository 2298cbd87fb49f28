import { resolve } from 'node:path'
import { cloudflare } from '@cloudflare/vite-plugin'
import devServer from '@hono/vite-dev-server'
import cloudflareAdapter from '@hono/vite-dev-server/cloudflare'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { BUILD_ID, CLIENT_ENTRY, CLIENT_OUT, clientBuild } from './build/clientBuild.ts'
import { linaria } from './build/linaria.ts'

export default defineConfig(({ command }) => ({
  define: { __BUILD_ID__: JSON.stringify(command === 'build' ? BUILD_ID : 'dev') },
  environments: {
    client: {
      build: {
        outDir: CLIENT_OUT,
        manifest: true,
        rollupOptions: { input: resolve(CLIENT_ENTRY) },
      },
    },
  },
  plugins: [
    linaria({ ssrDevCss: true }),
    react(),
    clientBuild(),
    command === 'build'
      ? cloudflare({ configPath: './wrangler.toml' })
      : devServer({
          entry: 'worker/index.ts',
          adapter: cloudflareAdapter,
          exclude: [/^\/(client|shared|node_modules|@.+|_wyw-in-js)\/.*/, /\?.*$/, /^\/favicon\.svg$/],
        }),
  ],
}))
