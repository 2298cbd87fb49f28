import { expect, hydrated, test } from './fixtures'
import { activityLogin, consoleAs, freshPhone } from './sandbox'

test('an operator issues a redemption code in the console, and a visitor redeems it on the exchange page for its gift', async ({ page, browser }) => {
  const ops = await consoleAs(browser, 'operator@example.com')
  await ops.goto('/admin/campaigns/edit/demo-exchange')
  const form = ops.getByTestId('admin-issue-codes')
  await form.getByLabel('兑换内容').selectOption({ label: '云端存储 · 50GB 云端存储空间' })
  await form.getByLabel('生成数量').fill('0')
  await form.getByRole('button', { name: '生成兑换码' }).click()
  // Refused with what was typed kept.
  await expect(ops.getByRole('alert')).toHaveText('生成数量为 1-1000 的整数')
  await expect(ops.getByTestId('admin-issue-codes').getByLabel('生成数量')).toHaveValue('0')

  await ops.getByTestId('admin-issue-codes').getByLabel('生成数量').fill('2')
  await ops.getByTestId('admin-issue-codes').getByRole('button', { name: '生成兑换码' }).click()
  await expect(ops.getByRole('status')).toHaveText('已生成 2 个兑换码（50GB 云端存储空间）')
  const issued = ops.getByTestId('admin-issued-codes')
  const batch = await issued.locator('code').innerText()
  const codes = (await issued.locator('pre').innerText()).split('\n')
  expect(codes).toHaveLength(2)
  const download = ops.waitForEvent('download')
  await issued.getByRole('link', { name: '下载 CSV' }).click()
  expect((await download).suggestedFilename()).toMatch(/^exchange-codes-B[A-Z0-9]{11}\.csv$/)

  await page.goto('/exchange/demo-exchange')
  await hydrated(page)
  await page.getByLabel('兑换码').fill(codes[0]!)
  await page.getByRole('button', { name: '立即兑换' }).click()
  await activityLogin(page, freshPhone())
  await expect(page.getByTestId('exchange-outcome')).toContainText('兑换成功，权益已到账')
  await expect(page.getByTestId('exchange-outcome')).toContainText('已兑换：云端存储空间 × 50GB')

  // The console counts it used: 2 issued, 1 used.
  await ops.goto('/admin/campaigns/edit/demo-exchange')
  const row = ops.getByTestId('admin-code-batches').getByRole('row').filter({ hasText: batch })
  await expect(row.getByRole('cell')).toHaveText([batch, '50GB 云端存储空间', '2', '1', /.+/, /.+/, 'CSV'])
})
