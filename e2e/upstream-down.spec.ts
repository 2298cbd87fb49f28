import { spawnSync } from 'node:child_process'
import type { Browser } from '@playwright/test'
import { bin, ENV, prepareDatabase, startWorker } from '../scripts/local.mjs'
import { expect, hydrated, test } from './fixtures'

/**
 * A worker of its own: this journey stops it and starts it again with every upstream API
 * origin at an address where nothing listens, on the same local KV and D1.
 */
const port = Number(process.env.E2E_PORT ?? 8790) + 100
const origin = `http://127.0.0.1:${port}`
const stateDir = `.wrangler/e2e-state-${port}`
const DEAD = 'http://127.0.0.1:9'
const PAGES = ['/download', '/help']
const WINDOWS_UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'

test.use({ baseURL: origin, userAgent: WINDOWS_UA })
test.describe.configure({ timeout: 180_000 })

/** The keys of the answers the gateway kept (docs/decisions/014), read from the local KV. */
function keptAnswers(): string[] {
  const listed = spawnSync(
    bin('wrangler'),
    [
      'kv',
      'key',
      'list',
      '--binding',
      'CACHE',
      '--local',
      '--persist-to',
      stateDir,
      '--prefix',
      'lastgood:',
      '--config',
      'dist/current/retouch_website/wrangler.json',
    ],
    {
      encoding: 'utf8',
      env: ENV,
    },
  )
  if (listed.status !== 0) return []
  return (JSON.parse(listed.stdout) as Array<{ name: string }>).map((key) => key.name)
}

/** Visits the pages while the services answer, as earlier visitors did, until their answers are kept. */
async function visitWhileHealthy(browser: Browser) {
  const context = await browser.newContext({ userAgent: WINDOWS_UA })
  const page = await context.newPage()
  for (const path of PAGES) {
    await page.goto(`${origin}${path}`)
    await hydrated(page)
  }
  await context.close()
  await expect.poll(() => keptAnswers().length, { timeout: 30_000 }).toBeGreaterThan(0)
}

async function stopped(worker: Awaited<ReturnType<typeof startWorker>>) {
  const exited = new Promise((resolve) => worker.child.once('exit', resolve))
  worker.stop()
  await exited
}

test('with every upstream down, a visitor still downloads the app and reads the help', async ({ browser, page }) => {
  prepareDatabase(stateDir, { fresh: true })
  const healthy = await startWorker({ port, stateDir, quiet: true })
  try {
    await visitWhileHealthy(browser)
  } finally {
    await stopped(healthy)
  }

  const down = await startWorker({ port, stateDir, quiet: true, vars: { MAIN_API_ORIGIN: DEAD, ACTIVITY_API_ORIGIN: DEAD, PAY_API_ORIGIN: DEAD } })
  try {
    await page.goto('/download')
    await hydrated(page)
    const recommended = page.getByTestId('recommended-download')
    await expect(recommended).toHaveAttribute('href', /\.exe$/)
    // The installer's host is outside this machine: it answers with a stand-in file.
    await page.route('https://dl.retouch.example/**', (route) =>
      route.fulfill({ body: 'installer', headers: { 'content-type': 'application/octet-stream', 'content-disposition': 'attachment' } }),
    )
    const download = page.waitForEvent('download')
    await recommended.click()
    expect((await download).suggestedFilename()).toMatch(/\.exe$/)

    await page.goto('/help')
    await hydrated(page)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('帮助中心')
    await expect(page.getByRole('heading', { name: '下载与安装' })).toBeVisible()
    await expect(page.getByText('页面加载失败')).toHaveCount(0)
  } finally {
    await stopped(down)
  }
})
