import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { HEADERS } from '../../../shared/api'
import { COOKIES } from '../../../shared/constants'
import { nowSeconds } from '../../lib/clock'
import { callPay, paidNotification, postNotification, resetPay } from '../../test/pay'
import { openActivitySession } from '../../auth/activitySession'
import { ACTIVITY_BUYER, BASIC_CARD, traceFor } from '../../test/activity'

/** order/create_ex under the activity login (payment scene 2), as the activity page sends it. */
async function activityOrder(token: string, body: Record<string, unknown>) {
  return callPay('/v1/order/create_ex', {
    headers: { cookie: `${COOKIES.activityToken}=${token}`, [HEADERS.activityScene]: 'activity' },
    body: { app_id: 1, pay_type: 6, buy_source_id: 924, activity_uuid: '', pay_scene: 2, ...body },
  })
}

async function giftCredits(userId: number) {
  return (await env.DB.prepare("SELECT gift_id FROM activity_gift_credits WHERE user_id = ? AND source = 'purchase'").bind(userId).all<{ gift_id: number }>())
    .results
}

describe('offer cards bought under an activity login', () => {
  let token: string
  beforeEach(async () => {
    await resetPay()
    token = await openActivitySession(env, ACTIVITY_BUYER, 'activity', nowSeconds())
  })

  it('charges the card’s price to the account of the same phone and credits its gift once, however often the channel notifies', async () => {
    const traceId = await traceFor(ACTIVITY_BUYER, BASIC_CARD.id)
    const response = await activityOrder(token, { product_id: BASIC_CARD.productId, trace_id: traceId })
    expect(response.status).toBe(200)
    const tradeNo = response.headers.get('out_trade_no')!
    const order = await env.DB.prepare(
      'SELECT o.amount, o.pay_scene, o.activity_uuid, o.activity_trace_id, u.phone FROM pay_orders o JOIN users u ON u.id = o.user_id WHERE o.out_trade_no = ?',
    )
      .bind(tradeNo)
      .first()
    expect(order).toEqual({ amount: BASIC_CARD.price, pay_scene: 2, activity_uuid: 'demo-aggregate', activity_trace_id: traceId, phone: '13700137015' })

    expect(await giftCredits(ACTIVITY_BUYER)).toEqual([])
    await Promise.all([postNotification(paidNotification(tradeNo, BASIC_CARD.price)), postNotification(paidNotification(tradeNo, BASIC_CARD.price))])
    await postNotification(paidNotification(tradeNo, BASIC_CARD.price))
    expect(await giftCredits(ACTIVITY_BUYER)).toEqual([{ gift_id: BASIC_CARD.giftId }])
    expect(await env.DB.prepare('SELECT is_paid FROM activity_users WHERE id = ?').bind(ACTIVITY_BUYER).first('is_paid')).toBe(1)
  })

  it('refuses a trace that is another user’s, another product’s, or none', async () => {
    const othersTrace = await traceFor(901, BASIC_CARD.id)
    const ownTrace = await traceFor(ACTIVITY_BUYER, BASIC_CARD.id)
    for (const body of [
      { product_id: BASIC_CARD.productId, trace_id: othersTrace },
      { product_id: 1003, trace_id: ownTrace },
      { product_id: BASIC_CARD.productId },
    ]) {
      const response = await activityOrder(token, body)
      expect(response.status).toBe(400)
      expect(((await response.json()) as { msg: string }).msg).toBe('套餐不存在')
    }
  })

  it('a notification for another amount than the card’s price credits no gift', async () => {
    const traceId = await traceFor(ACTIVITY_BUYER, BASIC_CARD.id)
    const tradeNo = (await activityOrder(token, { product_id: BASIC_CARD.productId, trace_id: traceId })).headers.get('out_trade_no')!
    expect((await postNotification(paidNotification(tradeNo, 39900))).msg).toBe('amount_mismatch')
    expect(await giftCredits(ACTIVITY_BUYER)).toEqual([])
  })
})
