import type { Locator } from '@playwright/test'
import { expect, hydrated, test } from './fixtures'

/** One catalogue (issue 27): a package says the same on /payment and on every activity card that sells it. */

test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true })

async function lines(card: Locator): Promise<string[]> {
  return (await card.getByRole('listitem').allTextContents()).map((text) => text.trim())
}

for (const [productId, name] of [
  [1001, '体验版'],
  [1002, '基础版'],
] as const) {
  test(`${name}: /payment and an activity card list the same count, storage and validity, and the same 原价`, async ({ page }) => {
    await page.goto('/payment')
    await hydrated(page)
    const product = page.locator(`[data-testid="product-card"][data-product-id="${productId}"]`)
    await expect(product).toBeVisible()
    const included = await lines(product)
    expect(included.length).toBeGreaterThan(0)
    const was = (await product.locator('del').count()) ? ((await product.locator('del').textContent()) ?? '').replace(/\s+/g, ' ').trim() : null

    await page.goto('/activity/aggregate/demo-aggregate')
    await hydrated(page)
    const card = page.getByTestId('offer-card').filter({ has: page.getByRole('heading', { name, exact: true }) })
    // The card lists the product's own lines first (then any of the campaign's own).
    expect((await lines(card)).slice(0, included.length)).toEqual(included)
    if (was) await expect(card.locator('del')).toHaveText(was)
    else await expect(card.locator('del')).toHaveCount(0) // sold at the catalogue's price: nothing struck through
    // No line says another validity than the product's.
    expect((await lines(card)).filter((line) => line.startsWith('有效期'))).toEqual(included.filter((line) => line.startsWith('有效期')))
  })
}
