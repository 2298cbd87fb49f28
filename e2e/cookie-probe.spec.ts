import { expect, test } from './fixtures'
import { openLoginDialog } from './sandbox'

const MESSAGE = '当前浏览器已禁用 Cookie，登录状态将无法保存。请在浏览器设置中允许本站使用 Cookie 后重新登录。'

test('a visitor whose browser refuses cookies is told so in the login dialog', async ({ page }) => {
  // What a browser with cookies turned off reports (Chromium's setting cannot be driven here).
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'cookieEnabled', { get: () => false }))
  const dialog = await openLoginDialog(page)
  await expect(dialog.getByRole('alert')).toHaveText(MESSAGE)
})

test('with cookies on the login dialog says nothing about them', async ({ page }) => {
  const dialog = await openLoginDialog(page)
  await expect(dialog.getByRole('textbox').first()).toBeVisible()
  await expect(dialog.getByTestId('cookies-disabled')).toHaveCount(0)
})
