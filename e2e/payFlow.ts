import type { Page } from '@playwright/test'
import { expect, hydrated } from './fixtures'
import { freshPhone, loginInDialog } from './sandbox'

// The purchase journeys log in through the dialog a purchase opens.
export { loginInDialog }

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
