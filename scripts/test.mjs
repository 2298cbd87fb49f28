// npm test: every test on a fresh machine: type check, lint, unit tests, worker tests on
// local D1/KV, then Playwright journeys in Debian's Chromium against the built worker.
import { existsSync } from 'node:fs'
import { bin, build, ENV, ensureInstalled, run } from './local.mjs'

const CHROMIUM = '/usr/bin/chromium'

function ensureChromium() {
  if (existsSync(CHROMIUM)) return
  if (process.getuid?.() !== 0) {
    console.error(`Playwright needs Debian's Chromium at ${CHROMIUM}. Install it with:\n  sudo apt-get update && sudo apt-get install -y chromium`)
    process.exit(1)
  }
  console.log("Installing Debian's chromium…")
  run('apt-get', ['update', '-qq'])
  run('apt-get', ['install', '-y', '-qq', 'chromium'])
}

ensureInstalled()
ensureChromium()
console.log('\n▶ type check')
run(bin('tsc'), ['--noEmit', '-p', '.'])
console.log('\n▶ lint (import layers)')
run(bin('eslint'), ['.'])
console.log('\n▶ unit and worker tests')
run(bin('vitest'), ['run'])
console.log('\n▶ build')
// The journeys' workers run this build even if another is made meanwhile (startWorker).
ENV.SERVE_BUILD = build()
console.log('\n▶ Playwright journeys (Chromium)')
run(bin('playwright'), ['test'])
