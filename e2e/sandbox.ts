import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test'
import { md5 } from 'js-md5'
import { HEADERS, WEB_APP_ID } from '../shared/api'
import { AccessTag } from '../shared/access'
import { DEFAULT_PHONE_CC } from '../shared/constants'
import { LoginKind, LoginType } from '../shared/enums'
import { expect, hydrated } from './fixtures'

/** A mainland phone nobody has used yet in this run (login creates its account). */
export function freshPhone(): string {
  return `150${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`
}

/** The code the sandbox SMS sender last wrote for a phone and scene (login 0, cancel 1, security 2). */
export async function smsCode(request: APIRequestContext, phone: string, scene: number): Promise<string> {
  let code = ''
  await expect
    .poll(async () => {
      const response = await request.get(`/__sandbox/sms?phone=${phone}`)
      if (!response.ok()) return 'none'
      const entry = (await response.json()) as { code: string; scene: number }
      code = entry.code
      return entry.scene === scene && /^\d{6}$/.test(entry.code) ? 'ready' : `scene ${entry.scene}`
    })
    .toBe('ready')
  return code
}

/** Plays WeChat scanning a QR: as a WeChat nobody has seen, or as a bound one. */
export async function scanQr(request: APIRequestContext, subToken: string, as: 'new' | 'bound', openid?: string): Promise<{ openid: string; state: number }> {
  const response = await request.post('/__sandbox/wechat/scan', { data: { sub_token: subToken, as, ...(openid ? { openid } : {}) } })
  expect(response.status(), await response.text()).toBe(200)
  return (await response.json()) as { openid: string; state: number }
}

/** The sub_token of the QR on screen, once it is shown and waiting for a scan. */
export async function qrSubToken(qr: Locator): Promise<string> {
  await expect(qr).toHaveAttribute('data-status', 'waiting')
  const subToken = await qr.getAttribute('data-sub-token')
  expect(subToken).toBeTruthy()
  return subToken!
}

export function loginDialog(page: Page): Locator {
  return page.getByTestId('login-dialog')
}

/** Opens `path`, waits for it to hydrate and opens the header's login dialog. */
export async function openLoginDialog(page: Page, path = '/'): Promise<Locator> {
  await page.goto(path)
  await hydrated(page)
  await page.getByTestId('login-entry').click()
  return loginDialog(page)
}

/** Turns the login dialog to the WeChat QR, consent given with its checkbox. */
export async function chooseWechatLogin(dialog: Locator) {
  await dialog.getByRole('checkbox').check()
  await dialog.getByRole('button', { name: '微信登录' }).click()
}

/** The captcha a code send asked for (the sandbox's stand-in), inside `scope`. */
export function captchaPanel(scope: Page | Locator): Locator {
  return scope.getByTestId('captcha')
}

/**
 * Presses the send-code button in `scope` and waits until the code is sent. The journeys
 * share one address, so past SMS_CAPTCHA_AFTER sends an hour the send asks for a captcha:
 * then this ticks the sandbox's stand-in, as a visitor would, and the code goes out.
 */
export async function sendCode(scope: Page | Locator) {
  await agree(scope)
  const button = scope.getByTestId('send-code')
  await button.click()
  const counting = button.filter({ hasText: /秒后重新获取/ })
  const captcha = captchaPanel(scope)
  await expect(counting.or(captcha)).toBeVisible()
  if (await captcha.isVisible()) {
    // A click, not check(): the ticked box leaves with its panel as soon as the code is sent.
    await captcha.getByRole('checkbox', { name: '我不是机器人' }).click()
    await expect(captcha).toBeHidden()
  }
  await expect(counting).toBeVisible()
}

/**
 * Ticks the consent box in `scope` when it has one that is not ticked: a form sends no
 * phone number before (e2e/consent.spec.ts shows it).
 */
export async function agree(scope: Page | Locator) {
  const consent = scope.getByRole('checkbox', { name: /我已阅读并同意/ })
  if ((await consent.count()) === 1 && !(await consent.isChecked())) await consent.check()
}

/** Phone login through the header's dialog, consent given with the checkbox; the complete-info prompt put off. */
export async function loginWithCode(page: Page, phone: string) {
  await logInFromHeader(page, phone)
  await putOffCompleteInfo(page)
}

/** Logs in by phone code through the header's login dialog, up to the header showing the user. */
export async function logInFromHeader(page: Page, phone: string) {
  await page.getByTestId('login-entry').click()
  await loginInDialog(page, phone)
  await expect(page.getByTestId('user-menu')).toBeVisible()
}

