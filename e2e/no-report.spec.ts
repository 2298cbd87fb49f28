import type { Page, Request } from '@playwright/test'
import { TRACK_BATCH_MAX, TRACK_PATH } from '../shared/api'
import { fileOf } from './chunks'
import { expect, hydrated, test } from './fixtures'

/**
 * The no-report flag of spec section 3's client storage keys: a browser that opened the site
 * once with `?no_report=1` (staff, testers, monitoring) sends no click-tracking beacons, on
 * that page or any later one, until `?no_report=0`. The tracker sends a batch when ten
 * clicks are queued, so ten clicks on the main menu's 产品 toggle make one beacon where it runs.
 */

const TRACKER_MODULE = 'client/features/ads/tracker.ts'
const CLICKS_PER_BATCH = 10

/** Every click-tracking beacon the page sends. */
function beacons(page: Page): Request[] {
  const sent: Request[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith(TRACK_PATH)) sent.push(request)
  })
  return sent
}

/** Resolves once the idle-loaded tracker module has run its start, whatever it decided. */
async function trackerStarted(page: Page) {
  await hydrated(page)
  const file = fileOf(TRACKER_MODULE)
  await page.waitForFunction((path) => performance.getEntriesByType('resource').some((entry) => new URL(entry.name).pathname === path), file)
  await page.evaluate(async (path) => {
    const url = performance.getEntriesByType('resource').find((entry) => new URL(entry.name).pathname === path)!.name
    // The same module instance the page imported: its start ran in the page's own `then`, queued before this one.
    await import(/* @vite-ignore */ url)
    await new Promise((resolve) => setTimeout(resolve, 0))
  }, file)
}

/** Enough clicks for one batch; the last one's page-side work settled before returning. */
async function clickABatch(page: Page) {
  const toggle = page.getByRole('navigation', { name: '主导航' }).getByRole('button', { name: /产品/ })
  for (let click = 0; click < CLICKS_PER_BATCH; click += 1) await toggle.click()
  // A round trip after the last click: a beacon it sent is on the wire before this answers.
  await page.evaluate(async () => void (await fetch('/favicon.svg', { cache: 'no-store' })))
}

test('without the no-report flag ten clicks send one click-tracking beacon', async ({ page }) => {
  expect(CLICKS_PER_BATCH).toBeLessThanOrEqual(TRACK_BATCH_MAX)
  const sent = beacons(page)
  await page.goto('/')
  await trackerStarted(page)
  expect(await page.evaluate(() => localStorage.getItem('no_report'))).toBeNull()
  await clickABatch(page)
  await expect.poll(() => sent.length).toBe(1)
  // The service stored the batch's ten clicks.
  const answer = (await (await sent[0]!.response())?.json()) as { data?: { stored?: number } } | undefined
  expect(answer?.data?.stored).toBe(CLICKS_PER_BATCH)
})

test('?no_report=1 sets the flag and no beacon is sent, on that page or a later one, until ?no_report=0', async ({ page }) => {
  const sent = beacons(page)
  await page.goto('/?no_report=1')
  await trackerStarted(page)
  expect(await page.evaluate(() => localStorage.getItem('no_report'))).toBe('1')
  await clickABatch(page)
  expect(sent).toHaveLength(0)

  // A later page without the parameter: the stored flag still holds.
  await page.goto('/download')
  await trackerStarted(page)
  await clickABatch(page)
  expect(sent).toHaveLength(0)

  // The same browser, the flag cleared: tracked again, so the check above could have seen a beacon.
  await page.goto('/download?no_report=0')
  await trackerStarted(page)
  expect(await page.evaluate(() => localStorage.getItem('no_report'))).toBeNull()
  await clickABatch(page)
  await expect.poll(() => sent.length).toBe(1)
})
