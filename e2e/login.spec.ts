import { ServerCode } from '../shared/enums'
import { expect, hydrated, test } from './fixtures'
import { chooseWechatLogin, freshPhone, loginDialog, openLoginDialog, qrSubToken, scanQr, sendCode, smsCode } from './sandbox'

const DEMO_PHONE = '13800138000'

test('a visitor logs in by phone code, sees the panel, binds WeChat in account security and is sent home on logout', async ({ page }) => {
  await page.goto('/')
  await hydrated(page)
  // A full reload would lose this marker: the login must update the page in place.
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1))

  await page.getByTestId('login-entry').click()
  const dialog = loginDialog(page)
  await expect(dialog.getByRole('heading', { name: '手机验证码登录' })).toBeVisible()
  const phone = dialog.getByLabel('手机号')
  const code = dialog.getByLabel('验证码')
  const send = dialog.getByTestId('send-code')
  await expect(phone).toHaveAttribute('maxlength', '128')
  await expect(code).toHaveAttribute('maxlength', '6')

  // Nothing filled in: both fields say what is wrong, and the send button waits for a phone.
  await expect(send).toBeDisabled()
  await dialog.getByRole('button', { name: '登录', exact: true }).click()
  await expect(dialog.getByText('请输入手机号')).toBeVisible()
  await expect(dialog.getByText('请输入正确的验证码')).toBeVisible()
  await phone.fill('12345678901')
  await expect(send).toBeDisabled()

  await phone.fill(DEMO_PHONE)
  await sendCode(dialog)
  await expect(page.getByTestId('toasts')).toContainText('验证码已发送')
  await expect(send).toBeDisabled()
  await expect(send).toHaveText(/^\d+ 秒后重新获取$/)

  // The cooldown survives a reload.
  await page.reload()
  await hydrated(page)
  await page.getByTestId('login-entry').click()
  await dialog.getByLabel('手机号').fill(DEMO_PHONE)
  await expect(send).toBeDisabled()
  await expect(send).toHaveText(/^\d+ 秒后重新获取$/)
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1))

  await code.fill(await smsCode(page.request, DEMO_PHONE, 0))
  // Logging in before agreeing asks for the consent first, then logs in.
  const loginResponse = page.waitForResponse((response) => response.url().endsWith('/api/main/v1/ow/login'))
  await dialog.getByRole('button', { name: '登录', exact: true }).click()
  const consent = page.getByRole('dialog', { name: '阅读并同意' })
  await expect(consent.getByRole('link', { name: '《用户协议》' })).toBeVisible()
  await expect(consent.getByRole('link', { name: '《隐私政策》' })).toBeVisible()
  await consent.getByRole('button', { name: '同意并继续' }).click()
  const answer = await loginResponse
  expect(await answer.json()).not.toHaveProperty('data.token')
  await expect(dialog).toBeHidden()
  await expect(page.getByTestId('toasts')).toContainText('登录成功')

  // The header shows the user without a reload, and no script can read the token.
  const menu = page.getByTestId('user-menu')
  await expect(menu).toContainText('陈摄影工作室')
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1)
  expect(await page.evaluate(() => document.cookie)).not.toContain('ow_token')

  // The demo studio has flag 4 and has not completed its details: the form follows the login; it puts it off.
  const completeInfo = page.getByTestId('complete-info-dialog')
  await expect(completeInfo.getByRole('heading', { name: '完善机构信息' })).toBeVisible()
  await completeInfo.getByRole('button', { name: '稍后再说' }).click()
  await expect(completeInfo).toBeHidden()

  // The panel: the demo account's organisation, counts, points, storage and AIGC points.
  await menu.click()
  const panel = page.getByTestId('user-panel')
  await expect(panel.getByTestId('panel-name')).toHaveText('陈摄影工作室')
  await expect(panel.getByTestId('panel-org')).toHaveText('陈记摄影工作室摄影工作室')
  await expect(panel.getByTestId('panel-counts')).toContainText('1280/3000')
  await expect(panel.getByTestId('panel-counts').getByRole('img', { name: '非 VIP 会员' })).toBeVisible()
  await expect(panel.getByTestId('panel-points')).toContainText('2680')
  await expect(panel.getByTestId('panel-storage')).toContainText('64.5GB/100GB')
  await expect(panel.getByTestId('panel-aigc')).toContainText('350')
  await expect(panel.getByRole('link')).toHaveText(['账号安全', '我的套餐', '设备管理'])

  // A first page load as a logged-in user renders the user on the server: no flash of the login button.
  const html = await (await page.request.get('/download')).text()
  expect(html).toContain('陈摄影工作室')
  expect(html).not.toContain('data-testid="login-entry"')

  await panel.getByRole('link', { name: '账号安全' }).click()
  await expect(page).toHaveURL('/profile/account-security')
  // The home page's links load the next page whole (decision 043); from here the app navigates in place.
  await hydrated(page)
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 2))
  await expect(page.getByTestId('security-phone')).toHaveText('138****8000')
  await expect(page.getByTestId('security-wechat')).toHaveText('未绑定')

  // Bind WeChat: the sandbox scans the rebind QR as a WeChat nobody has bound yet.
  await page.getByRole('button', { name: '绑定', exact: true }).click()
  const bind = page.getByRole('dialog', { name: '绑定微信' })
  await scanQr(page.request, await qrSubToken(bind.getByTestId('wechat-qr')), 'new')
  await expect(bind).toBeHidden()
  await expect(page.getByTestId('toasts')).toContainText('微信绑定成功')
  await expect(page.getByTestId('security-wechat')).toHaveText('已绑定')
  await expect(page.getByRole('button', { name: '解绑' })).toBeVisible()

  // Logout leaves the profile page for home.
  await menu.click()
  await panel.getByRole('button', { name: '退出登录' }).click()
  await expect(page).toHaveURL('/')
  await expect(page.getByTestId('login-entry')).toBeVisible()
  await expect(page.getByTestId('toasts')).toContainText('已退出登录')
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(2)
  await page.goto('/profile/account-security')
  await expect(page).toHaveURL('/')
})

