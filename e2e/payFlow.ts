import type { Page } from '@playwright/test'
import { expect, hydrated } from './fixtures'
import { freshPhone, loginDialog, sendCode, smsCode } from './sandbox'

/** Logs in through the login dialog a purchase opened. */
export async function loginInDialog(page: Page, phone: string) {
  const dialog = loginDialog(page)
  await expect(dialog.getByRole('heading', { name: '手机验证码登录' })).toBeVisible()
  await dialog.getByLabel('手机号').fill(phone)
  await sendCode(dialog)
  await dialog.getByLabel('验证码').fill(await smsCode(page.request, phone, 0))
  await dialog.getByRole('checkbox').check()
  await dialog.getByRole('button', { name: '登录', exact: true }).click()
  await expect(dialog).toBeHidden()
}

export function card(page: Page, name: string) {
  return page.getByTestId('product-card').filter({ has: page.getByRole('heading', { name, exact: true }) })
}

/** Opens /payment as a visitor, buys a card, logs in when asked; resolves with the waiting QR panel. */
export async function startPurchase(page: Page, cardName: string, category?: string) {
  await page.goto('/payment')
  await hydrated(page)
  if (category) await page.getByRole('button', { name: category }).click()
  await card(page, cardName).getByRole('button').click()
  await loginInDialog(page, freshPhone())
  const qr = page.getByTestId('pay-qr')
  await expect(qr).toHaveAttribute('data-phase', 'waiting')
  // The sandbox's pay page is known once the global config (which says sandbox) is in.
  await expect(qr).toHaveAttribute('data-pay-url', /\S/)
  return qr
}

/**
 * Pays an order on the sandbox pay page its QR points at, in a second tab, then comes back
 * to the first tab as the payer would: a tab left in the background gets no animation
 * frames in headless Chromium, and Playwright's checks wait for one.
 */
export async function payOnSandbox(page: Page, payUrl: string, expected?: { amount: string }) {
  const wallet = await page.context().newPage()
  await wallet.goto(payUrl)
  if (expected) await expect(wallet.getByTestId('sandbox-amount')).toHaveText(expected.amount)
  await wallet.getByTestId('sandbox-pay').click()
  await expect(wallet.getByTestId('sandbox-order-state')).toContainText('已支付')
  await wallet.close()
  await page.bringToFront()
}
