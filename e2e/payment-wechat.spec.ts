import { expect, hydrated, test } from './fixtures'
import { card, loginInDialog } from './payFlow'
import { freshPhone } from './sandbox'

/** Paying inside WeChat's browser: WeChat's own pay sheet (JSAPI), played by the sandbox's stand-in. */

const WECHAT_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.42(0x18002a2a) NetType/WIFI Language/zh_CN'

test.use({ viewport: { width: 375, height: 812 }, userAgent: WECHAT_IPHONE, isMobile: true, hasTouch: true })

test('in WeChat, cancelling the pay sheet offers 继续支付 and 更换支付方式 (no empty QR), and paying again reaches the success page', async ({ page }) => {
  await page.goto('/payment')
  await hydrated(page)
  await card(page, '基础版').getByRole('button', { name: '立即购买' }).click()
  await loginInDialog(page, freshPhone())

  // WeChat Pay opens WeChat's sheet at once; the visitor cancels it.
  await page.waitForURL(/\/__sandbox\/pay\/order\/[^/]+\/jsapi\?return=/)
  const outTradeNo = decodeURIComponent(/\/order\/([^/]+)\/jsapi/.exec(page.url())![1]!)
  await page.getByTestId('sandbox-jsapi-cancel').click()

  await page.waitForURL(/jsapi=cancel/)
  const dialog = page.getByTestId('pay-dialog')
  await expect(dialog.getByRole('heading', { name: '确认支付结果' })).toBeVisible()
  await expect(dialog.getByRole('heading', { name: /扫码支付/ })).toHaveCount(0)
  await expect(dialog.getByRole('img')).toHaveCount(0)
  await expect(dialog.getByTestId('pay-product')).toContainText('基础版')
  await expect(dialog.getByTestId('pay-status')).toContainText('你已取消支付')
  await expect(dialog.getByRole('button', { name: '更换支付方式' })).toBeVisible()

  // 继续支付 opens the same order's sheet again.
  await dialog.getByRole('button', { name: '继续支付' }).click()
  await page.waitForURL(new RegExp(`/__sandbox/pay/order/${outTradeNo}/jsapi\\?`))
  await page.getByTestId('sandbox-jsapi-pay').click()
  await page.waitForURL('**/payment/success')
  await expect(page.getByTestId('success-order')).toHaveText(outTradeNo)
  await expect(page.getByTestId('success-product')).toHaveText('基础版')
})

test('in WeChat, 更换支付方式 after a cancelled sheet lets the visitor pick Alipay, shown as a QR (WeChat blocks Alipay’s pages)', async ({ page }) => {
  await page.goto('/payment')
  await hydrated(page)
  await card(page, '基础版').getByRole('button', { name: '立即购买' }).click()
  await loginInDialog(page, freshPhone())
  await page.waitForURL(/\/__sandbox\/pay\/order\/[^/]+\/jsapi\?return=/)
  await page.getByTestId('sandbox-jsapi-cancel').click()

  const dialog = page.getByTestId('pay-dialog')
  await dialog.getByRole('button', { name: '更换支付方式' }).click()
  await expect(dialog.getByRole('heading', { name: '选择支付方式' })).toBeVisible()
  await dialog.getByRole('button', { name: '支付宝', exact: true }).click()
  await expect(dialog.getByRole('heading', { name: '支付宝扫码支付' })).toBeVisible()
  await expect(dialog.getByTestId('pay-qr')).toHaveAttribute('data-phase', 'waiting')
})
