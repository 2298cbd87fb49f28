// npm run bench: one run on local workerd (the built worker under `wrangler dev`), every
// figure of issues 12 and 30 beside its budget: the first byte of every page (for a visitor
// and a logged-in user) against a static asset served by the same worker, and of every
// /profile page against the anonymous `/`; requests per second of anonymous pages against
// the asset under the same concurrency; the client JS a phone loads on every page without
// interaction (e2e/pageWeight.ts, in Debian's Chromium); a bounded mixed load with writes
// checked against D1 after it (scripts/loadWithWrites.mjs); and Lighthouse with devtools
// throttling (real 4x CPU, mobile network; median of 3) when it is installed. It ends with
// issue 30's budgets, each within or OVER. Figures, not assertions: the client JS is also
// held by e2e/budget.spec.ts in `npm test`; only lost or doubled writes fail the run.
// `npm run bench -- /download /ad/1` measures those pages only (and skips the mixed load);
// `npm run bench -- --part=throughput,lcp /` runs only those parts (first-byte, throughput,
// load, weight, lcp), e.g. to compare a change back to back without the rest.
import { chromium } from '@playwright/test'
import { build as esbuild } from 'esbuild'
import { md5 } from 'js-md5'
import { gzipSync } from 'node:zlib'
import { join } from 'node:path'
import { build, ensureInstalled, prepareDatabase, ROOT, SANDBOX_CAPTCHA, startWorker } from './local.mjs'
import { loadWithWrites } from './loadWithWrites.mjs'
import { cpuNow, cpuSpent, devProcesses } from './processCpu.mjs'

const PORT = Number(process.env.BENCH_PORT ?? 8791)
const BASE = `http://127.0.0.1:${PORT}`
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 20)
const CONCURRENCY = 16
const LOAD_SECONDS = 3
/**
 * Slices of the asset's load then the page's, alternating, each side's requests summed over
 * its slices. This machine's speed drifts by up to a fifth from one 3 s window to the next
 * (a page's five 3 s rounds ranged 0.64 to 0.83x): in 1 s slices the drift weighs on both alike.
 */
const LOAD_SLICES = 15
const LOAD_SLICE_SECONDS = 1
/** Issue 12's first byte against the asset; issue 30's throughput, /profile first byte against `/`, and LCP (the JS budgets are e2e/pageWeight.ts's). */
const BUDGET = { ttfbRatio: 1.5, throughputRatio: 0.8, profileTtfbRatio: 1.3, lcpMs: 1200 }
/** Pages named on the command line: only those are measured. */
const ONLY = process.argv.slice(2).filter((arg) => arg.startsWith('/'))
const only = (paths) => (ONLY.length ? paths.filter((path) => ONLY.includes(path)) : paths)
const PARTS = ['first-byte', 'throughput', 'load', 'weight', 'lcp']
/** Parts named by --part=a,b: only those run (all when none is named). */
const PARTS_ASKED = process.argv
  .slice(2)
  .filter((arg) => arg.startsWith('--part='))
  .flatMap((arg) => arg.slice('--part='.length).split(','))
for (const part of PARTS_ASKED) if (!PARTS.includes(part)) throw new Error(`Unknown bench part ${part}; one of ${PARTS.join(', ')}`)
const runs = (part) => PARTS_ASKED.length === 0 || PARTS_ASKED.includes(part)
const THROUGHPUT_PATHS = only(['/', '/download', '/ad/1'])
/** The static asset every page is compared with, served by the same worker's assets. */
const ASSET = '/favicon.svg'
const LIGHTHOUSE_PAGES = only(['/', '/ability', '/download', '/payment', '/activity/aggregate/demo-aggregate', '/ad/1', '/ad/baidu'])
/** Every budget of issue 30 as measured, for the summary at the end. */
const verdicts = []
function judge(budget, subject, value, limit, within) {
  verdicts.push({ budget, page: subject, measured: value, limit, result: within ? 'within' : 'OVER' })
  return within
}
// A browser's user agent: crawlers (and Node's fetch, which isbot counts as one) get the document in one piece.
const BROWSER = {
  'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
}

async function timeOnce(path, cookie) {
  const start = performance.now()
  const response = await fetch(`${BASE}${path}`, { headers: { ...BROWSER, 'accept-encoding': 'identity', ...(cookie ? { cookie } : {}) } })
  const reader = response.body.getReader()
  let first
  for (;;) {
    const { done } = await reader.read()
    first ??= performance.now() - start
    if (done) break
  }
  return { ttfb: first, total: performance.now() - start }
}

function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
}

