import { expect, hydrated, test } from './fixtures'
import { consoleAs } from './sandbox'

test('an operator creates an activity in the console with a gift and an offer card, and a visitor then opens its page and sees them', async ({
  page,
  browser,
}) => {
  const uuid = `e2e-sale-${Date.now()}`
  const ops = await consoleAs(browser, 'operator@example.com', '活动')
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

  // A gift, then an offer card from the catalogue at the activity's price: too dear first, refused with what was typed kept.
  const gift = ops.getByTestId('admin-gift-new')
  await gift.getByLabel('赠品类型').selectOption({ label: '积分' })
  await gift.getByLabel('赠品名称').fill('春季积分礼')
  await gift.getByLabel('数量').fill('520')
  await gift.getByLabel('单位').fill('积分')
  await gift.getByRole('button', { name: '添加赠品' }).click()
  await expect(ops.getByRole('status')).toHaveText('已添加赠品“春季积分礼”')

  const card = ops.getByTestId('admin-card-new')
  await card.getByLabel('商品', { exact: true }).selectOption('1002')
  await card.getByLabel('后台备注名（页面显示商品名）').fill('春季基础版')
  await card.getByLabel('活动价（元）').fill('399')
  await card.getByLabel('额外卖点（商品目录所含已自动列出，每行一条）').fill('春季专享')
  await card.getByRole('button', { name: '添加卡片' }).click()
  await expect(ops.getByRole('alert')).toHaveText('活动价不能高于商品目录价 299.00 元')
  await expect(ops.getByTestId('admin-card-new').getByLabel('后台备注名（页面显示商品名）')).toHaveValue('春季基础版')
  await ops.getByTestId('admin-card-new').getByLabel('活动价（元）').fill('199')
  await ops.getByTestId('admin-card-new').getByRole('button', { name: '添加卡片' }).click()
  await expect(ops.getByRole('status')).toHaveText('已添加优惠卡片“春季基础版”')
  await expect(ops.getByTestId('admin-activity-preview-panel')).toContainText('¥199.00')

  await page.goto(`/activity/sale/${uuid}`)
  await hydrated(page)
  await expect(page.getByText('年卡直降三成，限时一周')).toBeVisible()
  await expect(page.getByText('520积分')).toBeVisible()
  await expect(page.getByText('春季积分礼')).toBeVisible()
  const offer = page.getByTestId('offer-card')
  await expect(offer).toHaveCount(1)
  // A card is named as its catalogue product (issue 27, One catalogue): the console's name is the operators' own.
  await expect(offer).toContainText('基础版')
  await expect(offer).not.toContainText('春季基础版')
  await expect(offer).toContainText('199')
  await expect(offer).toContainText('春季专享')
  await expect(offer).toContainText('修图 3000 张') // the catalogue's own line
})
