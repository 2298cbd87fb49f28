import type { Page } from '@playwright/test'
import { expect, hydrated, test } from './fixtures'

// Decision 026: home's sections under the hero hydrate when they come near, or when tapped.
test.use({ viewport: { width: 412, height: 823 }, isMobile: true })

/** The home sections whose part has hydrated. */
const hydratedSections = (page: Page) =>
  page.evaluate(() => [...document.querySelectorAll<HTMLElement>('section[id][data-hydrated]')].map((section) => section.id))

test('home hydrates a section under the hero only when it comes near', async ({ page }) => {
  await page.goto('/')
  await hydrated(page)
  // The first screen is interactive; the sections below it are still the server's HTML.
  const atLoad = await hydratedSections(page)
  expect(atLoad).not.toContain('presets')
  expect(atLoad).not.toContain('company')

  await page.evaluate(() => document.getElementById('presets')!.scrollIntoView())
  await expect.poll(() => hydratedSections(page)).toContain('presets')
  expect(await hydratedSections(page)).not.toContain('company')
})

// The home page is an island (decision 043): its links, hydrated or not, load the next page whole.
test('a link in a section that has not hydrated yet still navigates', async ({ page }) => {
  await page.goto('/')
  await hydrated(page)
  await page.evaluate(() => Object.assign(window, { sameDocument: true }))
  // A click delivered without scrolling: React hydrates the section for it first.
  await page
    .locator('#colour-engine')
    .getByRole('link', { name: /了解更多/ })
    .dispatchEvent('click')
  await expect(page).toHaveURL('/ability#module-3')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('产品功能')
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBeUndefined()
})
