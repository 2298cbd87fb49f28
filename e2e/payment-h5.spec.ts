import type { Page } from '@playwright/test'
import { HEADERS, WEB_APP_ID } from '../shared/api'
import { expect, hydrated, test } from './fixtures'
import { card, loginInDialog } from './payFlow'
import { activityLogin, freshPhone } from './sandbox'

/** Paying on a phone browser outside WeChat: the channel's mobile page (H5), played by the sandbox. */

const IPHONE_SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1'

test.use({ viewport: { width: 375, height: 812 }, userAgent: IPHONE_SAFARI, isMobile: true, hasTouch: true })

/** Opens /payment, buys 基础版 and logs in: the dialog asks for a method (no QR on a phone). */
async function chooseMethod(page: Page) {
  await page.goto('/payment')
  await hydrated(page)
  await card(page, '基础版').getByRole('button', { name: '立即购买' }).click()
  await loginInDialog(page, freshPhone())
  const dialog = page.getByTestId('pay-dialog')
  await expect(dialog.getByRole('heading', { name: '选择支付方式' })).toBeVisible()
  // The dialog names the product and what it gives.
  await expect(dialog.getByTestId('pay-product')).toContainText('基础版')
  await expect(dialog.getByTestId('pay-product')).toContainText('修图 3000 张')
  await expect(dialog.getByTestId('pay-amount')).toHaveText('¥299.00')
  await expect(dialog.getByRole('img')).toHaveCount(0)
  return dialog
}

/** On the sandbox's stand-in for the channel's mobile page: its trade number, from the address. */
async function onChannelPage(page: Page, channel: RegExp): Promise<string> {
  await page.waitForURL(/\/__sandbox\/pay\/order\/[^/]+\/h5\?return=/)
  await expect(page.getByTestId('sandbox-h5-channel')).toHaveText(channel)
  await expect(page.getByTestId('sandbox-amount')).toHaveText('¥299.00')
  return decodeURIComponent(/\/order\/([^/]+)\/h5/.exec(page.url())![1]!)
}

async function expectSuccess(page: Page, outTradeNo: string) {
  await page.waitForURL('**/payment/success')
  await expect(page.getByTestId('success-order')).toHaveText(outTradeNo)
  await expect(page.getByTestId('success-product')).toHaveText('基础版')
  await expect(page.getByTestId('success-amount')).toHaveText('¥299.00')
  await expect(page.getByRole('link', { name: '查看我的套餐' })).toBeVisible()
  await expect(page.getByRole('link', { name: '下载客户端' })).toBeVisible()
}

for (const [method, channel] of [
  ['微信支付', /微信支付 H5/],
  ['支付宝', /支付宝手机网站支付/],
] as const) {
  test(`on an iPhone, a visitor pays by ${method} on its mobile page and comes back to the success page`, async ({ page }) => {
    const dialog = await chooseMethod(page)
    await dialog.getByRole('button', { name: method, exact: true }).click()
    const outTradeNo = await onChannelPage(page, channel)
    await page.getByTestId('sandbox-h5-pay').click()
    // Back on the site with the trade number: the page asks the order's state and finds it paid.
    await expectSuccess(page, outTradeNo)
  })
}

