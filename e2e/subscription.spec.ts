import type { Page } from '@playwright/test'
import { expect, hydrated, test } from './fixtures'
import { card, loginInDialog, payOnSandbox, startPurchase } from './payFlow'
import { freshPhone } from './sandbox'

const IPHONE_SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1'

/** Signs monthly auto-renewal through the sandbox's QR, checks the next charge, and cancels it with a reason. */
async function subscribeAndCancel(page: Page) {
  const qr = await startPurchase(page, '连续包月', '订阅会员')
  await expect(page.getByTestId('pay-amount')).toHaveText('¥99.00')
  await payOnSandbox(page, (await qr.getAttribute('data-pay-url'))!)
  await page.waitForURL('**/payment/success')
  await expect(page.getByTestId('success-product')).toHaveText('连续包月')
  await cancelInPackages(page)
}

/** In 我的套餐: the subscription with its next charge, cancelled with a reason of enumerate type 77. */
async function cancelInPackages(page: Page) {
  await page.goto('/profile/packages')
  // The subscription comes with the page (its data is the server's): a press before hydration would be lost.
  await hydrated(page)
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

  /** On the sandbox's stand-in for the channel's signing page: its trade number, from the address. */
  async function onSigningPage(page: Page): Promise<string> {
    await page.waitForURL(/\/__sandbox\/pay\/order\/[^/]+\/h5\?return=/)
    await expect(page.getByTestId('sandbox-h5-channel')).toHaveText(/微信支付 H5 签约/)
    await expect(page.getByTestId('sandbox-amount')).toHaveText('¥99.00')
    return decodeURIComponent(/\/order\/([^/]+)\/h5/.exec(page.url())![1]!)
  }

  // A phone outside WeChat signs on the channel's mobile page (decision 029): no QR to scan with the same phone.
  test('an iPhone visitor signs auto-renewal on the channel’s page, comes back to sign it, reaches the success page and cancels it', async ({ page }) => {
    await page.goto('/payment')
    await hydrated(page)
    await page.getByRole('button', { name: '订阅会员' }).click()
    await card(page, '连续包月').getByRole('button').click()
    await loginInDialog(page, freshPhone())
    const dialog = page.getByTestId('pay-dialog')
    await expect(dialog.getByRole('heading', { name: '选择支付方式' })).toBeVisible()
    await expect(dialog.getByTestId('pay-amount')).toHaveText('¥99.00')
    await expect(page.getByTestId('pay-qr')).toHaveCount(0)
    await dialog.getByRole('button', { name: '微信支付', exact: true }).click()

    // Back unsigned: the return view watches the contract and offers 继续签约 on the same page.
    const first = await onSigningPage(page)
    await page.getByTestId('sandbox-h5-cancel').click()
    await page.waitForURL(new RegExp(`/payment\\?product_id=\\d+&out_trade_no=${first}$`))
    const back = page.getByTestId('pay-dialog')
    await expect(back.getByTestId('pay-return')).toHaveAttribute('data-phase', 'waiting')
    await expect(back.getByTestId('pay-status')).toContainText('正在确认签约结果')
    await expect(back.getByTestId('pay-status')).toContainText(first)
    await expect(back.getByRole('button', { name: '更换支付方式' })).toBeVisible()
    await back.getByRole('button', { name: '继续签约' }).click()
    expect(await onSigningPage(page)).toBe(first)

    await page.getByTestId('sandbox-h5-pay').click()
    await page.waitForURL('**/payment/success')
    await expect(page.getByTestId('success-order')).toHaveText(first)
    await expect(page.getByTestId('success-product')).toHaveText('连续包月')
    await cancelInPackages(page)
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
