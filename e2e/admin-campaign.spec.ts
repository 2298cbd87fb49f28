import { expect, hydrated, test } from './fixtures'

test('an operator creates an activity in the console, and a visitor then opens its page', async ({ page, browser }) => {
  const uuid = `e2e-sale-${Date.now()}`
  const ops = await (await browser.newContext()).newPage()
  await ops.goto('/__sandbox/access')
  await ops.getByTestId('access-sign-in-operator@example.com').click()
  await ops.getByRole('banner').getByRole('link', { name: '活动', exact: true }).click()
  await ops.getByTestId('admin-new-activity').click()

  await ops.getByLabel('活动标识（链接中的 uuid）').fill(uuid)
  await ops.getByLabel('活动类型（页面，如 sale、group、deposit、aigc/figure）').fill('sale')
  await ops.getByLabel('标题', { exact: true }).fill('春季影楼特惠')
  await ops.getByLabel('副标题', { exact: true }).fill('年卡直降三成，限时一周')
  await ops.getByLabel('结束时间', { exact: true }).fill('2020-01-01 00:00:00')
  await ops.getByRole('button', { name: '创建活动' }).click()
  // The timeline is explained and nothing typed is lost.
  await expect(ops.getByRole('alert')).toHaveText('须满足：预热时间 ≤ 开始时间 < 结束时间')
  await expect(ops.getByLabel('副标题', { exact: true })).toHaveValue('年卡直降三成，限时一周')

  await ops.getByLabel('结束时间', { exact: true }).fill('2099-01-01 00:00:00')
  await ops.getByRole('button', { name: '创建活动' }).click()
  await expect(ops.getByRole('status')).toHaveText('活动已创建')
  await expect(ops.getByTestId('admin-activity-preview')).toHaveAttribute('href', `/activity/sale/${uuid}`)

  await page.goto(`/activity/sale/${uuid}`)
  await hydrated(page)
  await expect(page.getByText('年卡直降三成，限时一周')).toBeVisible()
})