/** Logs in by phone code through the login dialog once it is open (from the header, or a purchase that needs a login). */
export async function loginInDialog(page: Page, phone: string) {
  const dialog = loginDialog(page)
  await expect(dialog.getByRole('heading', { name: '手机验证码登录' })).toBeVisible()
  await dialog.getByLabel('手机号').fill(phone)
  // The toast lasts 3 s: watched from before the tap, since under load the captcha and countdown steps can outlast it.
  const toldSent = expect(page.getByTestId('toasts')).toContainText('验证码已发送', { timeout: 30_000 })
  await sendCode(dialog)
  await toldSent
  await dialog.getByLabel('验证码').fill(await smsCode(page.request, phone, 0))
  await dialog.getByRole('checkbox').check()
  await dialog.getByRole('button', { name: '登录', exact: true }).click()
  await expect(dialog).toBeHidden()
}

/**
 * A new WeChat or Apple account verifies a fresh phone on the login callback page, then
 * lands back on `landing`, logged in, the complete-info prompt put off; resolves with the phone.
 */
export async function verifyPhoneOnCallback(page: Page, landing: string): Promise<string> {
  await expect(page.getByRole('heading', { name: '验证手机号' })).toBeVisible()
  const phone = freshPhone()
  await page.getByLabel('手机号').fill(phone)
  await sendCode(page)
  await page.getByLabel('验证码').fill(await smsCode(page.request, phone, 0))
  await page.getByRole('button', { name: '登录', exact: true }).click()
  await expect(page).toHaveURL(landing)
  await expect(page.getByTestId('user-menu')).toBeVisible()
  await putOffCompleteInfo(page)
  return phone
}

/** What the API says of the logged-in account: is it asked to complete its details after a login? */
export async function asksCompleteInfo(page: Page): Promise<boolean> {
  const headers = { [HEADERS.appId]: WEB_APP_ID }
  const user = await (await page.request.get('/api/main/v1/user/info', { headers })).json()
  if ((user.data.access_tag & AccessTag.ShowCompleteInfoDialog) === 0) return false
  const info = await (await page.request.get('/api/main/v1/ow/completed_info', { headers })).json()
  return info.data.completed === false
}

/**
 * After a login from the header, the complete-info dialog asks an account with accessTag
 * flag 4 that has not filled its details in; a journey about something else puts it off.
 */
export async function putOffCompleteInfo(page: Page) {
  if (!(await asksCompleteInfo(page))) return
  const prompt = page.getByTestId('complete-info-dialog')
  await prompt.getByRole('button', { name: '稍后再说' }).click()
  await expect(prompt).toBeHidden()
}

export async function openUserMenuItem(page: Page, name: string) {
  await page.getByTestId('user-menu').click()
  const link = page.getByTestId('user-panel').getByRole('link', { name })
  const path = (await link.getAttribute('href'))!
  const fromHome = new URL(page.url()).pathname === '/'
  await link.click()
  // From the home page (an island, decision 043) the link is a full page load: the page answers once hydrated.
  if (fromHome) {
    await page.waitForURL((url) => url.pathname === path)
    await hydrated(page)
  }
}

/** A passed sandbox captcha (the sandbox passes any non-empty token); sends past 3 an hour from one address need one. */
export const SANDBOX_CAPTCHA = 'sandbox-captcha-passed'

/** Logs a phone in through the API as the login dialog does (the request context keeps the session cookie). */
export async function logInByApi(request: APIRequestContext, baseURL: string, phone: string) {
  const headers = { [HEADERS.appId]: WEB_APP_ID, origin: baseURL }
  const sent = await request.post('/api/main/v1/user/send_verify_code', {
    headers,
    data: { phone, phone_cc: DEFAULT_PHONE_CC, scene: LoginType.Login, captcha_verify_param: SANDBOX_CAPTCHA },
  })
  expect(sent.ok()).toBe(true)
  expect((await sent.json()).code).toBe(0)
  const code = await smsCode(request, phone, LoginType.Login)
  const login = await request.post('/api/main/v1/ow/login', { headers, data: { phone, verify_code: md5(code), login_method: LoginKind.VerifyCode } })
  expect((await login.json()).code).toBe(0)
}

/** The activity login's code scene (shared/enums.ts CodeScene.Activity). */
export const ACTIVITY_CODE_SCENE = 10

/** Logs in through an activity page's own login form (its scene, not the main site's). */
export async function activityLogin(page: Page, phone: string) {
  const form = page.getByTestId('activity-login')
  await expect(form).toBeVisible()
  await form.getByLabel('手机号').fill(phone)
  await sendCode(form)
  await form.getByLabel('验证码').fill(await smsCode(page.request, phone, ACTIVITY_CODE_SCENE))
  await form.getByRole('button', { name: '登录', exact: true }).click()
  await expect(form).toBeHidden()
}

/** The console in a browser of its own, signed in through the sandbox's Access as `email`, and on `section` of its banner when one is named. */
export async function consoleAs(browser: Browser, email: string, section?: string): Promise<Page> {
  const ops = await (await browser.newContext()).newPage()
  await ops.goto('/__sandbox/access')
  await ops.getByTestId(`access-sign-in-${email}`).click()
  if (section) await ops.getByRole('banner').getByRole('link', { name: section, exact: true }).click()
  return ops
}
