import { expect, hydrated, test } from './fixtures'

const theme = (page: import('@playwright/test').Page) =>
  page.evaluate(() => [document.documentElement.dataset.headerTheme, document.documentElement.dataset.colorMode])

const marker = (page: import('@playwright/test').Page) => page.evaluate(() => (window as unknown as { marker?: number }).marker)

test('the main menu leaves the home page with a full page load, then navigates without one and switches the header theme', async ({ page }) => {
  await page.goto('/')
  await hydrated(page)
  await expect.poll(() => theme(page)).toEqual(['gray', 'dark'])
  // A full page load loses this marker.
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1))
  const nav = page.getByRole('navigation', { name: '主导航' })

  // The home page is an island without the app's router (decision 043): its links load the next page whole.
  await nav.getByRole('link', { name: '产品功能' }).click()
  await expect(page).toHaveURL('/ability')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('产品功能')
  await expect.poll(() => theme(page)).toEqual(['black', 'dark'])
  await expect(page).toHaveTitle('产品功能 - 光影修图')
  expect(await marker(page)).toBeUndefined()
  await hydrated(page)
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1))

  await nav.getByRole('link', { name: '下载' }).click()
  await expect(page).toHaveURL('/download')
  await expect.poll(() => theme(page)).toEqual(['white-transparent', 'light'])
  // Global config reaches the client: the latest client version from /v1/ow/config.
  await expect(page.getByTestId('client-version')).toHaveText('最新版本 V6.8.0')

  await nav.getByRole('link', { name: '帮助中心' }).click()
  await expect(page).toHaveURL('/help')
  await expect.poll(() => theme(page)).toEqual(['white', 'light'])

  await nav.getByRole('button', { name: /产品/ }).click()
  await nav.getByRole('link', { name: 'iPad 版' }).click()
  await expect(page).toHaveURL('/ipad')
  await expect.poll(() => theme(page)).toEqual(['gray', 'dark'])

  expect(await marker(page)).toBe(1)
})

test('sibling sites open in the same tab without a referrer', async ({ page }) => {
  await page.goto('/')
  await hydrated(page)
  const nav = page.getByRole('navigation', { name: '主导航' })
  await nav.getByRole('button', { name: /产品/ }).click()
  const external = nav.locator('a[href^="https://"]')
  await expect(external).toHaveCount(2)
  for (const link of await external.all()) {
    await expect(link).toHaveAttribute('rel', 'noreferrer')
    await expect(link).not.toHaveAttribute('target', /.+/)
  }
})

test('the first paint already has the header theme of a deep link', async ({ page }) => {
  const response = await page.request.get('/guide')
  const html = await response.text()
  expect(html).toMatch(/<html[^>]*data-header-theme="white"[^>]*data-color-mode="light"[^>]*data-background="white"/)
})

test('on a phone the menu opens from the burger button', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 })
  await page.goto('/')
  await hydrated(page)
  const nav = page.getByRole('navigation', { name: '主导航' })
  await expect(nav).toBeHidden()
  await page.getByRole('button', { name: '菜单' }).click()
  await nav.getByRole('link', { name: '使用教程' }).click()
  await expect(page).toHaveURL('/guide')
  await expect(nav).toBeHidden()
})

test("the help center's search box searches without a full reload, and the main menu marks the page it is on", async ({ page }) => {
  await page.goto('/help')
  await hydrated(page)
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1))
  const nav = page.getByRole('navigation', { name: '主导航' })
  await expect(nav.getByRole('link', { name: '帮助中心' })).toHaveAttribute('aria-current', 'page')
  await expect(nav.getByRole('link', { name: '帮助中心' })).toHaveClass(/active/)
  await expect(nav.getByRole('link', { name: '下载' })).not.toHaveAttribute('aria-current')

  const search = page.getByRole('search')
  await search.getByRole('searchbox').fill('发票')
  await search.getByRole('button', { name: '搜索' }).click()
  await expect(page).toHaveURL('/search?keyword=' + encodeURIComponent('发票'))
  await expect(page.getByRole('search').getByRole('searchbox')).toHaveValue('发票')
  await expect(nav.getByRole('link', { name: '帮助中心' })).not.toHaveAttribute('aria-current')
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1)
})
