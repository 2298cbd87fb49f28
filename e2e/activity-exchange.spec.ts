import { expect, hydrated, test } from './fixtures'
import { activityLogin, freshPhone } from './sandbox'

/** exchange/{uuid} on a phone: a redemption code's gift, credited once, each refusal said (codes: db/demo-activity.sql). */

test.use({ viewport: { width: 375, height: 812 } })

test('立即兑换 as a visitor: the login sheet, the code’s rights credited and listed in 我的奖励; the same code again says it was done', async ({ page }) => {
  await page.goto('/exchange/demo-exchange')
  await hydrated(page)
  await expect(page.getByTestId('my-rewards')).toHaveCount(0)
  await page.getByLabel('兑换码').fill('GYRIGHTS90D00003')
  await page.getByRole('button', { name: '立即兑换' }).click()
  await expect(page.getByTestId('activity-login-sheet')).toBeVisible()
  await activityLogin(page, freshPhone())
  await expect(page.getByTestId('exchange-outcome')).toContainText('兑换成功，权益已到账')
  await expect(page.getByTestId('exchange-outcome')).toContainText('已兑换：高级液化权益 × 90天')
  // Right away, without a reload: 我的奖励's first read began with the login, before the credit.
  await expect(page.getByTestId('my-rewards')).toContainText('高级液化权益 × 90天')

  await page.reload()
  await hydrated(page)
  await expect(page.getByTestId('activity-user')).toBeVisible()
  await expect(page.getByTestId('my-rewards')).toContainText('高级液化权益 × 90天')
  await page.getByLabel('兑换码').fill('GYRIGHTS90D00003')
  await page.getByRole('button', { name: '立即兑换' }).click()
  await expect(page.getByTestId('exchange-outcome')).toContainText('您已兑换过该权益')
})

test('each refusal is explained in place and the code can be corrected: used, expired, another activity’s, unknown; then a code typed in lower case', async ({
  page,
}) => {
  // A link that carries its code fills it in.
  await page.goto('/exchange/demo-exchange?code=GYUSEDCODE00001')
  await hydrated(page)
  const code = page.getByLabel('兑换码')
  await expect(code).toHaveValue('GYUSEDCODE00001')
  await page.getByRole('button', { name: '立即兑换' }).click()
  await activityLogin(page, freshPhone())
  const outcome = page.getByTestId('exchange-outcome')
  await expect(outcome).toHaveText('该兑换码已被使用')

  for (const [typed, message] of [
    ['GYEXPIRED000001', '该兑换码已过期'],
    ['GYOTHERACT00001', '该兑换码不适用于本活动'],
    ['GYNOSUCHCODE0001', '兑换码不存在，请核对后重新输入'],
    ['兑换码', '请输入正确的兑换码'],
  ]) {
    await code.fill(typed!)
    // Correcting the code clears the last answer.
    await expect(outcome).toHaveCount(0)
    await page.getByRole('button', { name: '立即兑换' }).click()
    await expect(outcome).toHaveText(message!)
  }

  await code.fill(' gyaigc100p00002 ')
  await page.getByRole('button', { name: '立即兑换' }).click()
  await expect(outcome).toContainText('已兑换：AIGC 创作点数 × 100点')
  await expect(page.getByTestId('my-rewards')).toContainText('AIGC 创作点数 × 100点')
})
