import type { Browser, BrowserContextOptions, Page } from '@playwright/test'
import { expect, hydrated, test } from './fixtures'

const MAC_UA = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
const IPHONE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'
const WECHAT_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.49(0x18003129) NetType/WIFI Language/zh_CN'
const WECHAT_ANDROID_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/AP2A.240805.005; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/126.0.6478.188 Mobile Safari/537.36 XWEB/1260059 MMWEBSDK/20240501 MicroMessenger/8.0.50.2701(0x28003252) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64'
const APPLE_M = 'ANGLE (Apple, ANGLE Metal Renderer: Apple M2 Pro, Unspecified Version)'
const INTEL = 'ANGLE (Intel, Intel(R) Iris(TM) Plus Graphics 655, OpenGL 4.1)'

/**
 * A page in a context of its own (its user agent), failing the test on any page error or
 * console error or warning, like the shared fixture does for the default page.
 */
async function openPage(browser: Browser, options: BrowserContextOptions, renderer?: string) {
  const context = await browser.newContext(options)
  if (renderer) {
    // WebGL reports the GPU through WEBGL_debug_renderer_info's UNMASKED_RENDERER_WEBGL (0x9246).
    await context.addInitScript((name: string) => {
      for (const proto of [WebGLRenderingContext.prototype, WebGL2RenderingContext.prototype]) {
        const original = proto.getParameter
        proto.getParameter = function (this: WebGLRenderingContext, parameter: number) {
          return parameter === 0x9246 ? name : original.call(this, parameter)
        } as typeof proto.getParameter
      }
    }, renderer)
  }
  const page = await context.newPage()
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`)
  })
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`))
  return { page, problems, close: () => context.close() }
}

const macCard = (page: Page) => page.locator('[data-testid="platform-entry"][data-platform-type^="mac"]')

test('an Apple-chip Mac is offered the Apple-chip build, and can switch to Intel', async ({ browser }) => {
  const { page, problems, close } = await openPage(browser, { userAgent: MAC_UA }, APPLE_M)
  await page.goto('/download')
  await hydrated(page)
  const center = page.getByTestId('download-center')
  await expect(center).toHaveAttribute('data-detected', 'mac_arm')

  const card = macCard(page)
  await expect(card).toHaveAttribute('data-platform-type', 'mac_arm')
  await expect(card).toHaveAttribute('data-app-type', '17')
  await expect(card).toHaveAttribute('data-recommended', 'true')
  await expect(card.getByRole('heading')).toHaveText('Mac（Apple 芯片）')
  await expect(card.getByTestId('download-link')).toHaveAttribute('href', /arm64\.dmg$/)
  await expect(page.getByTestId('recommended-download')).toHaveText('下载 Mac（Apple 芯片） 正式版')
  await expect(page.getByTestId('recommended-download')).toHaveAttribute('href', /6\.8\.0-arm64\.dmg$/)

  // The early-access channel changes the versions without leaving the build.
  await page.getByText('体验版', { exact: true }).click()
  await expect(card).toContainText('体验版 V6.9.0-beta.2')
  await expect(page.getByTestId('recommended-download')).toHaveAttribute('href', /6\.9\.0-beta\.2-arm64\.dmg$/)

  await card.getByTestId('switch-build').click()
  await expect(macCard(page)).toHaveAttribute('data-platform-type', 'mac')
  await expect(macCard(page)).toHaveAttribute('data-app-type', '15')
  await expect(macCard(page).getByText('适用于 Intel 芯片的 Mac')).toBeVisible()
  await expect(macCard(page).getByTestId('switch-build')).toHaveText('我的 Mac 是 Apple 芯片')
  await close()
  expect(problems).toEqual([])
})

test('an Intel Mac is offered the Intel build', async ({ browser }) => {
  const { page, problems, close } = await openPage(browser, { userAgent: MAC_UA }, INTEL)
  await page.goto('/download')
  await hydrated(page)
  await expect(page.getByTestId('download-center')).toHaveAttribute('data-detected', 'mac')
  await expect(macCard(page)).toHaveAttribute('data-platform-type', 'mac')
  await expect(macCard(page)).toHaveAttribute('data-recommended', 'true')
  await expect(page.getByTestId('recommended-download')).toHaveAttribute('href', /6\.8\.0-x64\.dmg$/)
  await close()
  expect(problems).toEqual([])
})

test("on an iPhone the hero names the iPhone build's version, the one its button and card offer", async ({ browser }) => {
  const { page, problems, close } = await openPage(browser, { userAgent: IPHONE_UA, viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true })
  await page.goto('/download')
  await hydrated(page)
  await expect(page.getByTestId('download-center')).toHaveAttribute('data-detected', 'iPhone')
  await expect(page.getByTestId('recommended-download')).toHaveText('下载 iPhone 正式版')
  await expect(page.locator('[data-testid="platform-entry"][data-platform-type="iPhone"]')).toContainText('正式版 V2.6.1')
  // Not the desktop client's V6.8.0 above the iPhone build.
  await expect(page.getByTestId('client-version')).toHaveText('最新版本 V2.6.1')
  await close()
  expect(problems).toEqual([])
})

