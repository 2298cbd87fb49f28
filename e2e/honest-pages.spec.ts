import { PHOTOGRAPHERS_FIGURE } from '../shared/constants'
import { expect, hydrated, test } from './fixtures'

// The browser notes a 404 document in the console.
test.use({ expectedConsole: [/Failed to load resource: the server responded with a status of 404/] })

test('a missing guide answers 404 and says so; an article that does not exist too', async ({ page }) => {
  const guide = await page.goto('/guide/9999')
  expect(guide?.status()).toBe(404)
  await hydrated(page)
  await expect(page.getByText('教程不存在').first()).toBeVisible()
  await expect(page).toHaveTitle(/光影修图/)

  const article = await page.goto('/article?id=9999')
  expect(article?.status()).toBe(404)
  const found = await page.goto('/guide/1')
  expect(found?.status()).toBe(200)
})

test('every page title names the brand, in the server’s head and after a client navigation', async ({ page }) => {
  await page.goto('/help')
  await expect(page).toHaveTitle('帮助中心 - 光影修图')
  await hydrated(page)
  await page.getByTestId('site-footer').getByRole('link', { name: '下载中心' }).click()
  await expect(page).toHaveTitle('下载中心 - 光影修图')
})

test('section labels are Chinese and the photographers figure is the one constant', async ({ page }) => {
  await page.goto('/guide')
  await expect(page.getByText('使用教程', { exact: true }).first()).toBeVisible()
  await expect(page.getByText('GUIDE', { exact: true })).toHaveCount(0)
  await page.goto('/article')
  await expect(page.getByText('NEWS', { exact: true })).toHaveCount(0)
  await page.goto('/ability')
  await expect(page.locator('main')).toContainText('01 · 工作流程')
  await expect(page.locator('main')).not.toContainText(/Features|Smart Workflow|Manual Tools/i)
  // One figure of photographers wherever it is given: the home page's and the ad landings'.
  await page.goto('/')
  await expect(page.getByText(PHOTOGRAPHERS_FIGURE, { exact: true }).first()).toBeAttached()
  await page.goto('/ad')
  await expect(page.getByText(PHOTOGRAPHERS_FIGURE, { exact: true }).first()).toBeAttached()
  await expect(page.locator('body')).not.toContainText(/200\s*万\+/)
})

test('Chinese headings break between words in balanced lines, and paragraphs keep strict line breaks', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 })
  await page.goto('/ability')
  const heading = page.locator('main h2').first()
  await expect(heading).toHaveCSS('word-break', 'keep-all')
  await expect(heading).toHaveCSS('text-wrap-style', 'balance')
  await expect(page.locator('body')).toHaveCSS('line-break', 'strict')
})
