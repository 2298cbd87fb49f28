import type { Page } from '@playwright/test'
import { expect, hydrated, test } from './fixtures'

/** The stylesheets a page has in effect, and the files its head names as already inlined. */
function sheets(page: Page) {
  return page.evaluate(() => ({
    linked: [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]:not([disabled]):not([data-after-paint])')].map(
      (link) => new URL(link.href).pathname,
    ),
    // Decision 042: the CSS of parts below the fold, linked for print and switched to the screen once it arrives.
    later: [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"][data-after-paint]')].map((link) => ({
      path: new URL(link.href).pathname,
      media: link.media,
    })),
    inlined: [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"][disabled]')].map((link) => new URL(link.href).pathname),
    bodyMargin: getComputedStyle(document.body).margin,
  }))
}

// Decision 021: a page's CSS is in its head, so its first paint waits for no stylesheet request
// (on `/`, the sections under the hero have theirs linked for after the first paint: decision 042).
for (const path of ['/', '/download', '/ability', '/payment', '/ad/1']) {
  test(`${path} paints with its CSS in the head and fetches no stylesheet`, async ({ page }) => {
    const fetched: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet') fetched.push(request.url())
    })
    await page.goto(path)
    if (path !== '/ad/1') await hydrated(page)
    await page.waitForLoadState('load')
    const { linked, inlined, later, bodyMargin } = await sheets(page)
    if (path === '/') {
      // Only the sections' own files, none of the inlined ones, and in effect on the screen by now.
      expect(later.length).toBeGreaterThan(0)
      expect(later.filter(({ path: file }) => inlined.includes(file))).toEqual([])
      await expect.poll(async () => (await sheets(page)).later.map(({ media }) => media)).toEqual(later.map(() => 'all'))
      expect(fetched.map((url) => new URL(url).pathname).sort()).toEqual(later.map(({ path: file }) => file).sort())
    } else {
      expect(later).toEqual([])
      expect(fetched).toEqual([])
    }
    expect(linked).toEqual([])
    expect(inlined.length).toBeGreaterThan(0)
    // The base rules apply (body margin 0), so the inlined CSS is in effect.
    expect(bodyMargin).toBe('0px')
  })
}

test('a client navigation adds only the stylesheets the first page did not inline', async ({ page }) => {
  // Not from the home page, whose links load the next page whole (decision 043).
  await page.goto('/help')
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
  expect(after.linked.filter((href) => before.later.some(({ path }) => path === href))).toEqual([])
})

test('/ paints its first screen while the CSS of the sections under the hero is still on its way', async ({ page }) => {
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(
    (url) => url.pathname.endsWith('.css'),
    async (route) => {
      await held
      await route.continue()
    },
  )
  await page.goto('/', { waitUntil: 'commit' })
  await expect.poll(() => page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length)).toBe(1)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  const { later } = await sheets(page)
  expect(later.length).toBeGreaterThan(0)
  expect(later.map(({ media }) => media)).toEqual(later.map(() => 'print'))
  release()
  await expect.poll(async () => (await sheets(page)).later.map(({ media }) => media)).toEqual(later.map(() => 'all'))
})
