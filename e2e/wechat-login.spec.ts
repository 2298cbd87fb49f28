import { expect, hydrated, test } from './fixtures'
import { freshPhone, loginDialog, openUserMenuItem, qrSubToken, scanQr, smsCode } from './sandbox'

test('a new WeChat user logs in by QR, verifies a phone and has WeChat bound', async ({ page }) => {
  await page.goto('/')
  await hydrated(page)
  await page.getByTestId('login-entry').click()
  const dialog = loginDialog(page)

  // Switching to WeChat asks for the consent first.
  await dialog.getByRole('button', { name: '微信登录' }).click()
  const consent = page.getByRole('dialog', { name: '阅读并同意' })
  await consent.getByRole('button', { name: '同意并继续' }).click()
  await expect(consent).toBeHidden()
  await expect(dialog.getByRole('heading', { name: '微信扫码登录' })).toBeVisible()
  await expect(dialog.getByRole('checkbox')).toBeChecked()

  const scan = await scanQr(page.request, await qrSubToken(dialog.getByTestId('wechat-qr')), 'new')
  expect(scan.state).toBe(2) // waiting connect: a new WeChat must verify a phone

  await expect(dialog.getByRole('heading', { name: '验证手机号' })).toBeVisible()
  const phone = freshPhone()
  await dialog.getByLabel('手机号').fill(phone)
  await dialog.getByTestId('send-code').click()
  await dialog.getByLabel('验证码').fill(await smsCode(page.request, phone, 0))
  await dialog.getByLabel('验证码').press('Enter')
  await expect(dialog).toBeHidden()
  await expect(page.getByTestId('user-menu')).toBeVisible()

  await openUserMenuItem(page, '账号安全')
  await expect(page).toHaveURL('/profile/account-security')
  await expect(page.getByTestId('security-phone')).toHaveText(`${phone.slice(0, 3)}****${phone.slice(7)}`)
  await expect(page.getByTestId('security-wechat')).toHaveText('已绑定')

  // The same WeChat now logs straight in.
  await page.getByTestId('user-menu').click()
  await page.getByRole('button', { name: '退出登录' }).click()
  await expect(page).toHaveURL('/')
  await page.getByTestId('login-entry').click()
  await dialog.getByRole('checkbox').check()
  await dialog.getByRole('button', { name: '微信登录' }).click()
  const again = await scanQr(page.request, await qrSubToken(dialog.getByTestId('wechat-qr')), 'bound', scan.openid)
  expect(again.state).toBe(3)
  await expect(dialog).toBeHidden()
  await expect(page.getByTestId('user-menu')).toBeVisible()
})