test('on an iPhone, a visitor who comes back without paying can switch method, then pay the same order again', async ({ page }) => {
  const dialog = await chooseMethod(page)
  await dialog.getByRole('button', { name: '微信支付', exact: true }).click()
  const first = await onChannelPage(page, /微信支付 H5/)
  await page.getByTestId('sandbox-h5-cancel').click()

  // The return page names the product and the order, and says it is not paid yet.
  await page.waitForURL(new RegExp(`/payment\\?product_id=\\d+&out_trade_no=${first}$`))
  const back = page.getByTestId('pay-dialog')
  await expect(back.getByRole('heading', { name: '确认支付结果' })).toBeVisible()
  await expect(back.getByTestId('pay-product')).toContainText('基础版')
  await expect(back.getByTestId('pay-return')).toHaveAttribute('data-phase', 'waiting')
  await expect(back.getByTestId('pay-status')).toContainText(first)
  await back.getByRole('button', { name: '更换支付方式' }).click()

  await expect(back.getByRole('heading', { name: '选择支付方式' })).toBeVisible()
  await back.getByRole('button', { name: '支付宝', exact: true }).click()
  const second = await onChannelPage(page, /支付宝手机网站支付/)
  expect(second).not.toBe(first)
  await page.getByTestId('sandbox-h5-cancel').click()

  // 继续支付 opens the same order's page again rather than placing another order.
  const again = page.getByTestId('pay-dialog')
  await expect(again.getByTestId('pay-return')).toHaveAttribute('data-phase', 'waiting')
  await again.getByRole('button', { name: '继续支付' }).click()
  expect(await onChannelPage(page, /支付宝手机网站支付/)).toBe(second)
  await page.getByTestId('sandbox-h5-pay').click()
  await expectSuccess(page, second)

  // Back from the success page: no pay prompt for the paid order, and no push forward again.
  await page.goBack()
  await page.waitForURL((url) => url.pathname === '/payment' && url.search === '')
  await hydrated(page)
  await expect(page.getByTestId('pay-dialog')).toHaveCount(0)
  await expect(page.getByTestId('product-cards')).toBeVisible()
  expect(new URL(page.url()).pathname).toBe('/payment')
})

test('on an iPhone, an order left open by Back is watched on the page, and paying it there credits it and says so', async ({ page }) => {
  const dialog = await chooseMethod(page)
  await dialog.getByRole('button', { name: '微信支付', exact: true }).click()
  const outTradeNo = await onChannelPage(page, /微信支付 H5/)

  // The visitor leaves the channel's page by Back instead of paying or returning.
  await page.goBack()
  await page.waitForURL((url) => url.pathname === '/payment')
  const back = page.getByTestId('pay-return')
  await expect(back).toHaveAttribute('data-out-trade-no', outTradeNo)
  await expect(back).toHaveAttribute('data-phase', 'waiting')
  await expect(page.getByTestId('pay-dialog').getByRole('button', { name: '继续支付' })).toBeVisible()

  // The payment goes through at the channel meanwhile (the WeChat app finishing it): the open page sees it.
  const paid = await page.request.post(`/__sandbox/pay/order/${outTradeNo}/pay`, { data: {} })
  expect(await paid.json()).toEqual({ outcomes: ['paid'] })
  await expectSuccess(page, outTradeNo)
})

test('on an iPhone, the return page explains an order the channel closed meanwhile and offers a new one', async ({ page }) => {
  const dialog = await chooseMethod(page)
  await dialog.getByRole('button', { name: '支付宝', exact: true }).click()
  const outTradeNo = await onChannelPage(page, /支付宝手机网站支付/)
  await page.getByTestId('sandbox-h5-cancel').click()
  const back = page.getByTestId('pay-return')
  await expect(back).toHaveAttribute('data-phase', 'waiting')

  const closed = await page.request.post(`/__sandbox/pay/order/${outTradeNo}/close`, { data: {} })
  expect(await closed.json()).toEqual({ closed: true })
  await expect(back).toHaveAttribute('data-phase', 'closed')
  await expect(page.getByTestId('pay-status')).toContainText('订单已关闭，请重新下单')
  await page.getByTestId('pay-dialog').getByRole('button', { name: '重新下单' }).click()
  const fresh = await onChannelPage(page, /支付宝手机网站支付/)
  expect(fresh).not.toBe(outTradeNo)
})

const ACTIVITY_PAGE = '/activity/aggregate/demo-aggregate'

/** Opens the activity page, logs in to the activity and buys its 基础版 offer card: the dialog asks for a method. */
async function chooseOfferMethod(page: Page) {
  await page.goto(ACTIVITY_PAGE)
  await hydrated(page)
  const basic = page.getByTestId('offer-card').filter({ has: page.getByRole('heading', { name: '基础版', exact: true }) })
  // The login sheet, then the pay step without a second tap.
  await basic.getByRole('button', { name: '立即抢购' }).click()
  await activityLogin(page, freshPhone())
  const dialog = page.getByTestId('pay-dialog')
  await expect(dialog.getByRole('heading', { name: '选择支付方式' })).toBeVisible()
  await expect(dialog.getByTestId('pay-product')).toContainText('基础版')
  // The card's price, not the catalogue product's; no QR to scan with the phone that shows it.
  await expect(dialog.getByTestId('pay-amount')).toHaveText('¥299.00')
  await expect(dialog.getByRole('img')).toHaveCount(0)
  return dialog
}

