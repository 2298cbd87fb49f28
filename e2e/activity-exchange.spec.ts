import { expect, hydrated, test } from './fixtures'
import { activityLogin, freshPhone } from './sandbox'

/** exchange/{uuid} on a phone: the link's rights, credited once, each refusal said. */

test.use({ viewport: { width: 375, height: 812 } })

test('立即兑换 as a visitor: the login sheet, the rights credited and listed in 我的奖励; a second exchange says it was done', async ({ page }) => {
  await page.goto('/exchange/demo-exchange')
  await hydrated(page)
  await expect(page.getByTestId('my-rewards')).toHaveCount(0)
  await page.getByRole('button', { name: '立即兑换' }).click()
  await expect(page.getByTestId('activity-login-sheet')).toBeVisible()
  await activityLogin(page, freshPhone())
  await expect(page.getByTestId('exchange-outcome')).toHaveText('兑换成功，权益已到账')
  await expect(page.getByTestId('my-rewards')).toContainText('高级液化权益 × 90天')

  await page.reload()
  await hydrated(page)
  await expect(page.getByTestId('activity-user')).toBeVisible()
  await page.getByRole('button', { name: '立即兑换' }).click()
  await expect(page.getByTestId('exchange-outcome')).toHaveText('您已兑换过该权益')
})
