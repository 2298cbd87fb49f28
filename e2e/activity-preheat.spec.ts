import { expect, hydrated, test } from './fixtures'
import { ACTIVITY_CODE_SCENE, freshPhone, smsCode } from './sandbox'

/** An activity that has not started yet (preheat): it counts down, and none of its action buttons can be pressed. */

test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true })

test('a preheat welfare: 立即领取 is disabled and says the activity has not started, before and after the login', async ({ page }) => {
  const claims: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/v1/activity/common/post')) claims.push(request.url())
  })
  await page.goto('/welfare/demo-welfare-preheat')
  await hydrated(page)
  await expect(page.getByTestId('activity-state')).toHaveText('预热中')
  await expect(page.getByTestId('countdown')).toHaveAttribute('aria-label', /距活动开始/)
  const claim = page.getByRole('button', { name: '活动未开始' })
  await expect(claim).toBeDisabled()
  await expect(page.getByRole('button', { name: '立即领取' })).toHaveCount(0)

  // Logged in, it still waits for the start; the share stays open to everyone.
  await page.getByTestId('activity-visitor').getByRole('button', { name: '登录', exact: true }).click()
  const sheet = page.getByTestId('activity-login-sheet')
  const phone = freshPhone()
  await sheet.getByLabel('手机号').fill(phone)
  await sheet.getByTestId('send-code').click()
  await page.getByRole('dialog', { name: '阅读并同意' }).getByRole('button', { name: '同意并继续' }).click()
  await sheet.getByLabel('验证码').fill(await smsCode(page.request, phone, ACTIVITY_CODE_SCENE))
  await sheet.getByRole('button', { name: '登录', exact: true }).click()
  await expect(page.getByTestId('activity-user')).toBeVisible()
  await expect(claim).toBeDisabled()
  await claim.click({ force: true })
  await expect(page.getByTestId('welfare-outcome')).toHaveCount(0)
  expect(claims).toEqual([]) // no claim was ever sent
  await expect(page.getByRole('button', { name: '分享给好友' })).toBeEnabled()
})

test('a preheat sale: every offer card says 即将开抢 and cannot be bought', async ({ page }) => {
  await page.goto('/activity/sale/demo-sale-preheat')
  await hydrated(page)
  const cards = page.getByTestId('offer-card')
  await expect(cards).toHaveCount(4)
  for (const button of await cards.getByRole('button').all()) {
    await expect(button).toHaveText('即将开抢')
    await expect(button).toBeDisabled()
  }
  await expect(page.getByTestId('activity-login-sheet')).toHaveCount(0)
})

test('a preheat storage welfare: its 立即领取 waits for the start, and the steps stay closed after the login', async ({ page }) => {
  await page.goto('/activity/welfare/storage/demo-storage-preheat')
  await hydrated(page)
  // The login is the sheet's, not a form inline on the page.
  await expect(page.getByTestId('activity-login')).toHaveCount(0)
  const start = page.getByTestId('storage-start')
  await expect(start).toHaveText('活动未开始')
  await expect(start).toBeDisabled()
})
