import { COOKIES } from '../shared/constants'
import { expect, hydrated, test } from './fixtures'
import { freshPhone, loginDialog, loginWithCode, openUserMenuItem } from './sandbox'

// The expired login's call answers 401, which the browser reports.
test.use({ expectedConsole: [/Failed to load resource: the server responded with a status of 401/] })

test('a 401 of the main scene forgets the login, says why and reopens the login dialog', async ({ page, context }) => {
  await page.goto('/')
  await hydrated(page)
  await loginWithCode(page, freshPhone())
  // In the app (links from the home page are full page loads, decision 043, which the server answers logged out).
  await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '下载' }).click()
  await page.waitForURL('/download')
  await hydrated(page)

  // The login ends behind the page's back: its token cookie is gone.
  await context.clearCookies({ name: COOKIES.token })
  await openUserMenuItem(page, '设备管理')

  await expect(page.getByTestId('toasts')).toContainText('身份验证过期，请重新登录')
  const dialog = loginDialog(page)
  await expect(dialog.getByRole('heading', { name: '手机验证码登录' })).toBeVisible()
  // The main scene is logged out: the header offers login and the profile page sent us home.
  await expect(page).toHaveURL('/')
  await expect(page.getByTestId('login-entry')).toBeVisible()
})
