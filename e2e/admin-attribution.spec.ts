import type { BrowserContext, Page } from '@playwright/test'
import { COOKIES } from '../shared/constants'
import { expect, hydrated, test } from './fixtures'
import { consoleAs, freshPhone, loginWithCode } from './sandbox'

/** Today's registrations from Baidu as the attribution table shows them (0 without a row). */
async function baiduRegistrations(ops: Page): Promise<number> {
  await ops.goto('/admin/attribution')
  const today = await ops.getByTestId('attribution-to').inputValue()
  const row = ops.getByTestId('attribution-table').getByRole('row').filter({ hasText: today }).filter({ hasText: '百度（bd_vid）' })
  if ((await row.count()) === 0) return 0
  return Number(await row.getByRole('cell').nth(3).textContent())
}

/** The ad reports the sandbox holds for this visitor's web_id, by phase. */
async function reportPhases(page: Page, context: BrowserContext): Promise<string[]> {
  const webId = (await context.cookies()).find((cookie) => cookie.name === COOKIES.webId)?.value
  if (!webId) return []
  const response = await page.request.get(`/__sandbox/ads/reports?web_id=${encodeURIComponent(webId)}`)
  return ((await response.json()) as { reports: { phase: string }[] }).reports.map((report) => report.phase)
}

test('a visitor who lands from a Baidu ad and registers shows in the attribution chart and table', async ({ page, context, browser }) => {
  const ops = await consoleAs(browser, 'viewer@example.com')
  const before = await baiduRegistrations(ops)

  await page.goto(`/ad/baidu?bd_vid=e2e-attribution-${Date.now()}`)
  await hydrated(page)
  // The landing is reported once the page has settled; leaving before would lose the click.
  await expect.poll(() => reportPhases(page, context)).toEqual(['landing'])
  await page.goto('/')
  await hydrated(page)
  await loginWithCode(page, freshPhone())
  // The registration is the conversion of the report the login repeats.
  await expect.poll(() => reportPhases(page, context), { timeout: 15_000 }).toEqual(['landing', 'login'])

  await expect.poll(() => baiduRegistrations(ops), { timeout: 15_000 }).toBeGreaterThan(before)
  await expect(ops.getByTestId('attribution-chart')).toBeVisible()
  const csv = await ops.request.get(
    `/admin/attribution.csv?from=${await ops.getByTestId('attribution-from').inputValue()}&to=${await ops.getByTestId('attribution-to').inputValue()}`,
  )
  expect(await csv.text()).toContain('百度（bd_vid）')
})
