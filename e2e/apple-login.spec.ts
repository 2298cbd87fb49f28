import type { Page } from '@playwright/test'
import { expect, hydrated, test } from './fixtures'
import { loginDialog, putOffCompleteInfo, verifyPhoneOnCallback } from './sandbox'

// The stand-in's page links no icon, so the browser asks for /favicon.ico and logs its 404
// (as on the WeChat stand-in's page).
test.use({ expectedConsole: [/Failed to load resource: the server responded with a status of 404/] })

/** From the login dialog to the stand-in of Apple's authorisation page, consent given on the way. */
async function openApplePage(page: Page) {
  await page.getByTestId('login-entry').click()
  const dialog = loginDialog(page)
  await dialog.getByRole('button', { name: '通过 Apple 登录' }).click()
  await page.getByRole('dialog', { name: '阅读并同意' }).getByRole('button', { name: '同意并继续' }).click()
  await expect(page).toHaveURL(/\/__sandbox\/apple\/authorize\?/)
  const url = new URL(page.url())
  expect(url.searchParams.get('response_mode')).toBe('fragment')
  expect(url.searchParams.get('state')).toMatch(/^ap[A-Za-z0-9]{6,18}$/)
  expect(url.searchParams.get('nonce')).toMatch(/^[0-9a-f]{64}$/)
  await expect(page.getByRole('heading', { name: /通过 Apple 登录/ })).toBeVisible()
}

test('Sign in with Apple through the stand-in: a new Apple ID verifies a phone and lands logged in where it started; then it logs in alone', async ({
  page,
}) => {
  await page.goto('/help')
  await hydrated(page)
  await openApplePage(page)
  await page.getByRole('button', { name: /使用新的 Apple ID 继续/ }).click()

  // Back on the site with the token in the fragment, which leaves the address bar at once.
  await expect(page).toHaveURL(/\/redirect\/callback\?platform=apple$/)
  await hydrated(page)
  const phone = await verifyPhoneOnCallback(page, '/help')

  // Logged out, the same Apple ID signs in again without a phone.
  await page.context().clearCookies()
  await page.goto('/')
  await hydrated(page)
  await openApplePage(page)
  const option = page.locator('select[name="sub"] option', { hasText: phone })
  await page.locator('select[name="sub"]').selectOption((await option.getAttribute('value'))!)
  await page.getByRole('button', { name: /使用已绑定的 Apple ID 继续/ }).click()
  await expect(page).toHaveURL('/')
  await expect(page.getByTestId('user-menu')).toBeVisible()
  await expect(page.getByTestId('toasts')).toContainText('登录成功')
  await putOffCompleteInfo(page)
})

test('a cancelled Apple sign-in returns where it started, logged out', async ({ page }) => {
  await page.goto('/download')
  await hydrated(page)
  await openApplePage(page)
  await page.getByRole('button', { name: /取消/ }).click()
  await expect(page).toHaveURL('/download')
  await expect(page.getByTestId('toasts')).toContainText('已取消 Apple 登录')
  await expect(page.getByTestId('login-entry')).toBeVisible()
})
