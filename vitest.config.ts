import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'
import { clientBuild } from './build/clientBuild.ts'
import { linaria } from './build/linaria.ts'

export default defineConfig({
  test: {
    projects: [
      {
        define: { __BUILD_ID__: JSON.stringify('test') },
        test: {
          name: 'unit',
          environment: 'node',
          include: ['shared/**/*.test.ts', 'client/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
        },
      },
      {
        define: { __BUILD_ID__: JSON.stringify('test') },
        plugins: [
          linaria(),
          react(),
          clientBuild({ test: true }),
          cloudflareTest(async () => ({
            wrangler: { configPath: './wrangler.toml' },
            miniflare: {
              bindings: {
                APP_ENV: 'test',
                JWT_SECRET: 'worker-test-secret-0123456789',
                // The captcha rule of issue 13 is on in tests (it is off by default).
                SMS_CAPTCHA_AFTER: '3',
                TEST_MIGRATIONS: await readD1Migrations('./migrations'),
              },
            },
          })),
        ],
        test: {
          name: 'worker',
          // Vitest's module cache serves Linaria-transformed files stale on a second run.
          fsModuleCache: false,
          include: ['worker/**/*.test.ts'],
          setupFiles: ['./worker/test/applyMigrations.ts'],
        },
      },
    ],
  },
})
