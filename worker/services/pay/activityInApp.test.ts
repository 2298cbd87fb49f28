import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { HEADERS } from '../../../shared/api'
import { payCalls } from '../../../shared/contracts/pay'
import { orderCreatePayResponse } from '../../../shared/contracts/schemas/pay'
import { COOKIES } from '../../../shared/constants'
import { nowSeconds } from '../../lib/clock'
import { payApi, paidNotification, postNotification, resetPay } from '../../test/pay'
import { openActivitySession } from '../../auth/activitySession'
import { ACTIVITY_BUYER, BASIC_CARD, traceFor } from '../../test/activity'

/** order/create_pay (the activity's in-app payment: JSAPI in WeChat, H5 on a phone) under an activity login. */
function createPay(token: string, scene: 'activity' | 'activity-ex', body: Record<string, unknown>) {
  const [cookie, header, payScene] = scene === 'activity' ? [COOKIES.activityToken, 'activity', 2] : [COOKIES.activityExToken, 'ex', 3]
  return payApi(payCalls.orderCreatePay.path, {
    headers: { cookie: `${cookie}=${token}`, [HEADERS.activityScene]: header },
    body: {
      app_id: 1,
      pay_type: 7,
      trade_type: 3,
      buy_source_id: 924,
      activity_uuid: '',
      pay_scene: payScene,
      return_path: '/activity/aggregate/demo-aggregate',
      ...body,
    },
  })
}

async function orderOf(no: string) {
  return env.DB.prepare('SELECT amount, pay_scene, activity_uuid, activity_trace_id FROM pay_orders WHERE out_trade_no = ?').bind(no).first()
}

describe('order/create_pay buys an offer card as create_ex does', () => {
  beforeEach(resetPay)

  it('charges the card under the activity login (scene 2), tied to its trace, and credits its gift once when paid', async () => {
    const token = await openActivitySession(env, ACTIVITY_BUYER, 'activity', nowSeconds())
    const traceId = await traceFor(ACTIVITY_BUYER, BASIC_CARD.id)
    const { data } = orderCreatePayResponse.parse(await createPay(token, 'activity', { product_id: BASIC_CARD.productId, trace_id: traceId }))
    expect(await orderOf(data.out_trade_no)).toEqual({ amount: BASIC_CARD.price, pay_scene: 2, activity_uuid: 'demo-aggregate', activity_trace_id: traceId })
    await postNotification(paidNotification(data.out_trade_no, BASIC_CARD.price))
    await postNotification(paidNotification(data.out_trade_no, BASIC_CARD.price))
    const gifts = await env.DB.prepare("SELECT gift_id FROM activity_gift_credits WHERE user_id = ? AND source = 'purchase'").bind(ACTIVITY_BUYER).all()
    expect(gifts.results).toEqual([{ gift_id: BASIC_CARD.giftId }])
  })

  it('makes the order in scene 3 under the activity-ex login', async () => {
    const token = await openActivitySession(env, ACTIVITY_BUYER, 'activity-ex', nowSeconds())
    const traceId = await traceFor(ACTIVITY_BUYER, BASIC_CARD.id)
    const { data } = orderCreatePayResponse.parse(await createPay(token, 'activity-ex', { product_id: BASIC_CARD.productId, trace_id: traceId }))
    expect(await orderOf(data.out_trade_no)).toMatchObject({ pay_scene: 3, activity_trace_id: traceId })
  })

  it('refuses an activity order without the trace of its card', async () => {
    const token = await openActivitySession(env, ACTIVITY_BUYER, 'activity', nowSeconds())
    expect(await createPay(token, 'activity', { product_id: BASIC_CARD.productId })).toMatchObject({ status: 400, msg: '套餐不存在' })
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM pay_orders WHERE activity_uuid = ?').bind('demo-aggregate').first('n')).toBe(0)
  })
})
