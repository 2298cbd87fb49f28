// npm run bench: one run on local workerd (the built worker under `wrangler dev`).
// Prints time to first byte and full response time of `/` against a static asset
// served by the same worker, requests per second under concurrency, and the gzipped
// client JS and CSS that `/` and `/ad/1` load, and Lighthouse scores (mobile emulation)
// for `/`, `/ability`, `/download` and `/ad/1`. Figures, not assertions.
import { gzipSync } from 'node:zlib'
import { lighthouseScores, printScores } from './lighthouse.mjs'
import { build, ensureInstalled, prepareDatabase, startWorker } from './local.mjs'

const PORT = Number(process.env.BENCH_PORT ?? 8791)
const BASE = `http://127.0.0.1:${PORT}`
const SAMPLES = 60
const CONCURRENCY = 16
const LOAD_SECONDS = 5
const BUDGET = { ttfbRatio: 2, homeJsKb: 150 }
// A browser's user agent: crawlers (and Node's fetch, which isbot counts as one) get the document in one piece.
const BROWSER = { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1' }

async function timeOnce(path) {
  const start = performance.now()
  const response = await fetch(`${BASE}${path}`, { headers: { ...BROWSER, 'accept-encoding': 'identity' } })
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

async function latency(path) {
  for (let i = 0; i < 5; i++) await timeOnce(path) // warm-up
  const runs = []
  for (let i = 0; i < SAMPLES; i++) runs.push(await timeOnce(path))
  const ttfb = runs.map((run) => run.ttfb)
  const total = runs.map((run) => run.total)
  return { ttfb50: percentile(ttfb, 50), ttfb95: percentile(ttfb, 95), total50: percentile(total, 50), total95: percentile(total, 95) }
}

async function throughput(path) {
  const deadline = performance.now() + LOAD_SECONDS * 1000
  let done = 0
  let failed = 0
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < deadline) {
        const response = await fetch(`${BASE}${path}`, { headers: BROWSER }).catch(() => undefined)
        if (response?.ok) {
          await response.arrayBuffer()
          done++
        } else failed++
      }
    }),
  )
  return { rps: done / LOAD_SECONDS, failed }
}

async function clientWeight(path) {
  const html = await (await fetch(`${BASE}${path}`, { headers: BROWSER })).text()
  const attr = (pattern) => [...html.matchAll(pattern)].map((match) => match[1])
  const js = new Set([...attr(/<link rel="modulepreload" href="([^"]+)"/g), ...attr(/<script type="module" src="([^"]+)"/g)])
  const css = new Set(attr(/<link rel="stylesheet" href="([^"]+)"/g))
  const gzipped = async (urls) => {
    let bytes = 0
    for (const url of urls) bytes += gzipSync(Buffer.from(await (await fetch(`${BASE}${url}`)).arrayBuffer())).byteLength
    return bytes / 1024
  }
  return { jsKb: await gzipped(js), cssKb: await gzipped(css), files: js.size + css.size }
}

const ms = (value) => `${value.toFixed(1)} ms`

ensureInstalled()
build()
prepareDatabase('.wrangler/bench-state', { fresh: true })
const { stop } = await startWorker({ port: PORT, stateDir: '.wrangler/bench-state', quiet: true })
try {
  const page = await latency('/')
  const asset = await latency('/favicon.svg')
  console.log('\nLatency, sequential, %d samples (median / p95)', SAMPLES)
  console.table({
    '/ (SSR)': { 'first byte': `${ms(page.ttfb50)} / ${ms(page.ttfb95)}`, 'full response': `${ms(page.total50)} / ${ms(page.total95)}` },
    '/favicon.svg (static)': { 'first byte': `${ms(asset.ttfb50)} / ${ms(asset.ttfb95)}`, 'full response': `${ms(asset.total50)} / ${ms(asset.total95)}` },
  })
  const ratio = page.ttfb50 / asset.ttfb50
  console.log(`First byte of / is ${ratio.toFixed(2)}x the static asset's (budget ${BUDGET.ttfbRatio}x): ${ratio <= BUDGET.ttfbRatio ? 'within' : 'OVER'} budget`)

  console.log(`\nThroughput, ${CONCURRENCY} concurrent for ${LOAD_SECONDS} s`)
  const pageLoad = await throughput('/')
  const assetLoad = await throughput('/favicon.svg')
  console.table({
    '/ (SSR)': { 'requests/s': pageLoad.rps.toFixed(0), failed: pageLoad.failed },
    '/favicon.svg (static)': { 'requests/s': assetLoad.rps.toFixed(0), failed: assetLoad.failed },
  })

  console.log('\nClient weight (gzip)')
  const home = await clientWeight('/')
  const ad = await clientWeight('/ad/1')
  console.table({
    '/': { 'JS kB': home.jsKb.toFixed(1), 'CSS kB': home.cssKb.toFixed(1), files: home.files },
    '/ad/1': { 'JS kB': ad.jsKb.toFixed(1), 'CSS kB': ad.cssKb.toFixed(1), files: ad.files },
  })
  console.log(`Client JS for / is ${home.jsKb.toFixed(1)} kB gzip (budget ${BUDGET.homeJsKb} kB): ${home.jsKb < BUDGET.homeJsKb ? 'within' : 'OVER'} budget`)

  printScores(await lighthouseScores(BASE))
} finally {
  stop()
}
process.exit(0)
