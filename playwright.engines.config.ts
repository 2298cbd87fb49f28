import { defineConfig } from '@playwright/test'
import type { EngineName } from './e2e/engines/fixtures'

/**
 * The cross-engine suite: WebKitGTK (WebKitWebDriver with MiniBrowser, under xvfb-run) and
 * Firefox ESR (puppeteer over WebDriver BiDi), Debian's builds, against the built worker on
 * a fresh local state of its own. Playwright runs the tests and starts the worker; it
 * drives neither browser (its own WebKit and Firefox builds cannot be downloaded here).
 */
const port = Number(process.env.E2E_ENGINES_PORT ?? 8795)

export default defineConfig<object, { engine: EngineName }>({
  testDir: 'e2e/engines',
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 60_000,
  reporter: 'list',
  use: { baseURL: `http://127.0.0.1:${port}` },
  projects: [
    { name: 'webkit', use: { engine: 'webkit' } },
    // The journeys run in WebKit, the engine of every browser on an iPhone.
    { name: 'firefox', use: { engine: 'firefox' }, testMatch: 'routes.spec.ts' },
  ],
  webServer: {
    command: 'node scripts/serve-e2e.mjs',
    env: { E2E_PORT: String(port) },
    url: `http://127.0.0.1:${port}/favicon.svg`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
})
