import { createHash } from 'node:crypto'
import type { APIRequestContext } from '@playwright/test'
import { md5 } from 'js-md5'
import { HEADERS, WEB_APP_ID } from '../shared/api'
import { COOKIES, DEFAULT_PHONE_CC } from '../shared/constants'
import { LoginKind, LoginType } from '../shared/enums'
import { expect, hydrated, test } from './fixtures'
import { freshPhone, SANDBOX_CAPTCHA, smsCode } from './sandbox'

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
    await page.addInitScript(
      (answer) => {
        const calls: string[] = []
        const handler = (name: string) => ({
          postMessage(message: { callbackId: string }) {
            calls.push(name)
            if (name === 'getUserInfo')
              setTimeout(() =>
                (window as unknown as { __appBridge: { resolve(id: string, data: unknown): void } }).__appBridge.resolve(message.callbackId, answer),
              )
          },
        })
        const names = [
          'exit',
          'openURL',
          'getDeviceInfo',
          'getUserInfo',
          'setZoom',
          'trackEvent',
          'enterView',
          'clickPurchase',
          'restorePurchase',
          'showToast',
          'share',
          'saveImage',
          'configWindow',
          'shareCallbackEvent',
          'getShareInfo',
          'workflow',
        ]
        Object.assign(window, { webkit: { messageHandlers: Object.fromEntries(names.map((name) => [name, handler(name)])) }, __hostCalls: calls })
      },
      { ...user, org_id: null },
    )

    await page.goto('/download')
    await hydrated(page)
    await expect(page.getByTestId('user-menu')).toBeVisible()
    expect(await page.evaluate(() => (window as unknown as { __hostCalls: string[] }).__hostCalls)).toContain('getUserInfo')
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
