import { createHash } from 'node:crypto'
import type { APIRequestContext, Page } from '@playwright/test'
import { md5 } from 'js-md5'
import { HEADERS, WEB_APP_ID } from '../shared/api'
import { COOKIES, DEFAULT_PHONE_CC } from '../shared/constants'
import { LoginKind, LoginType } from '../shared/enums'
import { APP_BRIDGE_MESSAGES } from '../client/lib/appBridge'
import { expect, hydrated, test } from './fixtures'
import { freshPhone, SANDBOX_CAPTCHA, smsCode } from './sandbox'

/** A message the page sent the stand-in host. */
interface HostCall {
  name: string
  payload: unknown
}

/**
 * The stand-in iOS host: it registers a handler for every bridge message (as the app does),
 * records each message with its payload, and answers the messages that expect an answer
 * with `answers[name]` (undefined when not given).
 */
async function installHost(page: Page, answers: Record<string, unknown>) {
  await page.addInitScript(
    ({ names, answers }) => {
      const calls: { name: string; payload: unknown }[] = []
      const handler = (name: string) => ({
        postMessage(message: { callbackId: string; payload: unknown }) {
          calls.push({ name, payload: message.payload ?? null })
          setTimeout(() =>
            (window as unknown as { __appBridge: { resolve(id: string, data: unknown): void } }).__appBridge.resolve(message.callbackId, answers[name]),
          )
        },
      })
      Object.assign(window, { webkit: { messageHandlers: Object.fromEntries(names.map((name) => [name, handler(name)])) }, __hostCalls: calls })
    },
    { names: [...APP_BRIDGE_MESSAGES], answers },
  )
}

function hostCalls(page: Page): Promise<HostCall[]> {
  return page.evaluate(() => (window as unknown as { __hostCalls: HostCall[] }).__hostCalls)
}

/** The payloads of one message, in the order sent. */
async function sent(page: Page, name: string): Promise<unknown[]> {
  return (await hostCalls(page)).filter((call) => call.name === name).map((call) => call.payload)
}

/** Logs a phone in as the iOS app would (its own API client) and returns the app's login: token and user. */
async function appLogin(request: APIRequestContext, baseURL: string, kind: 'phone' | 'apple' = 'phone'): Promise<{ token: string; user_id: number }> {
  const phone = freshPhone()
  const headers = { [HEADERS.appId]: WEB_APP_ID, origin: baseURL }
  expect(
    (
      await request.post('/api/main/v1/user/send_verify_code', {
        headers,
        data: { phone, phone_cc: DEFAULT_PHONE_CC, scene: LoginType.Login, captcha_verify_param: SANDBOX_CAPTCHA },
      })
    ).ok(),
  ).toBe(true)
  const code = await smsCode(request, phone, LoginType.Login)
  const body = kind === 'phone' ? { login_method: LoginKind.VerifyCode } : { login_method: LoginKind.Apple, ...(await appleSignIn(request, headers)) }
  const login = await request.post('/api/main/v1/ow/login', { headers, data: { phone, verify_code: md5(code), ...body } })
  expect((await login.json()).code).toBe(0)
  const token = (await request.storageState()).cookies.find((cookie) => cookie.name === COOKIES.token)?.value
  expect(token).toBeTruthy()
  const info = (await (await request.get('/api/main/v1/user/info', { headers })).json()) as { data: { user_info: { id: number } } }
  return { token: token!, user_id: info.data.user_info.id }
}

/** Sign in with Apple as the app's user did it: the stand-in's ID token for a new Apple ID, with its raw nonce. */
async function appleSignIn(request: APIRequestContext, headers: Record<string, string>): Promise<{ identity_token: string; nonce: string }> {
  const nonce = `appNonce${Date.now()}${Math.random().toString(36).slice(2)}`.slice(0, 40)
  const hash = createHash('sha256').update(nonce).digest('hex')
  const authorize = (await (await request.get(`/api/main/v1/apple/authorize_url?state=apHost12345&nonce=${hash}`, { headers })).json()) as {
    data: { url: string }
  }
  const url = new URL(authorize.data.url)
  const approved = await request.post('/__sandbox/apple/authorize', { form: { ...Object.fromEntries(url.searchParams), as: 'new' }, maxRedirects: 0 })
  expect(approved.status()).toBe(303)
  const fragment = new URLSearchParams(new URL(approved.headers().location!).hash.slice(1))
  return { identity_token: fragment.get('id_token')!, nonce }
}