test('the six platform entries, their app types, the share links and the client version', async ({ page }) => {
  await page.goto('/download')
  await hydrated(page)
  await expect(page.getByTestId('client-version')).toHaveText('最新版本 V6.8.0')
  const entries = page.getByTestId('platform-entry')
  await expect(entries).toHaveCount(5)
  const seen = new Map<string, string>()
  const collect = async () => {
    for (const entry of await entries.all()) seen.set((await entry.getAttribute('data-platform-type'))!, (await entry.getAttribute('data-app-type'))!)
  }
  await collect()
  await macCard(page).getByTestId('switch-build').click()
  await collect()
  expect(Object.fromEntries(seen)).toEqual({ mac: '15', mac_arm: '17', win: '16', iPad: '14', iPhone: '109', android: '110' })
  await expect(page.getByTestId('share-link')).toHaveCount(3)
  await expect(page.getByTestId('wechat-overlay')).toHaveCount(0)
})

test('inside WeChat on Android an overlay sends the visitor to the system browser, and blocks installer downloads', async ({ browser }) => {
  const { page, problems, close } = await openPage(browser, { userAgent: WECHAT_ANDROID_UA, viewport: { width: 390, height: 844 } })
  await page.goto('/download')
  await hydrated(page)
  const overlay = page.getByTestId('wechat-overlay')
  await expect(overlay).toBeVisible()
  await expect(overlay).toContainText('右上角')
  await expect(overlay).toContainText('在浏览器中打开')

  await overlay.getByRole('button', { name: '我知道了' }).click()
  await expect(overlay).toHaveCount(0)
  // A download tap inside WeChat shows the overlay again instead of following the link.
  await page.locator('[data-platform-type="android"]').getByTestId('download-link').click()
  await expect(overlay).toBeVisible()
  await expect(page).toHaveURL('/download')
  await close()
  expect(problems).toEqual([])
})

test('inside WeChat on an iPhone the App Store links stay open: no overlay on arrival, and a store link is followed', async ({ browser }) => {
  const { page, problems, close } = await openPage(browser, { userAgent: WECHAT_UA, viewport: { width: 390, height: 844 } })
  await page.route('https://apps.retouch.example/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>App Store</title>' }))
  await page.goto('/download')
  await hydrated(page)
  await expect(page.getByTestId('download-center')).toHaveAttribute('data-detected', 'iPhone')
  await expect(page.getByTestId('wechat-overlay')).toHaveCount(0)
  // An installer is still stopped, since WeChat cannot fetch it.
  await page.locator('[data-platform-type="android"]').getByTestId('download-link').click()
  await expect(page.getByTestId('wechat-overlay')).toBeVisible()
  await page.getByTestId('wechat-overlay').getByRole('button', { name: '我知道了' }).click()
  await page.locator('[data-platform-type="iPhone"]').getByTestId('download-link').click()
  await expect(page).toHaveURL('https://apps.retouch.example/iphone')
  await close()
  expect(problems).toEqual([])
})

test('the PixSoda download page serves its own builds', async ({ page }) => {
  await page.goto('/pixsoda/download')
  await hydrated(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('PixSoda 下载')
  await expect(page.getByTestId('platform-entry')).toHaveCount(2)
  await expect(page.locator('[data-platform-type="win"]')).toHaveAttribute('data-app-type', '104')
  await expect(macCard(page)).toHaveAttribute('data-app-type', '103')
  await expect(macCard(page).getByTestId('download-link')).toHaveAttribute('href', /pixsoda-2\.3\.0-x64\.dmg$/)
})

test('a ?channel= link opens the page on early access for 1 (trial) and on stable for 2 and 3 (all)', async ({ browser }) => {
  const { page, close } = await openPage(browser, { userAgent: MAC_UA }, APPLE_M)
  await page.goto('/download?channel=1')
  await hydrated(page)
  await expect(macCard(page)).toContainText('体验版 V6.9.0-beta.2')
  await expect(page.getByTestId('recommended-download')).toHaveAttribute('href', /6\.9\.0-beta\.2-arm64\.dmg$/)
  for (const value of ['2', '3']) {
    await page.goto(`/download?channel=${value}`)
    await hydrated(page)
    await expect(page.getByTestId('recommended-download')).toHaveText('下载 Mac（Apple 芯片） 正式版')
    await expect(macCard(page)).not.toContainText('体验版 V')
  }
  await close()
})
