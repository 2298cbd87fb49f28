// npm test: every test on a fresh machine: type check, lint, unit tests, worker tests on
// local D1/KV, then Playwright journeys in Debian's Chromium against the built worker, then
// the cross-engine suite in Debian's WebKitGTK and Firefox ESR.
import { existsSync } from 'node:fs'
import { bin, build, ENV, ensureInstalled, run } from './local.mjs'

/** The Debian packages the browser suites drive, by the program each provides. */
const BROWSER_PACKAGES = {
  '/usr/bin/chromium': 'chromium',
  '/usr/bin/WebKitWebDriver': 'webkit2gtk-driver',
  '/usr/bin/xvfb-run': 'xvfb',
  '/usr/bin/firefox-esr': 'firefox-esr',
}

function ensureBrowsers() {
  const missing = Object.entries(BROWSER_PACKAGES)
    .filter(([program]) => !existsSync(program))
    .map(([, name]) => name)
  if (missing.length === 0) return
  if (process.getuid?.() !== 0) {
    console.error(
      `The browser suites need Debian's ${missing.join(', ')}. Install them with:\n  sudo apt-get update && sudo apt-get install -y ${missing.join(' ')}`,
    )
    process.exit(1)
  }
  console.log(`Installing Debian's ${missing.join(', ')}…`)
  run('apt-get', ['update', '-qq'])
  run('apt-get', ['install', '-y', '-qq', ...missing], { env: { ...ENV, DEBIAN_FRONTEND: 'noninteractive' } })
}

ensureInstalled()
ensureBrowsers()
console.log('\n▶ type check')
run(bin('tsc'), ['--noEmit', '-p', '.'])
console.log('\n▶ format (prettier --check; npm run format writes it)')
run(bin('prettier'), ['--check', '--log-level', 'warn', '.'])
console.log('\n▶ lint (import layers)')
run(bin('eslint'), ['.'])
console.log('\n▶ unit and worker tests')
run(bin('vitest'), ['run'])
console.log('\n▶ build')
// The journeys' workers run this build even if another is made meanwhile (startWorker).
ENV.SERVE_BUILD = build()
console.log('\n▶ Playwright journeys (Chromium)')
run(bin('playwright'), ['test'])
// WebKitGTK needs an X display: xvfb-run gives the run a virtual one.
console.log('\n▶ Cross-engine suite (WebKitGTK, Firefox ESR)')
run('xvfb-run', ['-a', bin('playwright'), 'test', '-c', 'playwright.engines.config.ts'])