for (const kind of ['phone', 'apple'] as const) {
  test(`inside the iOS app the page logs in as the host app’s user (signed in by ${kind === 'phone' ? 'phone code' : 'Sign in with Apple'})`, async ({
    page,
    request,
    baseURL,
  }) => {
    const user = await appLogin(request, baseURL!, kind)
    // The stubbed host: every bridge message is recorded; getUserInfo answers with the app's login.
    await installHost(page, { getUserInfo: { ...user, org_id: null } })

    await page.goto('/download')
    await hydrated(page)
    await expect(page.getByTestId('user-menu')).toBeVisible()
    expect((await hostCalls(page)).map((call) => call.name)).toContain('getUserInfo')
    // The site has its own session now: a reload stays logged in without asking the host again.
    await page.reload()
    await expect(page.getByTestId('user-menu')).toBeVisible()
  })
}

test('/redirect/auto-auth hands the app login over and goes on to same-site targets only', async ({ page, request, baseURL }) => {
  const user = await appLogin(request, baseURL!)
  const query = `token=${encodeURIComponent(user.token)}&user_id=${user.user_id}`
  await page.goto(`/redirect/auto-auth?${query}&redirect=${encodeURIComponent('/download?from=app')}`)
  await expect(page).toHaveURL(/\/download\?from=app$/)
  await expect(page.getByTestId('user-menu')).toBeVisible()

  await page.context().clearCookies()
  await page.goto(`/redirect/auto-auth?${query}&redirect=${encodeURIComponent('https://evil.example/steal')}`)
  await expect(page).toHaveURL(`${baseURL}/`)
  await expect(page.getByTestId('user-menu')).toBeVisible()
})

test.describe('a dead app token', () => {
  test.use({ expectedConsole: [/Failed to load resource: the server responded with a status of 401/] })

  test('/redirect/auto-auth says so and logs nobody in', async ({ page }) => {
    await page.goto(`/redirect/auto-auth?token=${'x'.repeat(40)}&user_id=1&redirect=/download`)
    await expect(page.getByText('登录失败，请返回 App 重新进入')).toBeVisible()
    await expect(page).toHaveURL(/\/redirect\/auto-auth/)
    expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain(COOKIES.token)
  })
})

/** What the stand-in host says about itself: an iPad running version 5.6.0 of the app. */
const DEVICE = { platform: 'iPad', os_version: '18.2', current_version: '5.6.0' }

test('inside the app every page tells its host what it shows, and its toasts, links to other sites and clicks go to the host', async ({ page }) => {
  await installHost(page, { getDeviceInfo: DEVICE, getUserInfo: null, saveImage: { ok: true } })
  await page.goto('/download')
  await hydrated(page)
  await expect.poll(() => sent(page, 'getDeviceInfo')).toEqual([null])
  await expect.poll(() => sent(page, 'enterView')).toEqual([{ view: '/download', params: { search: '', app_version: '5.6.0' } }])
  await expect.poll(() => sent(page, 'configWindow')).toContainEqual({ title: await page.title() })

  // A link to another site (the ICP record) is the host's to open; the web view stays.
  const footer = page.getByTestId('site-footer')
  await footer.scrollIntoViewIfNeeded()
  await footer.getByTestId('footer-icp').click()
  await expect.poll(() => sent(page, 'openURL')).toEqual([{ url: 'https://beian.miit.gov.cn/' }])
  expect(new URL(page.url()).pathname).toBe('/download')
  // The same click is reported to the host's analytics, with the app's version.
  await expect
    .poll(() => sent(page, 'trackEvent'))
    .toContainEqual({ event: 'click', params: { target: 'footer-icp', path: '/download', app_version: '5.6.0' } })

  // A tap on the official account's QR saves it; the host shows the toast, not the web view.
  await footer.getByRole('img', { name: /公众号二维码/ }).click()
  await expect.poll(() => sent(page, 'saveImage')).toEqual([{ url: new URL('/official-account-qr.svg', page.url()).href }])
  await expect.poll(() => sent(page, 'showToast')).toEqual([{ message: '图片已保存到相册' }])
  await expect(page.getByTestId('toasts')).toBeHidden()

  // Client navigation is a new view with its own title.
  await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '使用教程' }).click()
  await expect(page).toHaveURL(/\/guide$/)
  await expect.poll(() => sent(page, 'enterView')).toContainEqual({ view: '/guide', params: { search: '', app_version: '5.6.0' } })
  await expect.poll(() => sent(page, 'configWindow')).toContainEqual({ title: await page.title() })
})

