// Lighthouse in Debian's Chromium (mobile emulation, Lighthouse's default simulated
// throttling): performance, accessibility and best-practices scores with LCP, CLS and
// TBT, printed against the targets of issue 12. `npm run bench` calls it on the worker it
// starts; against a running site: node scripts/lighthouse.mjs http://127.0.0.1:8787 / /download
// Figures, not assertions: nothing here fails a build.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

export const LIGHTHOUSE_PATHS = ['/', '/ability', '/download', '/ad/1']
/** Issue 12's targets: ad landings are held to more than the other pages. */
export const TARGETS = { performance: 95, accessibility: 95, lcpMs: 2000, cls: 0.05, tbtMs: 150 }
const AD_TARGETS = { ...TARGETS, performance: 100, lcpMs: 1200 }
const targetsOf = (path) => (path === '/ad' || path.startsWith('/ad/') ? AD_TARGETS : TARGETS)

// The flags of playwright.config.ts, plus headless.
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

async function auditOnce(port, url, flags) {
  const result = await lighthouse(url, {
    ...flags,
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices'],
  })
  const { categories, audits, runtimeError } = result.lhr
  if (runtimeError) throw new Error(`${url}: ${runtimeError.code} ${runtimeError.message}`)
  return {
    performance: Math.round(categories.performance.score * 100),
    accessibility: Math.round(categories.accessibility.score * 100),
    bestPractices: Math.round(categories['best-practices'].score * 100),
    lcpMs: audits['largest-contentful-paint'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    tbtMs: audits['total-blocking-time'].numericValue,
    failing: Object.values(audits)
      .filter((audit) => audit.score !== null && audit.score < 0.9 && !['informative', 'manual', 'notApplicable'].includes(audit.scoreDisplayMode))
      .map((audit) => audit.id),
  }
}

/**
 * Each path `runs` times in one fresh Chromium; the run with the median performance score stands.
 * `flags` are Lighthouse's, e.g. `{ throttlingMethod: 'devtools' }` (issue 30's LCP: real 4x CPU and mobile network).
 */
export async function lighthouseScores(base, paths = LIGHTHOUSE_PATHS, runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3), flags = {}) {
  const userDataDir = mkdtempSync(join(tmpdir(), 'lighthouse-'))
  const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: CHROME_FLAGS, userDataDir })
  const results = {}
  try {
    for (const path of paths) {
      const samples = []
      for (let run = 0; run < runs; run++) samples.push(await auditOnce(chrome.port, `${base}${path}`, flags))
      const middle = median(samples.map((sample) => sample.performance))
      results[path] = samples.find((sample) => sample.performance === middle)
    }
  } finally {
    await chrome.kill()
    rmSync(userDataDir, { recursive: true, force: true })
  }
  return results
}

const mark = (ok) => (ok ? 'ok' : 'MISS')

export function printScores(results, runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3)) {
  console.log(`\nLighthouse, mobile emulation, Debian Chromium (median of ${runs} by performance)`)
  console.table(
    Object.fromEntries(
      Object.entries(results).map(([path, r]) => {
        const target = targetsOf(path)
        return [
          path,
          {
            performance: `${r.performance}/${target.performance} ${mark(r.performance >= target.performance)}`,
            accessibility: `${r.accessibility} ${mark(r.accessibility >= target.accessibility)}`,
            'best practices': r.bestPractices,
            LCP: `${(r.lcpMs / 1000).toFixed(2)}/${target.lcpMs / 1000} s ${mark(r.lcpMs < target.lcpMs)}`,
            CLS: `${r.cls.toFixed(3)} ${mark(r.cls < target.cls)}`,
            TBT: `${Math.round(r.tbtMs)} ms ${mark(r.tbtMs < target.tbtMs)}`,
          },
        ]
      }),
    ),
  )
  console.log(
    `Targets: performance ≥ ${TARGETS.performance} (/ad/*: ${AD_TARGETS.performance}), LCP < ${TARGETS.lcpMs / 1000} s (/ad/*: ${AD_TARGETS.lcpMs / 1000} s), CLS < ${TARGETS.cls}, TBT < ${TARGETS.tbtMs} ms, accessibility ≥ ${TARGETS.accessibility}.`,
  )
  for (const [path, r] of Object.entries(results)) {
    if (r.failing.length) console.log(`  ${path} failing audits: ${r.failing.join(', ')}`)
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [base, ...paths] = process.argv.slice(2)
  if (!base) {
    console.error('usage: node scripts/lighthouse.mjs <origin> [path…]')
    process.exit(2)
  }
  printScores(await lighthouseScores(base, paths.length ? paths : LIGHTHOUSE_PATHS))
}
