import { expect, hydrated, test } from './fixtures'
import { payOnSandbox, startPurchase } from './payFlow'

test('an invoice: bad input is explained with nothing lost, good input applies, the sandbox issues it, it downloads', async ({ page }) => {
  const qr = await startPurchase(page, '体验版')
  await payOnSandbox(page, (await qr.getAttribute('data-pay-url'))!)
  await page.waitForURL('**/payment/success')

  await page.goto('/profile/invoices')
  await hydrated(page)
  const orders = page.getByTestId('invoice-orders')
  await expect(orders).toContainText('体验版')
  await orders.getByRole('checkbox').first().check()
  await page.getByRole('button', { name: /申请开票/ }).click()

  const form = page.getByTestId('invoice-form')
  await form.getByRole('radio', { name: '增值税电子专用发票' }).check()
  // The special invoice is for companies only.
  await expect(form.getByRole('radio', { name: '个人/非企业单位' })).toBeDisabled()
  await form.getByLabel('发票抬头').fill('陈记摄影工作室')
  await form.getByLabel('纳税人识别号').fill('91310000ma1fl8')
  await form.getByLabel('注册地址').fill('上海市徐汇区漕溪北路 88 号')
  await form.getByLabel('注册电话').fill('13800138000')
  await form.getByLabel('开户银行').fill('招商银行上海分行')
  await form.getByLabel('银行账号').fill('6225-8812')
  await form.getByLabel('接收邮箱').fill('finance')
  await form.getByRole('button', { name: '提交申请' }).click()
  await expect(form.getByText('请输入正确的纳税人识别号（15-20 位大写字母或数字）')).toBeVisible()
  await expect(form.getByText('请输入正确的注册电话，如 010-12345678')).toBeVisible()
  await expect(form.getByText('请输入正确的银行账号（数字和空格）')).toBeVisible()
  await expect(form.getByText('请输入正确的邮箱地址')).toBeVisible()
  // Nothing typed is lost.
  await expect(form.getByLabel('发票抬头')).toHaveValue('陈记摄影工作室')
  await expect(form.getByLabel('注册地址')).toHaveValue('上海市徐汇区漕溪北路 88 号')
  await expect(form.getByLabel('纳税人识别号')).toHaveValue('91310000ma1fl8')

  await form.getByLabel('纳税人识别号').fill('91310000MA1FL8XX3K')
  await form.getByLabel('注册电话').fill('021-64871234')
  await form.getByLabel('银行账号').fill('6225 8812 3456 7890')
  await form.getByLabel('接收邮箱').fill('finance@chenji.example')
  await expect(form.getByRole('alert')).toHaveCount(0)
  await form.getByRole('button', { name: '提交申请' }).click()
  await expect(page.getByTestId('toasts')).toContainText('开票申请已提交')
  await expect(page.getByTestId('invoice-orders-empty')).toBeVisible()

  await page.goto('/profile/invoicing-history')
  await hydrated(page)
  const row = page.getByTestId('invoice-row').first()
  await expect(row).toContainText('陈记摄影工作室')
  await expect(row).toContainText('申请中')

  const history = await (await page.request.get('/api/pay/v1/invoice/history')).json()
  const id = history.data.list[0].id as number
  const issued = await page.request.post(`/__sandbox/pay/invoice/${id}`, { data: { action: 'issue' } })
  expect(await issued.json()).toEqual({ changed: true })

  await page.reload()
  await expect(row).toContainText('已开具')
  const download = page.waitForEvent('download')
  await row.getByRole('link', { name: '下载发票' }).click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(/\S+/)
})
