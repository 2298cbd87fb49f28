import type { Locator, Page } from '@playwright/test'
import { POLICY_LINKS } from '../shared/constants'
import { expect, hydrated, test } from './fixtures'
import { freshPhone, loginDialog, loginWithCode, openLoginDialog, openUserMenuItem, qrSubToken, scanQr, sendCode, smsCode } from './sandbox'

// The Apple stand-in's page links no icon, so the browser asks for /favicon.ico and logs its 404.
test.use({ expectedConsole: [/Failed to load resource: the server responded with a status of 404/] })

/**
 * Every request that carries `phone` (in its address or body), with whether the consent
 * box had been ticked when it left: the proof that a number never leaves before consent.
 */
function watchPhone(page: Page, phone: string) {
  const state = { agreed: false, sent: [] as Array<{ path: string; agreed: boolean }> }
  page.on('request', (request) => {
    if (!request.url().includes(phone) && !(request.postData() ?? '').includes(phone)) return
    state.sent.push({ path: new URL(request.url()).pathname, agreed: state.agreed })
  })
  return state
}

/**
 * `attempt` (a send or a submit) without consent opens the "read and agree" question with
 * the policies; cancelling it sends nothing. Ticking the box lets the next attempt go.
 */
async function blockedUntilAgreed(page: Page, scope: Locator, phone: string, attempt: () => Promise<void>, sentPath: RegExp) {
  const watch = watchPhone(page, phone)
  await attempt()
  const question = page.getByRole('dialog', { name: '阅读并同意' })
  await expect(question).toBeVisible()
  await expect(question.getByRole('link', { name: '《用户协议》' })).toHaveAttribute('href', POLICY_LINKS.userAgreement.href)
  await expect(question.getByRole('link', { name: '《隐私政策》' })).toHaveAttribute('href', POLICY_LINKS.privacyPolicy.href)
  await question.getByRole('button', { name: '取消' }).click()
  await expect(question).toBeHidden()

  const box = scope.getByRole('checkbox', { name: /我已阅读并同意/ })
  await expect(box).not.toBeChecked()
  watch.agreed = true
  await box.check()
  await attempt()
  await expect.poll(() => watch.sent.some((each) => sentPath.test(each.path))).toBe(true)
  expect(watch.sent.filter((each) => !each.agreed)).toEqual([])
}

test('the login dialog sends no phone before consent', async ({ page }) => {
  const dialog = await openLoginDialog(page)
  const phone = freshPhone()
  await dialog.getByLabel('手机号').fill(phone)
  await blockedUntilAgreed(page, dialog, phone, () => dialog.getByTestId('send-code').click(), /send_verify_code/)
})

test('a consultation sends no phone before consent, neither the code nor the form', async ({ page }) => {
  await page.goto('/help')
  await hydrated(page)
  await page.getByTestId('consultation-entry').first().click()
  const dialog = page.getByTestId('consultation-dialog')
  const phone = freshPhone()
  await dialog.getByLabel('手机号').fill(phone)
  await blockedUntilAgreed(page, dialog, phone, () => dialog.getByTestId('send-code').click(), /send_verify_code/)
})

test('a market cooperation sends no contact phone before consent', async ({ page }) => {
  await page.goto('/guide')
  await hydrated(page)
  await page.getByTestId('consultation-entry').first().click()
  const dialog = page.getByTestId('consultation-dialog')
  await dialog.getByText('市场合作', { exact: true }).click()
  const phone = freshPhone()
  await dialog.getByText('渠道代理', { exact: true }).click()
  await dialog.getByLabel('姓名').fill('王经理')
  await dialog.getByLabel('联系电话').fill(phone)
  await dialog.getByLabel('公司名称').fill('某某影像科技')
  await dialog.getByLabel('省份', { exact: true }).selectOption({ label: '湖北省' })
  const city = dialog.getByLabel('城市', { exact: true })
  await expect(city.locator('option', { hasText: '武汉市' })).toHaveCount(1)
  await city.selectOption({ label: '武汉市' })
  await dialog.getByLabel('职位').fill('渠道总监')
  await blockedUntilAgreed(page, dialog, phone, () => dialog.getByRole('button', { name: '提交合作意向' }).click(), /cooperation/)
  await expect(dialog.getByTestId('consultation-done')).toBeVisible()
})

test('an activity login sends no phone before consent', async ({ page }) => {
  await page.goto('/welfare/demo-welfare')
  await hydrated(page)
  await page.getByRole('button', { name: '立即领取' }).click()
  const form = page.getByTestId('activity-login')
  const phone = freshPhone()
  await form.getByLabel('手机号').fill(phone)
  await blockedUntilAgreed(page, form, phone, () => form.getByTestId('send-code').click(), /\/v1\/activity\/send_verify_code/)
})

test('changing phone sends the new number nowhere before consent, not even to ask whether it is taken', async ({ page }) => {
  await page.goto('/')
  await hydrated(page)
  const own = freshPhone()
  await loginWithCode(page, own)
  await openUserMenuItem(page, '账号安全')
  await page.getByRole('button', { name: '更换手机号' }).click()
  // The safety code goes to the account's own phone, which the service knows already.
  const verify = page.getByRole('dialog', { name: '账号验证' })
  await sendCode(verify)
  await verify.getByLabel('验证码').fill(await smsCode(page.request, own, 2))
  await verify.getByRole('button', { name: '确认' }).click()
  await expect(verify).toBeHidden()

  const change = page.getByRole('dialog', { name: '更换手机号' })
  const next = freshPhone()
  const input = change.getByLabel('新手机号')
  await input.fill(next)
  // Leaving the field would ask whether the number is taken; before consent it asks nothing.
  const leaveAndSend = async () => {
    await input.focus()
    await input.blur()
    await change.getByTestId('send-code').click()
  }
  await blockedUntilAgreed(page, change, next, leaveAndSend, /send_verify_code/)
})

test("a new WeChat's phone step sends nothing once the box is unticked", async ({ page }) => {
  const dialog = await openLoginDialog(page)
  await dialog.getByRole('checkbox', { name: /我已阅读并同意/ }).check()
  await dialog.getByRole('button', { name: '微信登录' }).click()
  await scanQr(page.request, await qrSubToken(dialog.getByTestId('wechat-qr')), 'new')
  await expect(dialog.getByRole('heading', { name: '验证手机号' })).toBeVisible()
  await dialog.getByRole('checkbox', { name: /我已阅读并同意/ }).uncheck()
  const phone = freshPhone()
  await dialog.getByLabel('手机号').fill(phone)
  await blockedUntilAgreed(page, dialog, phone, () => dialog.getByTestId('send-code').click(), /send_verify_code/)
})

test("a new Apple ID's phone step asks for consent before sending", async ({ page }) => {
  await page.goto('/help')
  await hydrated(page)
  await page.getByTestId('login-entry').click()
  await loginDialog(page).getByRole('button', { name: '通过 Apple 登录' }).click()
  await page.getByRole('dialog', { name: '阅读并同意' }).getByRole('button', { name: '同意并继续' }).click()
  await page.getByRole('button', { name: /使用新的 Apple ID 继续/ }).click()
  await expect(page).toHaveURL(/\/redirect\/callback\?platform=apple$/)
  await hydrated(page)
  await expect(page.getByRole('heading', { name: '验证手机号' })).toBeVisible()
  const phone = freshPhone()
  await page.getByLabel('手机号').fill(phone)
  await blockedUntilAgreed(page, page.locator('main'), phone, () => page.getByTestId('send-code').click(), /send_verify_code/)
})
