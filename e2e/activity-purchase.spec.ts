import { HEADERS, WEB_APP_ID } from '../shared/api'
import { expect, hydrated, test } from './fixtures'
import { payOnSandbox } from './payFlow'
import { activityLogin, freshPhone } from './sandbox'

test('an offer card is bought under the activity login, paid through the sandbox, and its gift credited; the main site stays logged out', async ({
  page,
  baseURL,
}) => {
  await page.goto('/activity/aggregate/demo-aggregate')
  await hydrated(page)
  const basic = page.getByTestId('offer-card').filter({ has: page.getByRole('heading', { name: '基础版', exact: true }) })
  await basic.getByRole('button', { name: '立即抢购' }).click()

  // Buying asks for the activity login first, then goes on to the pay step.
  await activityLogin(page, freshPhone())

  const qr = page.getByTestId('pay-qr')
  await expect(qr).toHaveAttribute('data-phase', 'waiting')
  // The card's price, not the catalogue product's.
  await expect(page.getByTestId('pay-amount')).toHaveText('¥299.00')
  // The sandbox's pay page is known once the global config (which says sandbox) is in.
  await expect(qr).toHaveAttribute('data-pay-url', /\S/)
  await payOnSandbox(page, (await qr.getAttribute('data-pay-url'))!)
  await page.waitForURL('**/payment/success')
  await expect(page.getByTestId('success-product')).toHaveText('基础版')

  const rewards = await page.request.post('/api/activity/v1/activity_reward/basic/info', {
    headers: { [HEADERS.appId]: WEB_APP_ID, origin: baseURL! },
    data: { uuid: 'demo-aggregate' },
  })
  const gifts = ((await rewards.json()) as { data: { gifts: { id: number; received: boolean }[] } }).data.gifts
  expect(gifts.filter((gift) => gift.received).map((gift) => gift.id)).toEqual([1])

  await page.goto('/')
  await hydrated(page)
  await expect(page.getByTestId('login-entry')).toBeVisible()
})
