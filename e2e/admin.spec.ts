import { expect, hydrated, test } from './fixtures'
import { card, loginInDialog, payOnSandbox } from './payFlow'
import { freshPhone } from './sandbox'

test('a finance operator signs in through the sandbox Access, finds an order by phone, refunds part of it, then the rest, sees the timeline and the audit entry, and the package leaves the packages of its buyer', async ({
  page,
  browser,
}) => {
  // A visitor buys 体验版 (¥9.90) with a phone of their own.
  const phone = freshPhone()
  await page.goto('/payment')
  await hydrated(page)
  await card(page, '体验版').getByRole('button').click()
  await loginInDialog(page, phone)
  const qr = page.getByTestId('pay-qr')
  await expect(qr).toHaveAttribute('data-pay-url', /\S/)
  await payOnSandbox(page, (await qr.getAttribute('data-pay-url'))!)
  await page.waitForURL('**/payment/success')

  // The operator, in a browser of their own, is refused until Access lets them in.
  const ops = await (await browser.newContext()).newPage()
  const refused = await ops.goto('/admin')
  expect(refused?.status()).toBe(403)
  await expect(ops.getByRole('heading', { name: '无权访问运营后台' })).toBeVisible()
  await ops.getByRole('link', { name: '沙箱 Access 登录' }).click()
  await ops.getByTestId('access-sign-in-finance@example.com').click()
  await expect(ops.getByTestId('admin-who')).toHaveText('finance@example.com（财务）')

  await ops.getByRole('banner').getByRole('link', { name: '订单', exact: true }).click()
  await ops.getByTestId('admin-search-phone').fill(phone)
  await ops.getByRole('button', { name: '查询' }).click()
  await expect(ops.getByTestId('admin-search-phone')).toHaveValue(phone)
  await ops.getByTestId('admin-order-link').first().click()
  await expect(ops.getByTestId('admin-order-state')).toHaveText('已支付')
  await expect(ops.getByTestId('admin-timeline')).toContainText('收到支付通知')

  // Too much is explained and what was typed stays.
  await ops.getByTestId('admin-refund-amount').fill('10.00')
  await ops.getByTestId('admin-refund-reason').fill('客户部分退款')
  await ops.getByTestId('admin-refund-submit').click()
  await expect(ops.getByRole('alert')).toHaveText('退款金额不能超过可退金额 9.90 元')
  await expect(ops.getByTestId('admin-refund-reason')).toHaveValue('客户部分退款')

  await ops.getByTestId('admin-refund-amount').fill('1.00')
  await ops.getByTestId('admin-refund-submit').click()
  await expect(ops.getByRole('status')).toHaveText('退款成功')
  await expect(ops.getByTestId('admin-refundable')).toHaveText('8.90 元')
  await expect(ops.getByTestId('admin-order-state')).toHaveText('已支付')
  await expect(ops.getByTestId('admin-timeline')).toContainText('后台发起退款')
  await expect(ops.getByTestId('admin-audit')).toContainText('订单退款')
  await expect(ops.getByTestId('admin-audit')).toContainText('finance@example.com（财务）')

  // A partial refund keeps the buyer's package; refunding the rest takes it back, and it leaves their packages.
  await page.goto('/profile/packages')
  await expect(page.getByTestId('package')).toHaveCount(1)
  await ops.getByTestId('admin-refund-amount').fill('8.90')
  await ops.getByTestId('admin-refund-reason').fill('客户全额退款')
  await ops.getByTestId('admin-refund-submit').click()
  await expect(ops.getByRole('status')).toHaveText('退款成功')
  await expect(ops.getByTestId('admin-refundable')).toHaveText('0.00 元')
  await expect(ops.getByTestId('admin-refund-submit')).toHaveCount(0)
  await page.reload()
  await expect(page.getByText('暂无套餐').or(page.getByTestId('packages'))).toBeVisible()
  await expect(page.getByTestId('package')).toHaveCount(0)

  await ops.getByRole('banner').getByRole('link', { name: '审计日志' }).click()
  await expect(ops.getByTestId('admin-audit')).toContainText('渠道退款结果')
})