test.describe('when the QR cannot be fetched', () => {
  // The browser reports the failed request itself.
  test.use({ expectedConsole: [/Failed to load resource: the server responded with a status of 503/] })

  test('the WeChat panel shows the maintenance notice', async ({ page }) => {
    await page.route('**/api/main/v1/wechat/oa_qrcode*', (route) => route.fulfill({ status: 503, body: 'down' }))
    const dialog = await openLoginDialog(page)
    await chooseWechatLogin(dialog)
    await expect(dialog.getByRole('heading', { name: '微信扫码登录' })).toBeVisible()
    await expect(dialog.getByRole('alert')).toContainText('系统维护中')
    // The notice replaces the toast: nothing else pops up.
    await expect(page.getByTestId('toasts')).toBeEmpty()
  })
})

test('the QR expires after expires_in and a click fetches a new one', async ({ page }) => {
  await page.clock.install()
  const dialog = await openLoginDialog(page)
  await dialog.getByRole('checkbox').check()
  const first = page.waitForResponse((response) => response.url().includes('/wechat/oa_qrcode'))
  await dialog.getByRole('button', { name: '微信登录' }).click()
  const { data } = (await (await first).json()) as { data: { sub_token: string; expires_in: number } }
  const qr = dialog.getByTestId('wechat-qr')
  await expect(qr).toHaveAttribute('data-sub-token', data.sub_token)
  await expect(dialog.getByText('请使用微信扫一扫，关注公众号后即可登录')).toBeVisible()

  await page.clock.fastForward(data.expires_in * 1000)
  await expect(qr).toHaveAttribute('data-status', 'expired')
  const refreshed = page.waitForResponse((response) => response.url().includes('/wechat/oa_qrcode'))
  await qr.getByRole('button', { name: /二维码已过期/ }).click()
  const next = (await (await refreshed).json()) as { data: { sub_token: string } }
  expect(next.data.sub_token).not.toBe(data.sub_token)
  await expect(qr).toHaveAttribute('data-sub-token', next.data.sub_token)
})

test('five wrong codes burn the code: the send button opens at once, and a new code logs in', async ({ page }) => {
  // Submits are throttled to one a second: the page's clock moves on between tries.
  await page.clock.install()
  const dialog = await openLoginDialog(page)
  const phone = freshPhone()
  await dialog.getByLabel('手机号').fill(phone)
  await sendCode(dialog)
  const code = dialog.getByLabel('验证码')
  // The focus is where the code goes, not on the button that was just disabled.
  await expect(code).toBeFocused()
  const right = await smsCode(page.request, phone, 0)
  await code.fill(right === '000000' ? '111111' : '000000')
  const send = dialog.getByTestId('send-code')
  for (let attempt = 1; attempt <= 5; attempt++) {
    const answered = page.waitForResponse((response) => response.url().endsWith('/api/main/v1/ow/login'))
    await dialog.getByRole('button', { name: '登录', exact: true }).click()
    const { code: refusal } = (await (await answered).json()) as { code: number }
    expect(refusal).toBe(attempt < 5 ? ServerCode.VerifyCodeWrong : ServerCode.VerifyCodeBurnt)
    // Four wrong tries leave the code usable: the cooldown holds.
    if (attempt < 5) await expect(send).toHaveText(/^\d+ 秒后重新获取$/)
    await page.clock.fastForward(1_100)
  }
  await expect(page.getByTestId('toasts')).toContainText('验证码错误次数过多，请重新获取')
  await expect(send).toHaveText('获取验证码')
  await expect(send).toBeEnabled()
  await sendCode(dialog)
  await code.fill(await smsCode(page.request, phone, 0))
  await dialog.getByRole('button', { name: '登录', exact: true }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByTestId('user-menu')).toBeVisible()
})
