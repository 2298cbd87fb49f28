import { defineConfig } from '@playwright/test'

const port = Number(process.env.E2E_PORT ?? 8790)

export default defineConfig({
  testDir: 'e2e',
  // The cross-engine suite has its own config (playwright.engines.config.ts).
  testIgnore: 'engines/**',
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // A journey is many steps (log in, pay, bind, log out), each with its own 5 s expectation;
  // the whole may take longer than 30 s on a busy 2-core machine without anything being wrong.
  timeout: 60_000,
  reporter: process.env.CI ? 'list' : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    trace: 'retain-on-failure',
  },
  webServer: {
    command: 'node scripts/serve-e2e.mjs',
    url: `http://127.0.0.1:${port}/favicon.svg`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
})
