import type { Page } from '@playwright/test'
import { expect, hydrated, test } from './fixtures'
import { ACTIVITY_CODE_SCENE, freshPhone, smsCode } from './sandbox'

/** Each activity family shows its own content on a phone (issue 27: no two families the same page with another title). */

test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true })

/** Every family panel's mark: a page shows its own and no other. */
const PANELS = [
  'salesman',
  'group',
  'deposit-balance',
  'annual-teaser',
  'aigc-styles',
  'bundles',
  'sale-board',
  'flash-sale',
  'subscription-terms',
  'promo-calendar',
]

// [family, its demo page, its panel, what that panel says (db/demo-sales.sql)]
const FAMILIES: readonly [string, string, string, RegExp][] = [
  ['distribution', '/activity/distribution/demo-distribution', 'salesman', /您的专属客户经理\s*李经理/],
  ['distribution-reg', '/activity/distribution-reg/demo-distribution-reg', 'salesman', /注册即送 AI 修图 50 张/],
  ['distribution-sub', '/activity/distribution-sub/demo-distribution-sub', 'salesman', /订阅立享 8 折/],
  ['group', '/activity/group/demo-group', 'group', /3 人成团.*已有 1,268 个团拼团成功/],
  ['deposit', '/activity/deposit/demo-deposit', 'deposit-balance', /余额有效期至 \d{4} 年 \d+ 月 \d+ 日 · 剩余 1[78]\d 天/],
  ['annual-report', '/activity/annual-report/demo-annual-report', 'annual-teaser', /2025 修图足迹已生成.*12,800/],
  ['aigc', '/activity/aigc/demo-aigc', 'aigc-styles', /潮玩手办.*每张消耗 10 AIGC 点/],
  ['aigc/figure', '/activity/aigc/figure/demo-aigc-figure', 'aigc-styles', /Q 版手办.*每张消耗 20 AIGC 点/],
  ['bundles', '/activity/bundles/demo-bundles', 'bundles', /组合价.*立省.*分开买/],
  ['sale', '/activity/sale/demo-sale', 'sale-board', /全场低至 [\d.]+ 折.*折扣榜/],
  ['special-sale', '/activity/special-sale/demo-special-sale', 'flash-sale', /已抢 76% · 仅剩 48 份.*已抢光/],
  ['subscription', '/activity/subscription/demo-subscription', 'subscription-terms', /首月 ¥9\.9.*¥29\/月/],
  ['subscription/yearly', '/activity/subscription/yearly/demo-subscription-yearly', 'subscription-terms', /首年 ¥299.*¥399\/年/],
  ['promo', '/activity/promo/demo-promo', 'promo-calendar', /限时秒杀.*进行中|进行中.*限时秒杀/],
]

for (const [family, path, panel, says] of FAMILIES) {
  test(`${family} shows its own panel and no other family's`, async ({ page }, testInfo) => {
    await page.goto(path)
    await hydrated(page)
    await expect(page.getByTestId(panel)).toBeVisible()
    await expect(page.getByTestId(panel)).toHaveText(says)
    for (const other of PANELS.filter((id) => id !== panel)) await expect(page.getByTestId(other)).toHaveCount(0)
    await testInfo.attach(`${family.replace('/', '-')}-375.png`, { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' })
  })
}

test('a family page without a panel of its own is the shared campaign page', async ({ page }) => {
  await page.goto('/activity/aggregate/demo-aggregate')
  await hydrated(page)
  await expect(page.getByTestId('offer-card').first()).toBeVisible()
  for (const id of PANELS) await expect(page.getByTestId(id)).toHaveCount(0)
})

/** Logs in through the activity login sheet that the tapped button opened. */
async function logInThroughSheet(page: Page, phone: string) {
  const sheet = page.getByTestId('activity-login-sheet')
  await sheet.getByLabel('手机号').fill(phone)
  await sheet.getByTestId('send-code').click()
  await page.getByRole('dialog', { name: '阅读并同意' }).getByRole('button', { name: '同意并继续' }).click()
  await expect(sheet.getByTestId('send-code')).toHaveText(/秒后重新获取/)
  await sheet.getByLabel('验证码').fill(await smsCode(page.request, phone, ACTIVITY_CODE_SCENE))
  await sheet.getByRole('button', { name: '登录', exact: true }).click()
  await expect(sheet).toBeHidden()
}

test("a visitor who opens a salesman's link and logs in becomes the salesman's registration", async ({ page }) => {
  await page.goto('/activity/distribution-reg/demo-distribution-reg?sales=demo-sales')
  await hydrated(page)
  const registrations = page.getByTestId('salesman-registrations')
  const before = Number((await registrations.textContent())!.replace(/\D/g, ''))
  // The QR carries the salesman's code to this page.
  await expect(page.getByTestId('salesman-qr').getByRole('img')).toHaveAttribute('src', /^data:image\/svg\+xml;base64,/)
  await page.getByRole('button', { name: '登录绑定专属客户经理' }).click()
  await logInThroughSheet(page, freshPhone())
  await expect(page.getByTestId('salesman-bound')).toHaveText('已绑定专属客户经理 李经理，优惠已为您保留')
  await expect(registrations).toHaveText(`${before + 1} 人`)
})

test('a group leader opens a group, a friend joins through the link, and the group is one short', async ({ page, browser, baseURL }) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.goto('/activity/group/demo-group')
  await hydrated(page)
  await page.getByRole('button', { name: '我要开团' }).click()
  await logInThroughSheet(page, freshPhone())
  const status = page.getByTestId('group-status')
  await expect(status).toHaveText('还差 2 人成团')
  await page.getByTestId('group-invite').click()
  const link = await page.evaluate(() => navigator.clipboard.readText())
  expect(new URL(link).searchParams.get('inviter')).toMatch(/^[A-Z2-9]{12}$/)

  const friend = await browser.newContext({ baseURL, viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true })
  const friendPage = await friend.newPage()
  await friendPage.goto(new URL(link).pathname + new URL(link).search)
  await hydrated(friendPage)
  await friendPage.getByRole('button', { name: '立即参团' }).click()
  await logInThroughSheet(friendPage, freshPhone())
  await expect(friendPage.getByTestId('group-joined')).toHaveText('参团成功！成团后即可按拼团价购买')
  await expect(friendPage.getByTestId('group-status')).toHaveText('还差 1 人成团')
  await friend.close()

  await page.reload()
  await expect(page.getByTestId('group-status')).toHaveText('还差 1 人成团')
  await expect(page.getByTestId('group')).toHaveAttribute('data-members', '2')
})

test("the annual report shows the studio's own year once its phone logs in", async ({ page }) => {
  await page.goto('/activity/annual-report/demo-annual-report')
  await hydrated(page)
  await page.getByRole('button', { name: '登录查看我的年度报告' }).click()
  await logInThroughSheet(page, '13800138000')
  const report = page.getByTestId('annual-report')
  await expect(report).toContainText('2025 年度修图报告')
  await expect(page.getByTestId('annual-images')).toHaveText(/^\d{2},\d{3}$/)
  await expect(page.getByText(/10 月最忙碌，导出了 [\d,]+ 张/)).toBeVisible()
})
