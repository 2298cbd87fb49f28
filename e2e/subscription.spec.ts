import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { payOnSandbox, startPurchase } from './payFlow'

const IPHONE_SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1'

/** Signs monthly auto-renewal through the sandbox, checks the next charge, and cancels it with a reason. */
async function subscribeAndCancel(page: Page) {
  const qr = await startPurchase(page, '连续包月', '订阅会员')
  await expect(page.getByTestId('pay-amount')).toHaveText('¥99.00')
  await payOnSandbox(page, (await qr.getAttribute('data-pay-url'))!)
  await page.waitForURL('**/payment/success')
  await expect(page.getByTestId('success-product')).toHaveText('连续包月')

  await page.goto('/profile/packages')
  const subscription = page.getByTestId('subscription')
  await expect(subscription).toContainText('连续包月')
  await expect(subscription.getByTestId('next-charge')).toHaveText(/^\d{4}-\d{2}-\d{2}$/)
  await expect(subscription.getByTestId('next-amount')).toHaveText('¥99.00')

  await subscription.getByRole('button', { name: '取消自动续费' }).click()
  const dialog = page.getByTestId('cancel-renew-dialog')
  // A reason of enumerate type 77 is required.
  await dialog.getByRole('button', { name: '确认取消' }).click()
  await expect(dialog.getByRole('alert')).toHaveText('请选择取消原因')
  await dialog.getByRole('radio', { name: '不希望自动扣费' }).check()
  await dialog.getByRole('button', { name: '确认取消' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByTestId('toasts')).toContainText('已取消自动续费')
  await expect(subscription.getByTestId('next-charge')).toBeHidden()
  await expect(subscription.getByRole('button', { name: '取消自动续费' })).toBeHidden()
}

test('a subscriber signs monthly auto-renewal, sees the next charge and its amount, and cancels it with a reason', async ({ page }) => {
  await subscribeAndCancel(page)
})

test('a subscriber who ends auto-renewal in their wallet sees it cancelled on the site', async ({ page }) => {
  const qr = await startPurchase(page, '连续包月', '订阅会员')
  const payUrl = (await qr.getAttribute('data-pay-url'))!
  await payOnSandbox(page, payUrl)
  await page.waitForURL('**/payment/success')
  const outTradeNo = decodeURIComponent(/\/order\/([^/?]+)/.exec(payUrl)![1]!)
  const { orders } = (await (await page.request.get('/__sandbox/pay/orders')).json()) as { orders: { out_trade_no: string; contract_uuid: string | null }[] }
  const contractUuid = orders.find((order) => order.out_trade_no === outTradeNo)!.contract_uuid!
  // The sandbox wallet posts the channel's signed "ended" notification.
  expect(await (await page.request.post(`/__sandbox/pay/contract/${contractUuid}/unsign`)).json()).toEqual({ outcome: 'terminated' })
  await page.goto('/profile/packages')
  const subscription = page.getByTestId('subscription')
  await expect(subscription).toContainText('当前没有自动续费的订阅。')
  await expect(subscription.getByRole('button', { name: '取消自动续费' })).toBeHidden()
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, userAgent: IPHONE_SAFARI, isMobile: true, hasTouch: true })

  // Subscriptions sign their contract through the QR on a phone too (the channel's signing page).
  test('an iPhone visitor subscribes with auto-renewal and cancels it', async ({ page }) => {
    await subscribeAndCancel(page)
  })
})

test('the renewal notice sent 5 days before a charge is shown on the site', async ({ page }) => {
  const qr = await startPurchase(page, '连续包月', '订阅会员')
  await payOnSandbox(page, (await qr.getAttribute('data-pay-url'))!)
  await page.waitForURL('**/payment/success')
  // The notice job runs as if 27 days had passed: the monthly charge is then under 5 days away.
  const jobs = await page.request.post('/__sandbox/pay/jobs', { data: { advance_seconds: 27 * 86400 } })
  expect((await jobs.json()).notices).toBeGreaterThanOrEqual(1)
  await page.goto('/profile/packages')
  const notice = page.getByTestId('renewal-notice')
  await expect(notice).toContainText('你的自动续费将于')
  await expect(notice).toContainText('¥99.00')
  await notice.getByRole('button', { name: '知道了' }).click()
  await expect(notice).toBeHidden()
})
