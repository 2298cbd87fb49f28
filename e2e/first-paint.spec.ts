import type { Page } from '@playwright/test'
import { expect, hydrated, test } from './fixtures'

/** The stylesheets a page has in effect, and the files its head names as already inlined. */
function sheets(page: Page) {
  return page.evaluate(() => ({
    linked: [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]:not([disabled])')].map((link) => new URL(link.href).pathname),
    inlined: [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"][disabled]')].map((link) => new URL(link.href).pathname),
    bodyMargin: getComputedStyle(document.body).margin,
  }))
}

// Decision 021: a page's CSS is in its head, so its first paint waits for no stylesheet request.
for (const path of ['/', '/download', '/ability', '/payment', '/ad/1']) {
  test(`${path} paints with its CSS in the head and fetches no stylesheet`, async ({ page }) => {
    const fetched: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet') fetched.push(request.url())
    })
    await page.goto(path)
    if (path !== '/ad/1') await hydrated(page)
    await page.waitForLoadState('load')
    const { linked, inlined, bodyMargin } = await sheets(page)
    expect(fetched).toEqual([])
    expect(linked).toEqual([])
    expect(inlined.length).toBeGreaterThan(0)
    // The base rules apply (body margin 0), so the inlined CSS is in effect.
    expect(bodyMargin).toBe('0px')
  })
}

test('a client navigation adds only the stylesheets the first page did not inline', async ({ page }) => {
  await page.goto('/')
  await hydrated(page)
  const before = await sheets(page)
  expect(before.inlined.length).toBeGreaterThan(0)
  await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '下载' }).click()
  await expect(page).toHaveURL('/download')
  await expect(page.getByTestId('client-version')).toBeVisible()
  const after = await sheets(page)
  // The download page's own CSS came as a link; nothing inlined was added again after it.
  expect(after.linked.length).toBeGreaterThan(0)
  expect(after.linked.filter((href) => before.inlined.includes(href))).toEqual([])
})
