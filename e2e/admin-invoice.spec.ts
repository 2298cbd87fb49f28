import { readFile } from 'node:fs/promises'
import { expect, hydrated, test } from './fixtures'
import { payOnSandbox, startPurchase } from './payFlow'

const PDF = Buffer.from('%PDF-1.7\n% 电子普通发票\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n')

test('finance issues an invoice with its PDF in the console, and the applicant downloads that PDF from the invoicing history', async ({ page, browser }) => {
  const qr = await startPurchase(page, '体验版')
  await payOnSandbox(page, (await qr.getAttribute('data-pay-url'))!)
  await page.waitForURL('**/payment/success')
  await page.goto('/profile/invoices')
  // The orders come with the page: a tick before hydration would be lost to it.
  await hydrated(page)
  await page.getByTestId('invoice-orders').getByRole('checkbox').first().check()
  await page.getByRole('button', { name: /申请开票/ }).click()
  const form = page.getByTestId('invoice-form')
  // The required fields say so before anything is sent: a company's general invoice needs its tax number, not its address.
  await expect(form.getByLabel('纳税人识别号')).toHaveAttribute('aria-required', 'true')
  await expect(form.getByLabel('注册地址')).not.toHaveAttribute('aria-required')
  await form.getByRole('radio', { name: '个人/非企业单位' }).check()
  await expect(form.getByLabel('发票抬头')).toHaveAttribute('aria-required', 'true')
  await expect(form.getByLabel('接收邮箱')).toHaveAttribute('aria-required', 'true')
  await form.getByLabel('发票抬头').fill('陈晓')
  await form.getByLabel('接收邮箱').fill('chen@example.com')
  await form.getByRole('button', { name: '提交申请' }).click()
  await expect(page.getByTestId('toasts')).toContainText('开票申请已提交')
  const history = await (await page.request.get('/api/pay/v1/invoice/history')).json()
  const id = history.data.list[0].id as number
  // The applicant keeps the history open (reached from the menu, no reload) while finance handles it.
  await page.getByRole('link', { name: '开票历史' }).click()
  const row = page.getByTestId('invoice-row').first()
  await expect(row).toContainText('申请中')
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true))

  const ops = await (await browser.newContext()).newPage()
  await ops.goto('/__sandbox/access')
  await ops.getByTestId('access-sign-in-finance@example.com').click()
  await ops.getByRole('banner').getByRole('link', { name: '发票' }).click()
  const application = ops.getByTestId(`admin-invoice-${id}`)
  await expect(application).toContainText('陈晓')
  // A file that is not a PDF is refused, and nothing is issued.
  await application.getByLabel('发票 PDF').setInputFiles({ name: 'invoice.png', mimeType: 'image/png', buffer: Buffer.from('not a pdf') })
  await application.getByRole('button', { name: '上传并开具' }).click()
  await expect(ops.getByRole('alert')).toHaveText('请上传 PDF 格式的发票')
  await ops.getByTestId(`admin-invoice-${id}`).getByLabel('发票 PDF').setInputFiles({ name: 'invoice.pdf', mimeType: 'application/pdf', buffer: PDF })
  await ops.getByTestId(`admin-invoice-${id}`).getByRole('button', { name: '上传并开具' }).click()
  await expect(ops.getByRole('status')).toHaveText(`已开具发票（申请 ${id}）`)
  await expect(ops.getByTestId(`admin-invoice-${id}`)).toContainText('已开具')

  // Coming back to the tab shows it issued, without a reload.
  await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')))
  await expect(row).toContainText('已开具')
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true)
  const download = page.waitForEvent('download')
  await row.getByRole('link', { name: '下载发票' }).click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(/^invoice-\d+\.pdf$/)
  expect(await readFile((await file.path())!)).toEqual(PDF)
})
