import AxeBuilder from '@axe-core/playwright'
import { HEADERS, WEB_APP_ID } from '../shared/api'
import { DEFAULT_PHONE_CC } from '../shared/constants'
import { LoginType, ServerCode } from '../shared/enums'
import { expect, test } from './fixtures'
import { captchaPanel, freshPhone, openLoginDialog, smsCode } from './sandbox'

/** The captcha rule's threshold for `npm start` and the journeys (wrangler.toml SMS_CAPTCHA_AFTER). */
const CAPTCHA_AFTER = 3

// Each journey sends from an address of its own (e2e/fixtures.ts), so only this journey's sends count here.

test('the fourth code send from one address asks for the captcha; solving it sends the code and the login completes', async ({ page, baseURL }) => {
  const headers = { [HEADERS.appId]: WEB_APP_ID, origin: baseURL! }
  for (let count = 0; count < CAPTCHA_AFTER; count++) {
    const sent = await page.request.post('/api/main/v1/user/send_verify_code', {
      headers,
      data: { phone: freshPhone(), phone_cc: DEFAULT_PHONE_CC, scene: LoginType.Login },
    })
    expect((await sent.json()).code).toBe(0)
  }

  const dialog = await openLoginDialog(page)
  const phone = freshPhone()
  await dialog.getByLabel('手机号').fill(phone)
  const consent = dialog.getByRole('checkbox', { name: /我已阅读并同意/ })
  await consent.check() // ticked before the send

  const refused = page.waitForResponse((response) => response.url().endsWith('/v1/user/send_verify_code'))
  await dialog.getByTestId('send-code').click()
  expect(await (await refused).json()).toMatchObject({ code: ServerCode.CaptchaRequired, data: { captcha: { kind: 'sandbox' } } })

  // The captcha, under the code field: no toast, no countdown, nothing typed is lost.
  const captcha = captchaPanel(dialog)
  await expect(captcha).toBeVisible()
  await expect(captcha).toHaveAccessibleName('请先完成安全验证')
  await expect(page.getByTestId('toasts')).not.toContainText('请先完成安全验证')
  await expect(dialog.getByTestId('send-code')).toHaveText('获取验证码')
  await expect(dialog.getByLabel('手机号')).toHaveValue(phone)
  await expect(consent).toBeChecked()
  const axe = await new AxeBuilder({ page }).include('[data-testid="captcha"]').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze()
  expect(axe.violations.map((violation) => violation.id)).toEqual([])
  await page.screenshot({ path: test.info().outputPath('captcha.png') })

  // Keyboard: the stand-in has the focus when it appears; Space ticks it.
  const check = captcha.getByRole('checkbox', { name: '我不是机器人' })
  await expect(check).toBeFocused()
  const resent = page.waitForRequest((request) => request.url().endsWith('/v1/user/send_verify_code') && request.postDataJSON().captcha_verify_param)
  await page.keyboard.press('Space')
  expect((await resent).postDataJSON()).toMatchObject({ phone, captcha_verify_param: expect.any(String) })
  await expect(captcha).toBeHidden()
  // The focus goes where the code is typed, not to the page the panel leaves behind.
  await expect(dialog.getByLabel('验证码')).toBeFocused()
  await expect(page.getByTestId('toasts')).toContainText('验证码已发送')
  await expect(dialog.getByTestId('send-code')).toHaveText(/^\d+ 秒后重新获取$/)

  await dialog.getByLabel('验证码').fill(await smsCode(page.request, phone, LoginType.Login))
  await dialog.getByRole('button', { name: '登录', exact: true }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByTestId('user-menu')).toBeVisible()
})
