import { expect, test } from './fixtures'
import { payOnSandbox, startPurchase } from './payFlow'

test('a subscriber signs monthly auto-renewal, sees the next charge and its amount, and cancels it with a reason', async ({ page }) => {
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
