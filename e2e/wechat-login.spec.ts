import { expect, hydrated, test } from './fixtures'
import {
  chooseWechatLogin,
  freshPhone,
  openLoginDialog,
  openUserMenuItem,
  putOffCompleteInfo,
  qrSubToken,
  scanQr,
  sendCode,
  smsCode,
  verifyPhoneOnCallback,
} from './sandbox'

test('a new WeChat user logs in by QR, verifies a phone and has WeChat bound', async ({ page }) => {
  const dialog = await openLoginDialog(page)

  // Switching to WeChat asks for the consent first; leaving the empty phone for it is no phone error.
  const phoneField = dialog.getByLabel('手机号')
  await phoneField.focus()
  await dialog.getByRole('button', { name: '微信登录' }).click()
  const consent = page.getByRole('dialog', { name: '阅读并同意' })
  await expect(consent).toBeVisible()
  await expect(dialog.getByText('请输入手机号')).toHaveCount(0)
  await consent.getByRole('button', { name: '取消' }).click()
  await expect(dialog.getByText('请输入手机号')).toHaveCount(0)
  // Moving on to the code field is still the phone's blur check (spec section 5).
  await phoneField.focus()
  await page.keyboard.press('Tab')
  await expect(dialog.getByText('请输入手机号')).toBeVisible()
  await dialog.getByRole('button', { name: '微信登录' }).click()
  await consent.getByRole('button', { name: '同意并继续' }).click()
  await expect(consent).toBeHidden()
  await expect(dialog.getByRole('heading', { name: '微信扫码登录' })).toBeVisible()
  await expect(dialog.getByRole('checkbox')).toBeChecked()

  const scan = await scanQr(page.request, await qrSubToken(dialog.getByTestId('wechat-qr')), 'new')
  expect(scan.state).toBe(2) // waiting connect: a new WeChat must verify a phone

  await expect(dialog.getByRole('heading', { name: '验证手机号' })).toBeVisible()
  const phone = freshPhone()
  await dialog.getByLabel('手机号').fill(phone)
  await sendCode(dialog)
  await dialog.getByLabel('验证码').fill(await smsCode(page.request, phone, 0))
  await dialog.getByLabel('验证码').press('Enter')
  await expect(dialog).toBeHidden()
  await expect(page.getByTestId('user-menu')).toBeVisible()
  await putOffCompleteInfo(page)

  await openUserMenuItem(page, '账号安全')
  await expect(page).toHaveURL('/profile/account-security')
  await expect(page.getByTestId('security-phone')).toHaveText(`${phone.slice(0, 3)}****${phone.slice(7)}`)
  await expect(page.getByTestId('security-wechat')).toHaveText('已绑定')

  // The same WeChat now logs straight in.
  await page.getByTestId('user-menu').click()
  await page.getByRole('button', { name: '退出登录' }).click()
  await expect(page).toHaveURL('/')
  await page.getByTestId('login-entry').click()
  await chooseWechatLogin(dialog)
  const again = await scanQr(page.request, await qrSubToken(dialog.getByTestId('wechat-qr')), 'bound', scan.openid)
  expect(again.state).toBe(3)
  await expect(dialog).toBeHidden()
  await expect(page.getByTestId('user-menu')).toBeVisible()
  await putOffCompleteInfo(page)
})

test.describe('inside the WeChat browser', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.42(0x18002a2a) NetType/WIFI Language/zh_CN',
    viewport: { width: 375, height: 740 },
    // The sandbox's authorisation page links no icon, so the browser asks for /favicon.ico and logs its 404.
    expectedConsole: [/Failed to load resource: the server responded with a status of 404/],
  })

  test('WeChat login goes through the OAuth page and the callback logs the visitor in where they were', async ({ page }) => {
    const dialog = await openLoginDialog(page, '/help')
    await chooseWechatLogin(dialog)

    // WeChat's authorisation page (played by the sandbox) instead of a QR.
    await expect(page).toHaveURL(/\/__sandbox\/wechat\/authorize\?/)
    const state = new URL(page.url()).searchParams.get('state')
    expect(state).toMatch(/^wx[A-Za-z0-9]{6,18}$/)
    await page.getByRole('button', { name: /授权（新微信用户）/ }).click()

    await expect(page).toHaveURL(/\/redirect\/callback\?/)
    const callback = new URL(page.url())
    expect(callback.searchParams.get('state')).toBe(state)
    expect(callback.searchParams.get('redirect')).toBe('/help')
    expect(callback.searchParams.get('platform')).toBe('wx')
    expect(callback.searchParams.get('scene')).toBe('2')
    await hydrated(page)

    // A new WeChat verifies a phone on the callback page, then lands where it started.
    await verifyPhoneOnCallback(page, '/help')
  })

  test('a callback whose state this browser did not issue is refused', async ({ page }) => {
    await page.goto('/redirect/callback?code=forged&state=wxForged123&redirect=%2F&platform=wx&source=924&scene=2')
    await hydrated(page)
    await expect(page.getByRole('alert')).toHaveText('授权信息已失效，请重新登录')
    await expect(page.getByRole('link', { name: '返回首页' })).toBeVisible()
  })
})
