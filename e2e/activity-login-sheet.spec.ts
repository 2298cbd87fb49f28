import { expect, hydrated, test } from './fixtures'
import { ACTIVITY_CODE_SCENE, freshPhone, smsCode } from './sandbox'

/** A visitor who taps an activity's action before logging in: the login comes over the page, then the action goes on. */

const IPHONE_SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1'

test.use({ viewport: { width: 375, height: 812 }, userAgent: IPHONE_SAFARI, isMobile: true, hasTouch: true })

test('立即抢购 as a visitor: the login sheet over the page, consent before the phone leaves, then the pay step', async ({ page }) => {
  await page.goto('/activity/aggregate/demo-aggregate')
  await hydrated(page)
  const basic = page.getByTestId('offer-card').filter({ has: page.getByRole('heading', { name: '基础版', exact: true }) })
  await basic.getByRole('button', { name: '立即抢购' }).click()

  // A bottom sheet: the full width of the phone, at the foot of its screen; the page stays where it was.
  const sheet = page.getByTestId('activity-login-sheet')
  await expect(sheet.getByRole('heading', { name: '登录参与活动' })).toBeVisible()
  const box = (await sheet.boundingBox())!
  expect(box.width).toBe(375)
  expect(Math.round(box.y + box.height)).toBe(812)
  await expect(page.getByTestId('pay-dialog')).toHaveCount(0)

  // No phone number is sent before the visitor agrees to the policies.
  const phone = freshPhone()
  const sends: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/v1/activity/send_verify_code')) sends.push(request.postData() ?? '')
  })
  await sheet.getByLabel('手机号').fill(phone)
  await sheet.getByTestId('send-code').click()
  const consent = page.getByRole('dialog', { name: '阅读并同意' })
  await expect(consent).toBeVisible()
  expect(sends).toEqual([])
  await consent.getByRole('button', { name: '同意并继续' }).click()
  await expect(sheet.getByTestId('send-code')).toHaveText(/秒后重新获取/)
  expect(sends).toHaveLength(1)
  await sheet.getByLabel('验证码').fill(await smsCode(page.request, phone, ACTIVITY_CODE_SCENE))
  await sheet.getByRole('button', { name: '登录', exact: true }).click()

  // The purchase goes on without a second tap: the pay step for the card it was started from.
  await expect(sheet).toBeHidden()
  const pay = page.getByTestId('pay-dialog')
  await expect(pay.getByRole('heading', { name: '选择支付方式' })).toBeVisible()
  await expect(pay.getByTestId('pay-product')).toContainText('基础版')
  await expect(pay.getByTestId('pay-amount')).toHaveText('¥299.00')
})

test('closing the login sheet starts nothing', async ({ page }) => {
  await page.goto('/activity/aggregate/demo-aggregate')
  await hydrated(page)
  await page.getByRole('button', { name: '立即抢购' }).first().click()
  const sheet = page.getByTestId('activity-login-sheet')
  await expect(sheet).toBeVisible()
  await sheet.getByRole('button', { name: '关闭' }).click()
  await expect(sheet).toBeHidden()
  await expect(page.getByTestId('pay-dialog')).toHaveCount(0)
  await expect(page.getByRole('button', { name: '立即抢购' }).first()).toBeEnabled()
})