/**
 * A page's first byte beside a reference's (the static asset, or the anonymous `/`), sampled
 * alternately so that whatever else the machine does weighs on both alike: the median of each.
 */
async function firstByteBeside(path, cookie, reference = ASSET) {
  for (let i = 0; i < 3; i++) await timeOnce(path, cookie) // warm-up
  const page = []
  const asset = []
  for (let i = 0; i < SAMPLES; i++) {
    asset.push((await timeOnce(reference)).ttfb)
    page.push((await timeOnce(path, cookie)).ttfb)
  }
  return { page: percentile(page, 50), asset: percentile(asset, 50) }
}

/** Requests per second of `path` under CONCURRENCY connections for about `seconds`, over the time until the last request ended. */
async function throughput(path, encoding, seconds = LOAD_SECONDS) {
  const start = performance.now()
  const deadline = start + seconds * 1000
  let done = 0
  let failed = 0
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < deadline) {
        const response = await fetch(`${BASE}${path}`, { headers: { ...BROWSER, 'accept-encoding': encoding } }).catch(() => undefined)
        if (response?.ok) {
          await response.arrayBuffer()
          done++
        } else failed++
      }
    }),
  )
  const elapsed = (performance.now() - start) / 1000
  return { rps: done / elapsed, done, elapsed, failed }
}

/** A page's requests per second beside the asset's, in alternating slices (LOAD_SLICES), after a slice of the page alone; and the CPU each side cost each process. */
async function throughputBeside(path) {
  await throughput(path, 'identity', LOAD_SLICE_SECONDS) // the page kept and its path warm before anything counts
  const asset = { done: 0, elapsed: 0, cpu: {} }
  const page = { done: 0, elapsed: 0, failed: 0, cpu: {} }
  const slice = async (side, target) => {
    const before = cpuNow(processes)
    const { done, elapsed, failed } = await throughput(target, 'identity', LOAD_SLICE_SECONDS)
    for (const [name, ms] of Object.entries(cpuSpent(before, cpuNow(processes)))) side.cpu[name] = (side.cpu[name] ?? 0) + ms
    side.done += done
    side.elapsed += elapsed
    if (side === page) page.failed += failed
  }
  for (let i = 0; i < LOAD_SLICES; i++) {
    await slice(asset, ASSET)
    await slice(page, path)
  }
  const perRequest = (side) => Object.fromEntries(Object.entries(side.cpu).map(([name, ms]) => [name, ms / side.done]))
  const assetRps = asset.done / asset.elapsed
  const pageRps = page.done / page.elapsed
  return { asset: { rps: assetRps, cpu: perRequest(asset) }, page: { rps: pageRps, cpu: perRequest(page) }, ratio: pageRps / assetRps, failed: page.failed }
}

/** CPU ms per request of the dev proxy, the runtime (with wrangler's Node) and the load client, as "proxy · runtime · client". */
function cpuSplit({ proxy, runtime, wrangler, client }) {
  return [proxy, runtime + wrangler, client].map((ms) => ms.toFixed(2)).join(' · ')
}

/** The CSS a page's head links (decision 021), gzipped, in kB. */
async function cssKb(path, cookie) {
  const html = await (await fetch(`${BASE}${path}`, { headers: { ...BROWSER, ...(cookie ? { cookie } : {}) } })).text()
  let bytes = 0
  for (const [, url] of html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)) {
    bytes += gzipSync(Buffer.from(await (await fetch(`${BASE}${url}`)).arrayBuffer())).byteLength
  }
  return bytes / 1024
}

/** The session cookie as a browser context takes it. */
function browserCookies(cookie) {
  return cookie.split('; ').map((pair) => {
    const [name, ...value] = pair.split('=')
    return { name, value: value.join('='), url: BASE }
  })
}

const ms = (value) => `${value.toFixed(1)} ms`
const mark = (ok) => (ok ? 'within' : 'OVER')

/** A TypeScript module of the project, bundled on the fly: this script runs on plain Node. */
async function importTs(file) {
  const { outputFiles } = await esbuild({ entryPoints: [join(ROOT, file)], bundle: true, format: 'esm', platform: 'node', write: false, logLevel: 'error' })
  return import(`data:text/javascript;base64,${Buffer.from(outputFiles[0].text).toString('base64')}`)
}

/** A concrete address for a route pattern (the demo activity for activity pages). */
function samplePath(pattern) {
  return pattern.replace(':year', '2023').replace(':uuid', 'demo-aggregate').replace(/:\w+/g, '1')
}

