import type { APIRequestContext } from '@playwright/test'
import { AccessTag } from '../../shared/access'
import { HEADERS, WEB_APP_ID } from '../../shared/api'
import { ACTIVITY_CODE_SCENE, freshPhone, smsCode } from '../sandbox'
import { expect, hydrated, test, WebKitTab, type EngineTab } from './fixtures'
import { Steps, type Target } from './locate'

/**
 * The journeys an iPhone visitor takes, in WebKit (the engine of every iPhone browser and of
 * WeChat's in-app browser there), at a phone's width: the SMS login dialog, the QR pay dialog
 * paid through the sandbox, the points sign-in and an activity claim. The Chromium journeys
 * (e2e/*.spec.ts) check the details; these check that each works end to end in this engine.
 */
const PHONE = { width: 375, height: 812 }

function steps(tab: EngineTab): Steps {
  if (!(tab instanceof WebKitTab)) throw new Error('the journeys run in WebKit')
  return new Steps(tab, tab.session)
}

async function open(tab: EngineTab, path: string) {
  await tab.setViewport(PHONE.width, PHONE.height)
  await tab.goto(path)
  await hydrated(tab)
}

/** Sends a code from a form (as e2e/sandbox.ts sendCode): consent ticked, the sandbox captcha ticked when asked. */
async function sendCode(page: Steps, form: Target) {
  const consent: Target = { within: form, role: 'checkbox', name: '我已阅读并同意' }
  if (await page.isVisible(consent)) await page.check(consent)
  await page.click({ within: form, testid: 'send-code' })
  const captcha: Target = { within: form, testid: 'captcha' }
  const counting = (text: string) => /秒后重新获取/.test(text)
  await expect
    .poll(async () => (await page.isVisible(captcha)) || counting(await page.read({ within: form, testid: 'send-code' }, () => true)), {
      message: 'the code is sent or a captcha asked',
      intervals: [50],
    })
    .toBe(true)
  if (await page.isVisible(captcha)) {
    await page.click({ within: captcha, role: 'checkbox', name: '我不是机器人' })
    await page.gone(captcha)
  }
  await page.read({ within: form, testid: 'send-code' }, counting)
}

/** Logs in through the login dialog that is open (phone, code read back from the sandbox, consent). */
async function logInInDialog(page: Steps, request: APIRequestContext, phone: string) {
  const dialog: Target = { testid: 'login-dialog' }
  await page.find({ within: dialog, role: 'heading', name: '手机验证码登录' })
  await page.fill({ within: dialog, label: '手机号' }, phone)
  await sendCode(page, dialog)
  await page.fill({ within: dialog, label: '验证码' }, await smsCode(request, phone, 0))
  await page.check({ within: dialog, role: 'checkbox' })
  await page.click({ within: dialog, role: 'button', name: '登录', exact: true })
  await page.gone(dialog)
}

/** What the API says of the tab's logged-in account: is it asked to complete its details after a login? */
function asksCompleteInfo(tab: EngineTab): Promise<boolean> {
  return tab.evaluate(
    async (appIdHeader: string, appId: string, flag: number) => {
      const headers = { [appIdHeader]: appId }
      const user = (await (await fetch('/api/main/v1/user/info', { headers })).json()) as { data: { access_tag: number } }
      if ((user.data.access_tag & flag) === 0) return false
      const info = (await (await fetch('/api/main/v1/ow/completed_info', { headers })).json()) as { data: { completed: boolean } }
      return info.data.completed === false
    },
    HEADERS.appId,
    WEB_APP_ID,
    AccessTag.ShowCompleteInfoDialog,
  )
}

test('the SMS login dialog logs a visitor in from the header', async ({ tab, request }) => {
  const page = steps(tab)
  await open(tab, '/')
  await page.click({ testid: 'login-entry' })
  await logInInDialog(page, request, freshPhone())
  await page.find({ testid: 'user-menu' })
  await page.gone({ testid: 'login-entry' })
})

