import type { Request } from '@playwright/test'
import { HEADERS, WEB_APP_ID } from '../shared/api'
import { COOKIES } from '../shared/constants'
import { expect, hydrated, test } from './fixtures'
import { ACTIVITY_CODE_SCENE, activityLogin, freshPhone, smsCode } from './sandbox'

/** A promotion (the promo family, decision 040): its own login, login_ex, and its own payment scene. */

const IPHONE_SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1'

test.use({ viewport: { width: 375, height: 812 }, userAgent: IPHONE_SAFARI, isMobile: true, hasTouch: true })

const PROMO_PAGE = '/activity/promo/demo-promo'

test('立即抢购 on a promotion as a visitor: the activity-ex login sheet, then WeChat Pay H5 in the ex scene, the result and the gift', async ({
  page,
  context,
  baseURL,
}) => {
  await page.goto(PROMO_PAGE)
  await hydrated(page)
  const basic = page.getByTestId('offer-card').filter({ has: page.getByRole('heading', { name: '基础版', exact: true }) })
  await basic.getByRole('button', { name: '立即抢购' }).click()

  // The login comes over the page as a sheet, and it is the promotions' own (activity-ex).
  const sheet = page.getByTestId('activity-login-sheet')
  await expect(sheet.getByRole('heading', { name: '登录参与活动' })).toBeVisible()
  await expect(sheet.locator('[data-scene]')).toHaveAttribute('data-scene', 'activityEx')

  const calls: Request[] = []
  page.on('request', (request) => {
    if (/\/api\/(activity|pay)\//.test(request.url())) calls.push(request)
  })
  // No phone number leaves before the visitor agrees to the policies.
  const phone = freshPhone()
  await sheet.getByLabel('手机号').fill(phone)
  await sheet.getByTestId('send-code').click()
  const consent = page.getByRole('dialog', { name: '阅读并同意' })
  await expect(consent).toBeVisible()
  expect(calls.filter((call) => call.url().includes('/send_verify_code'))).toEqual([])
  await consent.getByRole('button', { name: '同意并继续' }).click()
  await expect(sheet.getByTestId('send-code')).toHaveText(/秒后重新获取/)
  await sheet.getByLabel('验证码').fill(await smsCode(page.request, phone, ACTIVITY_CODE_SCENE))
  await sheet.getByRole('button', { name: '登录', exact: true }).click()
  await expect(sheet).toBeHidden()

  // login_ex, not login: the ex cookie is set and the activity and main ones are not.
  expect(calls.some((call) => call.url().endsWith('/v1/activity/login_ex'))).toBe(true)
  expect(calls.some((call) => call.url().endsWith('/v1/activity/login'))).toBe(false)
  const cookies = (await context.cookies()).map((cookie) => cookie.name)
  expect(cookies).toContain(COOKIES.activityExToken)
  expect(cookies).not.toContain(COOKIES.activityToken)
  expect(cookies).not.toContain(COOKIES.token)

  // The purchase goes on without a second tap: the pay step for the card, in payment scene 3.
  const pay = page.getByTestId('pay-dialog')
  await expect(pay.getByRole('heading', { name: '选择支付方式' })).toBeVisible()
  await expect(pay.getByTestId('pay-product')).toContainText('基础版')
  await expect(pay.getByTestId('pay-amount')).toHaveText('¥299.00')
  const trace = calls.find((call) => call.url().includes('/v1/activity/gen_package_trace_id'))!
  expect(trace.headers()[HEADERS.activityScene.toLowerCase()]).toBe('ex')
  expect((await (await trace.response())!.json()) as unknown).toMatchObject({ data: { pay_scene: 3 } })

  await pay.getByRole('button', { name: '微信支付', exact: true }).click()
  await page.waitForURL(/\/__sandbox\/pay\/order\/[^/]+\/h5\?return=/)
  const outTradeNo = decodeURIComponent(/\/order\/([^/]+)\/h5/.exec(page.url())![1]!)
  await expect(page.getByTestId('sandbox-amount')).toHaveText('¥299.00')
  // The order was made under the ex login, in its scene.
  const order = calls.find((call) => call.url().includes('/api/pay/') && call.method() === 'POST')!
  expect(order.headers()[HEADERS.activityScene.toLowerCase()]).toBe('ex')
  expect(order.postDataJSON()).toMatchObject({ pay_scene: 3 })
  // The channel's page returns to the promotion itself.
  expect(new URL(new URL(page.url()).searchParams.get('return')!).pathname).toBe(PROMO_PAGE)
  await page.getByTestId('sandbox-h5-pay').click()

  // Back on the site, the promotion finds the order paid and shows the result.
  await page.waitForURL('**/payment/success')
  await expect(page.getByTestId('success-order')).toHaveText(outTradeNo)
  await expect(page.getByTestId('success-product')).toHaveText('基础版')
  await expect(page.getByTestId('success-amount')).toHaveText('¥299.00')

  // The card's gift (the promotion's 300 积分, gift 22) reached the user of the ex login.
  const rewards = await page.request.post('/api/activity/v1/activity_reward/basic/info', {
    headers: { [HEADERS.appId]: WEB_APP_ID, [HEADERS.activityScene]: 'ex', origin: baseURL! },
    data: { uuid: 'demo-promo' },
  })
  const gifts = ((await rewards.json()) as { data: { gifts: { id: number; received: boolean }[] } }).data.gifts
  expect(gifts.filter((gift) => gift.received).map((gift) => gift.id)).toEqual([22])
})

test.describe('when the activity-ex login ends', () => {
  // The ended login's call answers 401, which the browser reports.
  test.use({ expectedConsole: [/Failed to load resource: the server responded with a status of 401/] })

  test('a 401 of the ex scene forgets that login only, and 立即抢购 asks for it again', async ({ page, context }) => {
    await page.goto(PROMO_PAGE)
    await hydrated(page)
    const buy = page.getByTestId('offer-card').first().getByRole('button', { name: '立即抢购' })
    await buy.click()
    await activityLogin(page, freshPhone())
    const pay = page.getByTestId('pay-dialog')
    await expect(pay.getByRole('heading', { name: '选择支付方式' })).toBeVisible()
    await pay.getByRole('button', { name: '关闭' }).click()
    await expect(pay).toHaveCount(0)

    // The login ends behind the page's back: its cookie is gone, the page still believes in it.
    await context.clearCookies({ name: COOKIES.activityExToken })
    await buy.click()
    await expect(page.getByTestId('toasts')).toContainText('身份验证过期，请重新登录')
    await expect(pay).toHaveCount(0)

    // Forgotten: the next tap asks for the activity-ex login, not the pay step.
    await buy.click()
    await expect(page.getByTestId('activity-login-sheet').locator('[data-scene]')).toHaveAttribute('data-scene', 'activityEx')
    await expect(pay).toHaveCount(0)
  })
})
