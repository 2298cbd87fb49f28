import { expect, hydrated, test } from './fixtures'
import { freshPhone, loginWithCode, openUserMenuItem, qrSubToken, scanQr, sendCode, smsCode } from './sandbox'

const masked = (phone: string) => `${phone.slice(0, 3)}****${phone.slice(7)}`

test('a user proves the account by WeChat, changes phone, then unbinds WeChat with a safety code', async ({ page }) => {
  const phone = freshPhone()
  await page.goto('/')
  await hydrated(page)
  await loginWithCode(page, phone)
  await openUserMenuItem(page, '账号安全')
  await page.getByRole('button', { name: '绑定', exact: true }).click()
  await scanQr(page.request, await qrSubToken(page.getByRole('dialog', { name: '绑定微信' }).getByTestId('wechat-qr')), 'new')
  await expect(page.getByTestId('security-wechat')).toHaveText('已绑定')

  // Changing the phone starts with the account verification; a bound WeChat adds its tab.
  await page.getByRole('button', { name: '更换手机号' }).click()
  const verify = page.getByRole('dialog', { name: '账号验证' })
  await expect(verify.getByRole('tab')).toHaveText(['手机验证', '微信验证'])
  await expect(verify.getByRole('tab', { name: '手机验证' })).toHaveAttribute('aria-selected', 'true')
  await verify.getByRole('tab', { name: '微信验证' }).click()
  // The bound WeChat scans the QR: "verifying", then the dialog closes by itself.
  await scanQr(page.request, await qrSubToken(verify.getByTestId('wechat-qr')), 'bound')
  await expect(verify.getByText('验证中')).toBeVisible()
  await expect(verify).toBeHidden()

  const change = page.getByRole('dialog', { name: '更换手机号' })
  const newPhone = change.getByLabel('新手机号')
  // Whether a number is taken is asked once the user has agreed to the policies.
  await change.getByRole('checkbox', { name: /我已阅读并同意/ }).check()
  await newPhone.fill('13800138000') // a demo account's phone
  await newPhone.blur()
  await expect(change.getByText('该手机号已存在')).toBeVisible()
  await expect(change.getByTestId('send-code')).toBeDisabled()

  const next = freshPhone()
  await newPhone.fill(next)
  await sendCode(change)
  await change.getByLabel('验证码').fill(await smsCode(page.request, next, 0))
  await change.getByRole('button', { name: '确认' }).click()
  await expect(change).toBeHidden()
  await expect(page.getByTestId('toasts')).toContainText('手机号更换成功')
  await expect(page.getByTestId('security-phone')).toHaveText(masked(next))

  // Unbinding asks first, then for a safety code sent to the (new) phone.
  await page.getByRole('button', { name: '解绑' }).click()
  const question = page.getByRole('dialog', { name: '解绑微信' })
  // A confirm that ends something is not in the primary (orange) colour.
  await expect(question.getByRole('button', { name: '确认' })).toHaveCSS('background-color', 'rgb(217, 48, 37)')
  await question.getByRole('button', { name: '确认' }).click()
  await expect(question).toBeHidden()
  await expect(verify.getByText(`验证码将发送至 ${masked(next)}`)).toBeVisible()
  await expect(verify.getByRole('tab')).toHaveCount(0)
  await verify.getByTestId('send-code').click()
  await verify.getByLabel('验证码').fill(await smsCode(page.request, next, 2))
  await verify.getByRole('button', { name: '确认' }).click()
  await expect(verify).toBeHidden()
  await expect(page.getByTestId('toasts')).toContainText('微信已解绑')
  await expect(page.getByTestId('security-wechat')).toHaveText('未绑定')
})

test("the device page lists the demo account's machines, and one can be removed", async ({ page }) => {
  await page.goto('/')
  await hydrated(page)
  await loginWithCode(page, '13800138002') // demo: 周婉清, a Mac and a Windows PC
  // A full load of a profile page while logged in: rendered by the server with the user, then hydrated.
  await page.goto('/profile/device')
  await hydrated(page)
  await expect(page.getByTestId('user-menu')).toContainText('周婉清')
  const devices = page.getByTestId('devices').getByRole('listitem')
  await expect(devices).toHaveCount(2)
  await expect(devices.getByRole('heading')).toHaveText(['XingHe-Studio', 'XINGHE-RETOUCH-01'])
  await expect(devices.first()).toContainText('Mac · Apple 芯片')
  await expect(devices.first()).toContainText('可用 30.2GB / 共 64GB')
  await expect(devices.nth(1)).toContainText('Windows 11 专业版 24H2')
  await expect(devices.nth(1)).toContainText('6.8.0（已是最新版本）')

  // The Windows PC is taken off the list after a question whose confirm is a danger button.
  await devices.nth(1).getByRole('button', { name: '移除设备' }).click()
  const question = page.getByRole('dialog', { name: '移除设备' })
  await expect(question).toContainText('确定将「XINGHE-RETOUCH-01」从设备列表中移除吗？')
  await expect(question.getByRole('button', { name: '移除' })).toHaveCSS('background-color', 'rgb(217, 48, 37)')
  await question.getByRole('button', { name: '移除' }).click()
  await expect(question).toBeHidden()
  await expect(page.getByTestId('toasts')).toContainText('设备已移除')
  await expect(devices.getByRole('heading')).toHaveText(['XingHe-Studio'])
  await page.reload()
  await expect(devices.getByRole('heading')).toHaveText(['XingHe-Studio'])
})