test('a visitor buys a package through the QR pay dialog, paid on the sandbox, and reaches the success page', async ({ tab, request }) => {
  const page = steps(tab)
  await open(tab, '/payment')
  const basic: Target = { testid: 'product-card', heading: '基础版' }
  await page.click({ within: basic, role: 'button', name: '立即购买' })
  await logInInDialog(page, request, freshPhone())
  const dialog: Target = { testid: 'pay-dialog' }
  await page.find({ within: dialog, role: 'heading', name: '微信支付扫码支付' })
  await page.read({ within: dialog, testid: 'pay-amount' }, (text) => text === '¥299.00')
  const qr: Target = { within: dialog, testid: 'pay-qr' }
  await page.read(qr, (phase) => phase === 'waiting', 'data-phase')
  const payUrl = await page.read(qr, (url) => /\/__sandbox\/pay\//.test(url), 'data-pay-url')

  // The payer's wallet: the sandbox pay page behind the QR, in a second tab.
  const shop = await page.session.windowHandle()
  await page.session.newTab()
  await tab.goto(payUrl)
  await page.read({ testid: 'sandbox-amount' }, (text) => text === '¥299.00')
  await page.click({ testid: 'sandbox-pay' })
  await page.read({ testid: 'sandbox-order-state' }, (text) => text.includes('已支付'))
  await page.session.closeTab()
  await page.session.switchTo(shop)

  // The dialog's poll sees the payment and goes to the success page.
  await expect.poll(async () => new URL(await page.session.url()).pathname, { timeout: 15_000, intervals: [100] }).toBe('/payment/success')
  await page.read({ testid: 'success-product' }, (text) => text === '基础版')
})

test('a main account signs in for points from the user panel', async ({ tab, request }) => {
  const page = steps(tab)
  await open(tab, '/')
  await page.click({ testid: 'login-entry' })
  await logInInDialog(page, request, freshPhone())
  // A new account is asked to complete its details once logged in (as e2e/sandbox.ts
  // putOffCompleteInfo, the API says whether it will be); this journey puts it off.
  if (await asksCompleteInfo(tab)) {
    const prompt: Target = { testid: 'complete-info-dialog' }
    await page.click({ within: prompt, role: 'button', name: '稍后再说' })
    await page.gone(prompt)
  }
  await page.click({ testid: 'user-menu' })
  await page.click({ testid: 'open-points' })
  const dialog: Target = { testid: 'points-dialog' }
  await page.find({ within: dialog, role: 'heading', name: '积分任务' })
  const before = Number(await page.read({ within: dialog, testid: 'points-balance' }, (text) => /^\d+$/.test(text)))
  const card: Target = { within: dialog, testid: 'points-sign-in' }
  await page.click({ within: card, role: 'button', name: '签到', exact: true })
  const signed = await page.find({ within: card, role: 'button', name: '已签到' })
  expect(await page.session.execute((button) => (button as unknown as HTMLButtonElement).disabled, signed)).toBe(true)
  await page.read({ within: dialog, testid: 'points-balance' }, (text) => Number(text) === before + 5)
})

test('a new user logs in on an activity page and claims its welfare', async ({ tab, request }) => {
  const page = steps(tab)
  await open(tab, '/new-welfare/demo-new-welfare')
  // 立即领取 as a visitor opens the login sheet; the claim follows the login.
  await page.click({ role: 'button', name: '立即领取' })
  const form: Target = { testid: 'activity-login' }
  const phone = freshPhone()
  await page.fill({ within: form, label: '手机号' }, phone)
  await sendCode(page, form)
  await page.fill({ within: form, label: '验证码' }, await smsCode(request, phone, ACTIVITY_CODE_SCENE))
  await page.click({ within: form, role: 'button', name: '登录', exact: true })
  await page.gone(form)
  await page.find({ testid: 'activity-user' })
  await page.read({ testid: 'welfare-outcome' }, (code) => code === '0', 'data-code')
})
