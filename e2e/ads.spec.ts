import type { APIRequestContext, BrowserContext } from '@playwright/test'
import { COOKIES } from '../shared/constants'
import { chunkOf } from './chunks'
import { expect, hydrated, test } from './fixtures'
import { LoginType } from '../shared/enums'
import { freshPhone, loginWithCode, sendCode, smsCode } from './sandbox'

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

test('a landing is an island that works as the app did: the slider drags, a download is a conversion, the consultation submits', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 })
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
  })
  await page.goto('/ad/1')
  await hydrated(page)
  // Its own small entry, not the app's: no router, no query cache, no zod before a call needs them.
  expect(chunkOf((await page.locator('script[data-entry]').getAttribute('data-entry'))!)?.src).toBe('client/adEntry.tsx')
  const appChunks = scripts.map((path) => chunkOf(path)).filter((chunk) => chunk?.src === 'client/entry.tsx' || chunk?.name === 'app-lazy')
  expect(appChunks).toEqual([])

  const slider = page.getByRole('slider').first()
  const frame = page.locator('[data-compare]').first()
  const box = (await frame.boundingBox())!
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
  await page.mouse.down()
  await page.mouse.move(box.x + box.width * 0.2, box.y + box.height / 2, { steps: 5 })
  await page.mouse.up()
  await expect.poll(async () => Number(await slider.getAttribute('aria-valuenow'))).toBeLessThan(30)

  // The download entry for this system; its click is reported as a conversion (the file itself is stubbed).
  const download = page.locator('[data-testid="product-downloads"] a[data-platform-type]').first()
  await expect(download).toBeVisible()
  await page.route((await download.getAttribute('href')) ?? '', (route) => route.fulfill({ status: 204 }))
  const conversion = page.waitForResponse((response) => response.url().includes('/v1/ad/conversion'))
  await download.click()
  expect((await conversion).ok()).toBe(true)

  // The consultation dialog loads when pressed, and submits.
  await page.getByTestId('consultation-entry').click()
  const dialog = page.getByTestId('consultation-dialog')
  await expect(dialog).toBeVisible()
  const phone = `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`
  await dialog.getByText('摄影师', { exact: true }).click()
  await dialog.getByText('1-1000', { exact: true }).click()
  await dialog.getByLabel('手机号').fill(phone)
  await sendCode(dialog)
  await dialog.getByLabel('验证码').fill(await smsCode(page.request, phone, LoginType.Login))
  await dialog.getByRole('button', { name: '提交咨询' }).click()
  await expect(dialog.getByTestId('consultation-done')).toContainText('提交成功')
  await dialog.getByRole('button', { name: '完成' }).click()
  await expect(dialog).toBeHidden()

  // Leaving the landing is a full page load into the app.
  await page.getByRole('banner').getByRole('link', { name: '免费下载' }).click()
  await expect(page).toHaveURL(/\/download$/)
  await hydrated(page)
  await expect(page.locator('script[data-entry]')).toHaveCount(1)
  expect(chunkOf((await page.locator('script[data-entry]').getAttribute('data-entry'))!)?.src).toBe('client/entry.tsx')
})

test("a landing's hero has the network first: one image at high priority, the client fetched after it has painted", async ({ page }) => {
  await page.goto('/ad/baidu')
  await hydrated(page)
  const [after, before] = [page.locator('[data-compare] img').first(), page.locator('[data-compare] img').nth(1)]
  await expect(after).toHaveAttribute('fetchpriority', 'high')
  await expect(after).toHaveAttribute('elementtiming', 'hero')
  await expect(before).toHaveAttribute('fetchpriority', 'low')
  await expect(before).toHaveAttribute('loading', 'eager')
  await expect(page.locator('img[fetchpriority="high"]')).toHaveCount(1)

  // Decision 022: no script of the client is requested before the hero's paint.
  const { heroPaint, firstScript } = await page.evaluate(async () => {
    // Element Timing entries are read through an observer only (buffered).
    const heroEntry = await new Promise<PerformanceEntry | undefined>((resolve) => {
      new PerformanceObserver((list, observer) => {
        observer.disconnect()
        resolve(list.getEntries().find((entry) => (entry as PerformanceEntry & { identifier: string }).identifier === 'hero'))
      }).observe({ type: 'element', buffered: true })
    })
    const scripts = performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.startsWith('/assets/') && entry.name.endsWith('.js'))
    return { heroPaint: heroEntry?.startTime ?? null, firstScript: Math.min(...scripts.map((entry) => entry.startTime)) }
  })
  expect(heroPaint).not.toBeNull()
  expect(firstScript).toBeGreaterThanOrEqual(heroPaint!)
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

  // An ad landing and the home page, each an island of its own (decisions 020 and 043).
  for (const path of ['/ad/qnwallpaper', '/']) {
    test(`${path} configures the JS-SDK with a valid signature and sets its share info`, async ({ page }) => {
      await page.goto(path)
      await hydrated(page)
      const state = () =>
        page.evaluate(() => (window as unknown as { __wxSandbox?: { verified: boolean | null; shares: Array<Record<string, string>> } }).__wxSandbox ?? null)
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
  }
})
