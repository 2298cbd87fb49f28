import { expect, test } from './fixtures'
import { consoleAs } from './sandbox'

test('an operator edits an ad landing in the console, and /ad/<id> shows the new text at once', async ({ page, browser }) => {
  const headline = `工作室交片提速 ${Date.now() % 10_000}`
  await page.goto('/ad/ktw')
  await expect(page.getByTestId('ad-landing').getByRole('heading', { level: 1 })).toHaveText('摄影工作室的 AI 修图助理')

  const ops = await consoleAs(browser, 'operator@example.com', '落地页')
  await ops.getByTestId('admin-edit-landing-ktw').click()

  await ops.getByLabel('主标题').fill(headline)
  await ops.getByLabel('数据（每行一条：数值 | 说明）').fill('3万+ | 工作室在用\n没有说明')
  await ops.getByRole('button', { name: '保存' }).click()
  // Explained, nothing typed lost, nothing changed.
  await expect(ops.getByRole('alert')).toHaveText('数据每行一条：数值 | 说明（数值不超过 10 字，说明不超过 12 字），最多 4 条')
  await expect(ops.getByLabel('主标题')).toHaveValue(headline)
  await page.reload()
  await expect(page.getByTestId('ad-landing').getByRole('heading', { level: 1 })).toHaveText('摄影工作室的 AI 修图助理')

  await ops.getByLabel('数据（每行一条：数值 | 说明）').fill('3万+ | 工作室在用\n2倍 | 交片提速')
  await ops.getByRole('button', { name: '保存' }).click()
  await expect(ops.getByRole('status')).toHaveText('落地页已保存')

  await page.reload()
  await expect(page.getByTestId('ad-landing').getByRole('heading', { level: 1 })).toHaveText(headline)
  await expect(page.getByTestId('ad-landing')).toContainText('交片提速')
})
