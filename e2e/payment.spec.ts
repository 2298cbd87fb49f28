import { expect, hydrated, test } from './fixtures'
import { card, loginInDialog, payOnSandbox, startPurchase } from './payFlow'
import { freshPhone } from './sandbox'

test('a visitor logs in, pays a package by the QR through the sandbox, and finds it in my packages and the user panel', async ({ page }) => {
  await page.goto('/payment')
  await hydrated(page)
  // The catalogue is in the server's document: cards, prices in yuan, cycle and what is included.
  const basic = card(page, '基础版')
  await expect(basic).toContainText('¥299.00')
  await expect(basic).toContainText('一次性购买')
  await expect(basic).toContainText('修图 3000 张')
  await expect(basic).toContainText('微信支付 · 支付宝 · 云闪付')
  await expect(card(page, '体验版')).not.toContainText('云闪付')

  // Buying asks for login first, then the QR dialog opens on its own.
  await basic.getByRole('button', { name: '立即购买' }).click()
  await loginInDialog(page, freshPhone())
  const dialog = page.getByTestId('pay-dialog')
  await expect(dialog.getByRole('heading', { name: '微信支付扫码支付' })).toBeVisible()
  await expect(dialog.getByTestId('pay-amount')).toHaveText('¥299.00')
  const qr = dialog.getByTestId('pay-qr')
  await expect(qr).toHaveAttribute('data-phase', 'waiting')
  await expect(qr.getByRole('img')).toBeVisible()
  await expect(dialog.getByTestId('pay-countdown')).toHaveText(/^二维码 (10:00|09:5\d) 后失效$/)
  const box = await dialog.boundingBox()
  expect(Math.round(box!.width)).toBe(298)

  // The sandbox pay page behind the QR's address plays WeChat Pay; it is known once the
  // global config (which says sandbox) is in.
  await expect(qr).toHaveAttribute('data-pay-url', /\/__sandbox\/pay\//)
  const payUrl = await qr.getAttribute('data-pay-url')
  await payOnSandbox(page, payUrl!, { amount: '¥299.00' })

  // The dialog's poll sees the payment and goes to the success page.
  await page.waitForURL('**/payment/success')
  await expect(page.getByTestId('success-product')).toHaveText('基础版')
  await page.getByRole('link', { name: '查看我的套餐' }).click()

  const item = page.getByTestId('package').filter({ hasText: '基础版' })
  await expect(item).toContainText('使用中')
  await expect(item).toContainText('3,000 / 3,000')
  await page.getByTestId('user-menu').click()
  await expect(page.getByTestId('panel-counts')).toContainText('3000')
})

test('an expired code offers a fresh one', async ({ page }) => {
  await page.clock.install()
  const qr = await startPurchase(page, '体验版')
  const first = await qr.getAttribute('data-out-trade-no')
  await page.clock.fastForward('09:58')
  await expect(page.getByTestId('pay-countdown')).toHaveText(/^二维码 00:0\d 后失效$/)
  await page.clock.fastForward('00:05')
  await expect(qr).toHaveAttribute('data-phase', 'expired')
  await expect(qr).toContainText('二维码已过期')
  await qr.getByRole('button', { name: '刷新二维码' }).click()
  await expect(qr).toHaveAttribute('data-phase', 'waiting')
  await expect(qr).not.toHaveAttribute('data-out-trade-no', first!)
  await expect(page.getByTestId('pay-countdown')).toHaveText(/^二维码 (10:00|09:5\d) 后失效$/)
})

test('an order closed by the channel is reported in the dialog', async ({ page }) => {
  const qr = await startPurchase(page, '体验版')
  const tradeNo = await qr.getAttribute('data-out-trade-no')
  const closed = await page.request.post(`/__sandbox/pay/order/${tradeNo}/close`, { data: {} })
  expect(await closed.json()).toEqual({ closed: true })
  await expect(qr).toHaveAttribute('data-phase', 'closed')
  await expect(qr.getByRole('alert')).toContainText('订单已关闭，请重新下单')
  // Paying a closed order credits nothing: the page stays on the dialog.
  await qr.getByRole('button', { name: '重新下单' }).click()
  await expect(qr).toHaveAttribute('data-phase', 'waiting')
  await expect(qr).not.toHaveAttribute('data-out-trade-no', tradeNo!)
})
