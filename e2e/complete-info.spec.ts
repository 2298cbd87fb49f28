import { expect, hydrated, test } from './fixtures'
import { startPurchase } from './payFlow'
import { asksCompleteInfo, freshPhone, logInFromHeader } from './sandbox'

const prompt = (page: import('@playwright/test').Page) => page.getByTestId('complete-info-dialog')

test('a new studio is asked to complete its details after logging in, and is not asked again once it has', async ({ page }) => {
  const phone = freshPhone()
  await page.goto('/download')
  await hydrated(page)
  await logInFromHeader(page, phone)

  // A first login creates an account with flag 4 and nothing filled in: the form follows the login.
  expect(await asksCompleteInfo(page)).toBe(true)
  const form = prompt(page)
  await expect(form.getByRole('heading', { name: '完善机构信息' })).toBeVisible()
  await form.getByRole('button', { name: '提交' }).click()
  // Nothing filled in: each required field says what is missing, and nothing is sent.
  await expect(form.getByRole('alert')).toHaveText(['机构名称至少 2 个字', '请选择机构类型', '请选择您的身份', '请输入联系人'])

  await form.getByLabel('机构名称').fill('青柠婚纱摄影')
  await form.getByLabel('机构类型').selectOption({ index: 1 })
  await form.getByLabel('您的身份').selectOption({ index: 1 })
  await form.getByLabel('联系人').fill('林青')
  await form.getByLabel('所在城市').fill('苏州')
  await form.getByRole('button', { name: '提交' }).click()
  await expect(page.getByTestId('toasts')).toContainText('信息已保存')
  await expect(form).toBeHidden()
  expect(await asksCompleteInfo(page)).toBe(false)

  await page.goto('/profile/information')
  await expect(page.getByTestId('complete-info-summary')).toContainText('青柠婚纱摄影')
  await expect(page.getByTestId('complete-info-summary')).toContainText('苏州')
})

test('a login that is a step of a purchase goes straight on to the payment', async ({ page }) => {
  const qr = await startPurchase(page, '基础版')
  await expect(qr).toBeVisible()
  // The new account would be asked, but not in the middle of paying.
  expect(await asksCompleteInfo(page)).toBe(true)
  await expect(page.getByTestId('pay-dialog')).toBeVisible()
  await expect(prompt(page)).toHaveCount(0)
})

test('a new account that fills the form in before anything is checked is told what is wrong on sending, and saves', async ({ page }) => {
  await page.goto('/download')
  await hydrated(page)
  await logInFromHeader(page, freshPhone())
  expect(await asksCompleteInfo(page)).toBe(true)
  const form = prompt(page)
  // The rules load with the first submit (lazyRules): what was typed is checked as it was sent.
  await form.getByLabel('机构名称').fill('青')
  await form.getByLabel('机构类型').selectOption({ index: 1 })
  await form.getByLabel('您的身份').selectOption({ index: 1 })
  await form.getByLabel('联系人').fill('林青')
  await form.getByRole('button', { name: '提交' }).click()
  await expect(form.getByRole('alert')).toHaveText(['机构名称至少 2 个字'])
  await form.getByLabel('机构名称').fill('青柠婚纱摄影')
  await form.getByRole('button', { name: '提交' }).click()
  await expect(page.getByTestId('toasts')).toContainText('信息已保存')
  await expect(form).toBeHidden()
})
