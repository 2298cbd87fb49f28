import type { APIRequestContext, BrowserContext } from '@playwright/test'
import { COOKIES } from '../shared/constants'
import { expect, hydrated, test } from './fixtures'
import { freshPhone, loginWithCode } from './sandbox'

interface StoredReport {
  web_id: string
  click_uri: string
  phase: string
  platform: number
  os: string
  ad_params: Record<string, string>
  user_id: number | null
}

async function reportsOf(request: APIRequestContext, webId: string): Promise<StoredReport[]> {
  const response = await request.get(`/__sandbox/ads/reports?web_id=${encodeURIComponent(webId)}`)
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { reports: StoredReport[] }).reports
}

async function webIdOf(context: BrowserContext): Promise<string> {
  const cookie = (await context.cookies()).find((entry) => entry.name === COOKIES.webId)
  expect(cookie, 'the edge sets a web_id').toBeTruthy()
  return cookie!.value
}

test('an ad click with bd_vid lands, is reported once, and again with the same web_id after login', async ({ page, context }) => {
  const landingPath = '/ad/baidu?bd_vid=e2e-click-1'
  await page.goto(landingPath)
  await hydrated(page)
  await expect(page.getByTestId('ad-landing')).toHaveAttribute('data-landing', 'baidu')
  const webId = await webIdOf(context)

  await expect.poll(async () => (await reportsOf(page.request, webId)).length).toBe(1)
  const [landing] = await reportsOf(page.request, webId)
  expect(landing).toMatchObject({ phase: 'landing', platform: 10, os: 'other', click_uri: landingPath, ad_params: { bd_vid: 'e2e-click-1' }, user_id: null })

  // Opening the landing again sends the report again; the service keeps one.
  await page.reload()
  await hydrated(page)
  await expect.poll(async () => JSON.parse((await page.evaluate(() => localStorage.getItem('ad_cache'))) ?? 'null')?.web_id).toBe(webId)
  expect(await reportsOf(page.request, webId)).toHaveLength(1)

  // Logging in anywhere on the site repeats it with the same web_id and click_uri.
  await page.goto('/')
  await hydrated(page)
  await loginWithCode(page, freshPhone())
  await expect.poll(async () => (await reportsOf(page.request, webId)).length).toBe(2)
  const [, afterLogin] = await reportsOf(page.request, webId)
  expect(afterLogin).toMatchObject({ phase: 'login', web_id: webId, click_uri: landingPath, platform: 10 })
  expect(afterLogin!.user_id).toBeGreaterThan(0)
})

test('a channel link lands on its mapped activity with the source recorded', async ({ page, context }) => {
  await page.goto('/ad?channel=baidu&sId=7')
  await expect(page).toHaveURL(/\/activity\/channel\/demo-channel\?/)
  const url = new URL(page.url())
  expect(url.searchParams.get('_uuid')).toBe('demo-channel')
  expect(url.searchParams.get('sId')).toBe('7')
  await hydrated(page)
  await expect(page.getByRole('heading', { name: '渠道专享' }).first()).toBeVisible()
  const cookies = Object.fromEntries((await context.cookies()).map((cookie) => [cookie.name, cookie.value]))
  expect(cookies[COOKIES.sourceUuid]).toBe('demo-channel')
  expect(cookies[COOKIES.sourceId]).toBe('7')
})

test.describe('in WeChat’s browser', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47(0x18002f2c) NetType/WIFI Language/zh_CN',
  })

  test('a page configures the JS-SDK with a valid signature and sets its share info', async ({ page }) => {
    await page.goto('/ad/qnwallpaper')
    await hydrated(page)
    const state = () => page.evaluate(() => (window as unknown as { __wxSandbox?: { verified: boolean | null; shares: Array<Record<string, string>> } }).__wxSandbox ?? null)
    await expect.poll(async () => (await state())?.verified ?? null).toBe(true)
    await expect.poll(async () => (await state())?.shares.length ?? 0).toBe(2)
    const title = await page.locator('meta[property="og:title"]').getAttribute('content')
    const image = await page.locator('meta[property="og:image"]').getAttribute('content')
    const { shares } = (await state())!
    expect(shares[0]).toMatchObject({ kind: 'message', title, link: page.url(), imgUrl: image })
    expect(shares[0]!.desc).toBeTruthy()
    expect(shares[1]).toMatchObject({ kind: 'timeline', title, link: page.url(), imgUrl: image })
    expect(title).not.toContain('广告落地页')
    // The card's image exists at its absolute URL.
    const card = await page.request.get(image!)
    expect(card.status()).toBe(200)
    expect(card.headers()['content-type']).toContain('image/png')
  })
})