test('the controls only the app shows: share, the workflow, restoring and making purchases, going back to the app', async ({ page }) => {
  await installHost(page, { getDeviceInfo: DEVICE, getUserInfo: null, getShareInfo: null, share: { ok: true } })

  // Share: the host has no share info of its own for a guide, so the page's card is shared, and the outcome reported.
  await page.goto('/guide/1')
  await hydrated(page)
  await page.getByRole('button', { name: '分享' }).click()
  await expect.poll(() => sent(page, 'shareCallbackEvent')).toEqual([{ ok: true, channel: 'app' }])
  expect(await sent(page, 'getShareInfo')).toEqual([null])
  const og = async (property: string) => (await page.locator(`meta[property="${property}"]`).getAttribute('content')) ?? ''
  expect(await sent(page, 'share')).toEqual([{ title: await og('og:title'), desc: await og('og:description'), link: page.url(), imgUrl: await og('og:image') }])

  await page.goto('/ipad')
  await hydrated(page)
  await page.getByRole('button', { name: '在 App 中打开修图流程' }).click()
  await expect.poll(() => sent(page, 'workflow')).toEqual([{ name: 'retouch' }])

  // Purchases inside the app are the host's (in-app purchase): no login or pay dialog of the site opens.
  await page.goto('/payment')
  await hydrated(page)
  await page.getByRole('button', { name: '恢复购买' }).click()
  await expect.poll(() => sent(page, 'restorePurchase')).toEqual([null])
  const buy = page.locator('[data-app-message="clickPurchase"]').first()
  const productId = await buy.getAttribute('data-product-id')
  expect(productId).toMatch(/^\d+$/)
  await buy.click()
  await expect.poll(() => sent(page, 'clickPurchase')).toEqual([{ product_id: productId }])
  await expect(page.getByTestId('login-dialog')).toHaveCount(0)

  // A failed hand-over offers the way back to the app.
  await page.goto('/redirect/auto-auth')
  await page.getByRole('button', { name: '返回 App' }).click()
  await expect.poll(() => sent(page, 'exit')).toEqual([null])
})

test.describe('outside the app', () => {
  test('none of the app-only controls shows', async ({ page }) => {
    await page.goto('/payment')
    await hydrated(page)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByRole('button', { name: '恢复购买' })).toHaveCount(0)
    await page.goto('/guide/1')
    await hydrated(page)
    await expect(page.getByRole('button', { name: '分享' })).toHaveCount(0)
  })
})

test('the web view’s own zoom is off while the image preview zooms', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await installHost(page, { getDeviceInfo: DEVICE, getUserInfo: null })
  await page.goto('/')
  await hydrated(page)
  const frame = page.locator('#ai-tools [data-compare]')
  await frame.scrollIntoViewIfNeeded()
  await expect(page.locator('#ai-tools')).toHaveAttribute('data-hydrated', 'true')
  await frame.getByRole('button', { name: /^查看大图：/ }).click()
  await expect(page.getByTestId('image-preview')).toBeVisible()
  await expect.poll(() => sent(page, 'setZoom')).toEqual([{ enabled: false }])
  await page.keyboard.press('Escape')
  await expect(page.getByTestId('image-preview')).toHaveCount(0)
  await expect.poll(() => sent(page, 'setZoom')).toEqual([{ enabled: false }, { enabled: true }])
})

test('a page an operator has limited in the console is not shared from the app', async ({ page, browser }) => {
  const ops = await (await browser.newContext()).newPage()
  await ops.goto('/admin')
  await ops.getByRole('link', { name: '沙箱 Access 登录' }).click()
  await ops.getByTestId('access-sign-in-operator@example.com').click()
  await ops.goto('/admin/url-limits')
  await ops.getByTestId('admin-url-limit-pattern').fill('/guide/2')
  await ops.getByRole('button', { name: '添加' }).click()
  await expect(ops.getByText('已限制 /guide/2')).toBeVisible()
  try {
    await installHost(page, { getDeviceInfo: DEVICE, getUserInfo: null, getShareInfo: null, share: { ok: true } })
    await page.goto('/guide/2')
    await hydrated(page)
    await page.getByRole('button', { name: '分享' }).click()
    await expect.poll(() => sent(page, 'showToast')).toEqual([{ message: '该页面暂不支持分享' }])
    expect(await sent(page, 'share')).toEqual([])
    expect(await sent(page, 'shareCallbackEvent')).toEqual([])
  } finally {
    await ops.getByRole('button', { name: '解除限制 /guide/2' }).click()
    await expect(ops.getByText('已解除限制')).toBeVisible()
  }
})
