import { expect, hydrated, test } from './fixtures'
import {
  chooseWechatLogin,
  freshPhone,
  loginDialog,
  loginWithCode,
  openLoginDialog,
  openUserMenuItem,
  putOffCompleteInfo,
  qrSubToken,
  scanQr,
  sendCode,
  smsCode,
} from './sandbox'

test('a delayed cancellation logs out, and the next login offers to call it off', async ({ page }) => {
  const phone = freshPhone()
  await page.goto('/')
  await hydrated(page)
  await loginWithCode(page, phone)
  await openUserMenuItem(page, '账号安全')
  await expect(page).toHaveURL('/profile/account-security')

  // Bind a WeChat first: it logs the account in again later without waiting out the SMS cooldown.
  await page.getByRole('button', { name: '绑定', exact: true }).click()
  const { openid } = await scanQr(page.request, await qrSubToken(page.getByRole('dialog', { name: '绑定微信' }).getByTestId('wechat-qr')), 'new')
  await expect(page.getByTestId('security-wechat')).toHaveText('已绑定')

  // Cancellation starts with the account verification by phone (no WeChat tab for it).
  await page.getByRole('button', { name: '注销账号' }).click()
  const verify = page.getByRole('dialog', { name: '账号验证' })
  await expect(verify.getByText(`验证码将发送至 ${phone.slice(0, 3)}****${phone.slice(7)}`)).toBeVisible()
  await expect(verify.getByRole('tab')).toHaveCount(0)
  await verify.getByRole('button', { name: '确认' }).click()
  await expect(verify.getByText('请输入正确的验证码')).toBeVisible()
  await verify.getByTestId('send-code').click()
  await verify.getByLabel('验证码').fill(await smsCode(page.request, phone, 1))
  await verify.getByRole('button', { name: '确认' }).click()

  // The delay view, the immediate view by its link, and back.
  const cancel = page.getByTestId('cancel-account')
  await expect(cancel.getByRole('heading')).toHaveText('账号注销中')
  await expect(cancel).toContainText('14 天冷静期')
  await cancel.getByRole('button', { name: '不想等待？立即注销' }).click()
  await expect(cancel.getByRole('heading')).toHaveText('立即注销确认')
  await cancel.getByRole('button', { name: '返回，使用冷静期注销' }).click()
  await expect(cancel.getByRole('heading')).toHaveText('账号注销中')
  await cancel.getByRole('button', { name: '确认注销' }).click()

  // Logged out locally, told about the cooling period, and sent home from the profile page.
  await expect(page.getByTestId('toasts')).toContainText('14 天注销冷静期')
  await expect(page).toHaveURL('/')
  await expect(page.getByTestId('login-entry')).toBeVisible()

  // The next login (by the bound WeChat) is reminded of the cancellation and may call it off.
  await page.getByTestId('login-entry').click()
  const dialog = loginDialog(page)
  await chooseWechatLogin(dialog)
  await scanQr(page.request, await qrSubToken(dialog.getByTestId('wechat-qr')), 'bound', openid)
  const reminder = page.getByRole('dialog', { name: '登录提醒' })
  await expect(reminder).toContainText(/将于 \d{4}-\d{2}-\d{2} \d{2}:\d{2} 完成注销/)
  await expect(reminder.getByRole('button')).toHaveText(['取消', '终止注销并继续登录'])
  await reminder.getByRole('button', { name: '终止注销并继续登录' }).click()
  await expect(reminder).toBeHidden()
  await expect(dialog).toBeHidden()
  await expect(page.getByTestId('user-menu')).toBeVisible()
  await putOffCompleteInfo(page)

  // Called off: account security opens again, the account intact.
  await openUserMenuItem(page, '账号安全')
  await expect(page.getByTestId('security-wechat')).toHaveText('已绑定')
})

test('an account whose merchant is being cancelled may only cancel the login', async ({ page }) => {
  const phone = '13800138003' // demo: 吴海峰, merchant 北城儿童摄影 being cancelled
  const dialog = await openLoginDialog(page)
  await dialog.getByLabel('手机号').fill(phone)
  await sendCode(dialog)
  await dialog.getByLabel('验证码').fill(await smsCode(page.request, phone, 0))
  await dialog.getByRole('checkbox').check()
  await dialog.getByRole('button', { name: '登录', exact: true }).click()
  const reminder = page.getByRole('dialog', { name: '登录提醒' })
  await expect(reminder).toContainText('该账号所属商家正在注销，无法恢复')
  await expect(reminder.getByRole('button')).toHaveText(['取消'])
  await reminder.getByRole('button', { name: '取消' }).click()
  await expect(reminder).toBeHidden()
  await expect(dialog).toBeHidden()
  await expect(page.getByTestId('login-entry')).toBeVisible()
})

test('an account with a pending revenue share is told so and stays as it was', async ({ page }) => {
  const phone = '13800138004' // demo: 郑可欣, organisation with a pending revenue share
  await page.goto('/')
  await hydrated(page)
  await loginWithCode(page, phone)
  await openUserMenuItem(page, '账号安全')
  await page.getByRole('button', { name: '注销账号' }).click()
  const verify = page.getByRole('dialog', { name: '账号验证' })
  await verify.getByTestId('send-code').click()
  await verify.getByLabel('验证码').fill(await smsCode(page.request, phone, 1))
  await verify.getByRole('button', { name: '确认' }).click()
  const cancel = page.getByTestId('cancel-account')
  await cancel.getByRole('button', { name: '确认注销' }).click()
  await expect(page.getByTestId('toasts')).toContainText('您的账号仍在参与分成，请联系客服')
  // Nothing else: no new verification, still logged in, still on the page.
  await expect(cancel.getByRole('heading')).toHaveText('账号注销中')
  await expect(verify).toBeHidden()
  await expect(page).toHaveURL('/profile/account-security')
  await expect(page.getByTestId('user-menu')).toBeVisible()
})