/** The card's gift, credited to the activity user once (gift 1 is 基础版's). */
async function expectGiftCredited(page: Page, baseURL: string) {
  const rewards = await page.request.post('/api/activity/v1/activity_reward/basic/info', {
    headers: { [HEADERS.appId]: WEB_APP_ID, origin: baseURL },
    data: { uuid: 'demo-aggregate' },
  })
  const gifts = ((await rewards.json()) as { data: { gifts: { id: number; received: boolean }[] } }).data.gifts
  expect(gifts.filter((gift) => gift.received).map((gift) => gift.id)).toEqual([1])
}

/** Back from the success page to the activity page: no pay prompt for the paid order. */
async function backToActivity(page: Page) {
  await page.getByRole('button', { name: '返回', exact: true }).click()
  await page.waitForURL((url) => url.pathname === ACTIVITY_PAGE && url.search === '')
  await expect(page.getByTestId('campaign')).toBeVisible()
  await expect(page.getByTestId('pay-dialog')).toHaveCount(0)
}

test('on an iPhone, an activity’s offer card is paid by WeChat Pay H5, the activity page confirms it and its gift is credited', async ({ page, baseURL }) => {
  const dialog = await chooseOfferMethod(page)
  await dialog.getByRole('button', { name: '微信支付', exact: true }).click()
  const outTradeNo = await onChannelPage(page, /微信支付 H5/)
  // The channel's page returns to the activity page itself, with the order to watch.
  expect(new URL(new URL(page.url()).searchParams.get('return')!).pathname).toBe(ACTIVITY_PAGE)
  await page.getByTestId('sandbox-h5-pay').click()
  await expectSuccess(page, outTradeNo)
  await expectGiftCredited(page, baseURL!)
  await backToActivity(page)
})

test('on an iPhone, a visitor back on the activity page unpaid sees the order, switches method and pays it there', async ({ page, baseURL }) => {
  const dialog = await chooseOfferMethod(page)
  await dialog.getByRole('button', { name: '支付宝', exact: true }).click()
  const first = await onChannelPage(page, /支付宝手机网站支付/)
  await page.getByTestId('sandbox-h5-cancel').click()

  // Back on the activity page: the order is watched and named, not paid yet.
  await page.waitForURL(new RegExp(`^[^?]*${ACTIVITY_PAGE}\\?product_id=\\d+&out_trade_no=${first}$`))
  const back = page.getByTestId('pay-dialog')
  await expect(back.getByRole('heading', { name: '确认支付结果' })).toBeVisible()
  await expect(back.getByTestId('pay-product')).toContainText('基础版')
  await expect(back.getByTestId('pay-return')).toHaveAttribute('data-phase', 'waiting')
  await expect(back.getByTestId('pay-status')).toContainText(first)
  await expect(back.getByRole('button', { name: '继续支付' })).toBeVisible()
  await back.getByRole('button', { name: '更换支付方式' }).click()

  await expect(back.getByRole('heading', { name: '选择支付方式' })).toBeVisible()
  await back.getByRole('button', { name: '微信支付', exact: true }).click()
  const second = await onChannelPage(page, /微信支付 H5/)
  expect(second).not.toBe(first)
  await page.getByTestId('sandbox-h5-cancel').click()

  // 继续支付 opens the same order's page again rather than placing another order.
  const again = page.getByTestId('pay-dialog')
  await expect(again.getByTestId('pay-return')).toHaveAttribute('data-phase', 'waiting')
  await again.getByRole('button', { name: '继续支付' }).click()
  expect(await onChannelPage(page, /微信支付 H5/)).toBe(second)
  await page.getByTestId('sandbox-h5-pay').click()
  await expectSuccess(page, second)
  await expectGiftCredited(page, baseURL!)
  await backToActivity(page)
})
