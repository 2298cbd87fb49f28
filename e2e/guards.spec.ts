import { expect, hydrated, test } from './fixtures'

// The browser reports the 404 status of the not-found document itself.
test.use({ expectedConsole: [/Failed to load resource: the server responded with a status of 404/] })

test('an unknown page counts down from 5 and goes home', async ({ page }) => {
  const response = await page.goto('/no/such/page')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: '页面不存在' })).toBeVisible()
  await hydrated(page)
  const countdown = page.getByTestId('countdown')
  await expect(countdown).toHaveText('5')
  await expect(countdown).toHaveText('4')
  await page.waitForURL('/', { timeout: 8_000 })
  await expect(page.getByRole('navigation', { name: '主导航' })).toBeVisible()
})

test('the go-home link leaves the 404 page at once', async ({ page }) => {
  await page.goto('/missing')
  await hydrated(page)
  await page.getByRole('link', { name: '返回首页' }).click()
  await expect(page).toHaveURL('/')
})

test('profile pages send visitors home', async ({ page }) => {
  await page.goto('/profile/account-security')
  await expect(page).toHaveURL('/')
  await page.goto('/payment/success')
  await expect(page).toHaveURL('/')
})
