import type { Locator } from '@playwright/test'
import { expect, hydrated, test } from './fixtures'
import { activityLogin, freshPhone } from './sandbox'

/** One catalogue (issue 27): a package has the same name and says the same on /payment, on every activity card that sells it and in the pay dialog. */

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

// Pages whose cards sell catalogue products (db/demo-activity.sql): a shared campaign page and a family's.
const CARD_PAGES = ['/activity/aggregate/demo-aggregate', '/activity/aigc/halloween/demo-aigc-halloween']

test('every activity card is named as /payment names its product, and so is the pay dialog it opens', async ({ page }) => {
  await page.goto('/payment')
  await hydrated(page)
  // The name of every product of every category tab, by product id.
  const names = new Map<string, string>()
  const tabs = page.getByRole('group', { name: '套餐类型' }).getByRole('button')
  for (let tab = 0; tab < (await tabs.count()); tab++) {
    await tabs.nth(tab).click()
    await expect(tabs.nth(tab)).toHaveAttribute('aria-pressed', 'true')
    for (const product of await page.getByTestId('product-card').all()) {
      names.set((await product.getAttribute('data-product-id'))!, ((await product.locator('h2').textContent()) ?? '').trim())
    }
  }
  expect([...names.values()]).toEqual(expect.arrayContaining(['专业版', '旗舰版']))

  for (const path of CARD_PAGES) {
    await page.goto(path)
    await hydrated(page)
    const cards = await page.getByTestId('offer-card').all()
    expect(cards.length).toBeGreaterThan(0)
    for (const card of cards) {
      const productId = (await card.getAttribute('data-product-id'))!
      expect(names.has(productId), `product ${productId} of ${path} is on /payment`).toBe(true)
      await expect(card.getByRole('heading')).toHaveText(names.get(productId)!)
    }
  }

  // The pay dialog opened from a card names the same product.
  const pro = page.getByTestId('offer-card').filter({ has: page.getByRole('heading', { name: '专业版', exact: true }) })
  await pro.getByRole('button', { name: '立即抢购' }).click()
  await activityLogin(page, freshPhone())
  await expect(page.getByTestId('pay-dialog').getByTestId('pay-product')).toContainText('专业版')
})