/** Logs a fresh phone in through the sandbox SMS, as a visitor would; the session cookie. */
async function logIn() {
  const phone = `166${String(Date.now()).slice(-8)}`
  const headers = { 'content-type': 'application/json', 'x-app-id': 'ow-web', origin: BASE }
  await fetch(`${BASE}/api/main/v1/user/send_verify_code`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ phone, phone_cc: '86', scene: 0, captcha_verify_param: SANDBOX_CAPTCHA }),
  })
  const { code } = await (await fetch(`${BASE}/__sandbox/sms?phone=${phone}`)).json()
  const response = await fetch(`${BASE}/api/main/v1/ow/login`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ phone, verify_code: md5(code), login_method: 0 }),
  })
  const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(';')[0])
  if (!response.ok || cookies.length === 0) throw new Error(`bench login failed: ${response.status} ${await response.text()}`)
  return cookies.join('; ')
}

ensureInstalled()
const dir = build()
const STATE_DIR = '.wrangler/bench-state'
prepareDatabase(STATE_DIR, { fresh: true })
const { stop, child } = await startWorker({ port: PORT, stateDir: STATE_DIR, dir, quiet: true })
/** The processes of the local runtime, whose CPU the throughput splits (scripts/processCpu.mjs). */
const processes = devProcesses(child.pid, PORT)
try {
  const { ROUTES: routes } = await importTs('shared/routes.ts')
  const pageWeight = await importTs('e2e/pageWeight.ts')
  const openPages = only([
    ...new Set(routes.filter((route) => route.requires === 'none' && !route.redirectTo && route.path !== '*').map((route) => samplePath(route.path))),
  ])
  const accountPages = only([
    ...new Set(routes.filter((route) => route.requires === 'login' && !route.redirectTo && route.loginScene === 'main').map((route) => samplePath(route.path))),
  ])
  const profilePages = accountPages.filter((path) => path.startsWith('/profile'))
  const cookie = await logIn()

  if (runs('first-byte'))
    console.log(`\nFirst byte, sequential, ${SAMPLES} samples each (median), each page sampled alternately with ${ASSET}; budget ${BUDGET.ttfbRatio}x`)
  const firstBytes = {}
  for (const [who, paths, session] of [
    ['visitor', openPages, undefined],
    ['logged in', [...openPages.slice(0, 8), ...accountPages], cookie],
  ]) {
    for (const path of runs('first-byte') ? paths : []) {
      const { page, asset } = await firstByteBeside(path, session)
      const ratio = page / asset
      firstBytes[`${path} (${who})`] = { 'first byte': ms(page), asset: ms(asset), ratio: `${ratio.toFixed(2)}x`, budget: mark(ratio <= BUDGET.ttfbRatio) }
    }
  }
  if (runs('first-byte')) console.table(firstBytes)

  if (runs('first-byte') && profilePages.length)
    console.log(`\nFirst byte of every /profile page logged in, sampled alternately with the anonymous /; budget ${BUDGET.profileTtfbRatio}x`)
  const profileBytes = {}
  for (const path of runs('first-byte') ? profilePages : []) {
    const { page, asset: home } = await firstByteBeside(path, cookie, '/')
    const ratio = page / home
    const within = judge(
      `first byte ≤ ${BUDGET.profileTtfbRatio}x anonymous /`,
      path,
      `${ratio.toFixed(2)}x`,
      `${BUDGET.profileTtfbRatio}x`,
      ratio <= BUDGET.profileTtfbRatio,
    )
    profileBytes[path] = { 'first byte': ms(page), 'anonymous /': ms(home), ratio: `${ratio.toFixed(2)}x`, budget: mark(within) }
  }
  if (runs('first-byte') && profilePages.length) console.table(profileBytes)

  // The budget is the worker's own work: uncompressed, as Cloudflare's edge compresses outside the
  // worker. Locally the dev server compresses on this same machine, so the gzip figures beside it
  // include that and the client's decompression; they are shown, not judged.
  if (runs('throughput'))
    console.log(
      `\nThroughput of anonymous pages, ${CONCURRENCY} concurrent, uncompressed: ${LOAD_SLICES} alternating slices of ${LOAD_SLICE_SECONDS} s of the asset and of the page, each side's requests summed; budget ${BUDGET.throughputRatio}x the asset's (gzip through the dev server beside it). CPU ms per request of wrangler's local proxy · the runtime running the worker and its assets · this load client, which share the machine's cores; the runtime CPU ratio is the asset's runtime CPU per request over the page's, shown, not judged`,
    )
  const assetGzip = runs('throughput') ? await throughput(ASSET, 'gzip') : undefined
  const loads = {}
  for (const path of runs('throughput') ? THROUGHPUT_PATHS : []) {
    const { asset, page, ratio, failed } = await throughputBeside(path)
    const gzip = await throughput(path, 'gzip')
    const within = judge(
      `throughput ≥ ${BUDGET.throughputRatio}x the asset's, ${CONCURRENCY} connections`,
      path,
      `${ratio.toFixed(3)}x${failed ? `, ${failed} failed` : ''}`,
      `${BUDGET.throughputRatio}x`,
      ratio >= BUDGET.throughputRatio && failed === 0,
    )
    loads[path] = {
      'requests/s': page.rps.toFixed(0),
      'asset requests/s': asset.rps.toFixed(0),
      failed,
      ratio: `${ratio.toFixed(3)}x`,
      budget: mark(within),
      'gzip requests/s': gzip.rps.toFixed(0),
      'gzip ratio': `${(gzip.rps / assetGzip.rps).toFixed(2)}x`,
      ...(processes.runtime.length && {
        'CPU ms/request, asset': cpuSplit(asset.cpu),
        'CPU ms/request, page': cpuSplit(page.cpu),
        'runtime CPU ratio': `${((asset.cpu.runtime + asset.cpu.wrangler) / (page.cpu.runtime + page.cpu.wrangler)).toFixed(2)}x`,
      }),
    }
  }
  if (runs('throughput')) console.table(loads)

  if (ONLY.length === 0 && runs('load')) {
    console.log('\nLoad with writes: pages, assets, logins, user info, sign-ins, orders and their notifications at once; then D1 is checked')
    const load = await loadWithWrites(BASE, STATE_DIR)
    console.table(load.summary)
    console.table(load.counts)
    console.table(load.checks)
    // Lost or doubled writes are a fault, not a figure: the run fails.
    if (load.checks.some((check) => check.result !== 'ok')) process.exitCode = 1
  }

  const { home, ad, page } = pageWeight.JS_BUDGET_KB
  if (runs('weight'))
    console.log(
      `\nClient JS a phone loads without interaction (every script until the network is idle) and CSS in the head, gzip; budget JS: / ${home} kB, /ad/* ${ad} kB, others ${page} kB`,
    )
  const weights = {}
  const browser = runs('weight') ? await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] }) : undefined
  try {
    for (const [paths, session] of browser
      ? [
          [openPages, undefined],
          [accountPages, cookie],
        ]
      : []) {
      for (const path of paths) {
        const weight = await pageWeight.pageJsKb(browser, BASE, path, session ? { cookies: browserCookies(session) } : {})
        const budget = pageWeight.jsBudgetKb(path)
        const within = judge('client JS (kB gzip)', path, weight.kb.toFixed(1), budget, weight.kb <= budget)
        weights[path] = {
          'JS kB': weight.kb.toFixed(1),
          scripts: weight.files.length,
          'CSS kB (in head)': (await cssKb(path, session)).toFixed(1),
          budget: `${budget} ${mark(within)}`,
        }
      }
    }
  } finally {
    await browser?.close()
  }
  if (runs('weight')) console.table(weights)

  // Lighthouse is a dev dependency the bench can do without (an install without it still measures the rest).
  const lighthouse = !runs('lcp')
    ? undefined
    : await import('./lighthouse.mjs').catch((error) => {
        console.log(`\nLighthouse skipped: ${error.message}`)
        return undefined
      })
  if (lighthouse && LIGHTHOUSE_PAGES.length && runs('lcp')) {
    const scores = await lighthouse.lighthouseScores(BASE, LIGHTHOUSE_PAGES, undefined, { throttlingMethod: 'devtools' })
    console.log('\n(devtools throttling: real 4x CPU slowdown and a mobile network)')
    lighthouse.printScores(scores)
    for (const [path, score] of Object.entries(scores)) {
      judge(
        `LCP ≤ ${BUDGET.lcpMs / 1000} s, devtools throttling`,
        path,
        `${(score.lcpMs / 1000).toFixed(2)} s`,
        `${BUDGET.lcpMs / 1000} s`,
        score.lcpMs <= BUDGET.lcpMs,
      )
      judge('Lighthouse performance 100, devtools throttling', path, score.performance, 100, score.performance >= 100)
    }
  }

  const over = verdicts.filter((verdict) => verdict.result !== 'within')
  console.log(`\nIssue 30's budgets: ${verdicts.length - over.length} within, ${over.length} OVER${ONLY.length ? ` (pages: ${ONLY.join(' ')})` : ''}`)
  console.table(verdicts)
} finally {
  stop()
}
process.exit(process.exitCode ?? 0)
