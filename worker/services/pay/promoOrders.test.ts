import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { HEADERS } from '../../../shared/api'
import { COOKIES } from '../../../shared/constants'
import { activityCalls } from '../../../shared/contracts/activity'
import { payCalls } from '../../../shared/contracts/pay'
import { PaymentScene } from '../../../shared/scenes'
import { nowSeconds } from '../../lib/clock'
import { openActivitySession } from '../../auth/activitySession'
import { activityLogin, call, type Jar } from '../../test/activity'
import { callPay, paidNotification, postNotification, promotionWindow, resetPay, tokenFor } from '../../test/pay'

/** demo-promo's 基础版 card (db/demo-activity.sql): product 1002 at 299 元, with the promotion's 300 积分 gift. */
const PROMO_BASIC = { uuid: 'demo-promo', cardId: 86, productId: 1002, price: 29900, giftId: 22 }
const PHONE = '13700137321'

/** The cookie and header that put a pay call in a login scene, as the gateway reads them. */
const SCENE_COOKIES = {
  activity: [COOKIES.activityToken, 'activity'],
  activityEx: [COOKIES.activityExToken, 'ex'],
  main: [COOKIES.token, 'main'],
} as const

/** order/create_ex of the promo card, as the pay dialog sends it, under the login scene given. */
function orderPromo(scene: keyof typeof SCENE_COOKIES, token: string, body: Record<string, unknown>) {
  const [cookie, header] = SCENE_COOKIES[scene]
  return callPay(payCalls.orderCreateEx.path, {
    headers: { cookie: `${cookie}=${token}`, [HEADERS.activityScene]: header },
    body: { app_id: 1, pay_type: 6, buy_source_id: 924, activity_uuid: '', product_id: PROMO_BASIC.productId, pay_scene: PaymentScene.ActivityEx, ...body },
  })
}

async function traceOf(jar: Jar, ex: boolean) {
  return call<{ trace_id: string; pay_scene: number }>(activityCalls.genPackageTraceId.path, {
    body: { uuid: PROMO_BASIC.uuid, card_id: PROMO_BASIC.cardId },
    jar,
    ex,
  })
}

/** The order with the phone of the account it was made for, and what its payment credited to that account's organisation. */
async function orderAndCredits(outTradeNo: string) {
  const order = await env.DB.prepare(
    'SELECT o.amount, o.pay_scene, o.activity_uuid, u.phone, o.org_id FROM pay_orders o JOIN users u ON u.id = o.user_id WHERE o.out_trade_no = ?',
  )
    .bind(outTradeNo)
    .first<{ amount: number; pay_scene: number; activity_uuid: string; phone: string; org_id: number }>()
  const credits = await env.DB.prepare('SELECT org_id FROM pay_credits WHERE out_trade_no = ?').bind(outTradeNo).all<{ org_id: number }>()
  return { order, creditedOrgs: credits.results.map((row) => row.org_id) }
}

async function giftCredits(phone: string) {
  const rows = await env.DB.prepare(
    "SELECT g.gift_id FROM activity_gift_credits g JOIN activity_users u ON u.id = g.user_id WHERE u.phone = ? AND g.source = 'purchase'",
  )
    .bind(phone)
    .all<{ gift_id: number }>()
  return rows.results.map((row) => row.gift_id)
}

describe('the promo family sells under the activity-ex login, in payment scene 3 or 5', () => {
  let ex: Jar
  beforeEach(async () => {
    await resetPay()
    await promotionWindow(false)
    ex = await activityLogin(PHONE, {}, true)
  })

  it('names the card for the ex login in scene 3, makes the order there for the account of that phone and credits it once', async () => {
    const trace = await traceOf(ex, true)
    expect(trace).toMatchObject({ code: 0, data: { pay_scene: PaymentScene.ActivityEx } })
    const response = await orderPromo('activityEx', ex[COOKIES.activityExToken]!, { trace_id: trace.data.trace_id })
    expect(response.status).toBe(200)
    const tradeNo = response.headers.get('out_trade_no')!
    const { order } = await orderAndCredits(tradeNo)
    expect(order).toMatchObject({ amount: PROMO_BASIC.price, pay_scene: PaymentScene.ActivityEx, activity_uuid: PROMO_BASIC.uuid, phone: PHONE })

    await Promise.all([postNotification(paidNotification(tradeNo, PROMO_BASIC.price)), postNotification(paidNotification(tradeNo, PROMO_BASIC.price))])
    await postNotification(paidNotification(tradeNo, PROMO_BASIC.price))
    expect((await orderAndCredits(tradeNo)).creditedOrgs).toEqual([order!.org_id])
    expect(await giftCredits(PHONE)).toEqual([PROMO_BASIC.giftId])
  })

  it('records the order in scene 5 (promotion-ex) while the promotion is on sale, at the card’s price, and credits it', async () => {
    await promotionWindow(true)
    const trace = await traceOf(ex, true)
    const tradeNo = (await orderPromo('activityEx', ex[COOKIES.activityExToken]!, { trace_id: trace.data.trace_id })).headers.get('out_trade_no')!
    expect((await orderAndCredits(tradeNo)).order).toMatchObject({ amount: PROMO_BASIC.price, pay_scene: PaymentScene.PromotionEx, phone: PHONE })
    await postNotification(paidNotification(tradeNo, PROMO_BASIC.price))
    expect((await orderAndCredits(tradeNo)).creditedOrgs).toHaveLength(1)
    expect(await giftCredits(PHONE)).toEqual([PROMO_BASIC.giftId])
  })

  it('refuses the activity login a promo card, at its trace and at its order', async () => {
    // The same phone's activity login (one code per minute: the session as its login opens it).
    const userId = await env.DB.prepare('SELECT id FROM activity_users WHERE phone = ?').bind(PHONE).first<number>('id')
    const token = await openActivitySession(env, userId!, 'activity', nowSeconds())
    expect(await traceOf({ [COOKIES.activityToken]: token }, false)).toMatchObject({ status: 401 })
    // A trace the ex login asked for, paid under the activity login: in scene 2 or claiming scene 3.
    const trace = await traceOf(ex, true)
    for (const pay_scene of [PaymentScene.Activity, PaymentScene.ActivityEx]) {
      const response = await orderPromo('activity', token, { trace_id: trace.data.trace_id, pay_scene })
      expect(response.status, `scene ${pay_scene}`).toBe(401)
    }
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM pay_orders WHERE activity_uuid = ?').bind(PROMO_BASIC.uuid).first('n')).toBe(0)
  })

  it('refuses a main-scene token where the ex scene is required, though it is the same phone’s account', async () => {
    const trace = await traceOf(ex, true)
    // The ex login's first order made the phone an account; its own main login now pays nothing of the promotion.
    await orderPromo('activityEx', ex[COOKIES.activityExToken]!, { trace_id: trace.data.trace_id })
    const account = await env.DB.prepare('SELECT id FROM users WHERE phone = ?').bind(PHONE).first<number>('id')
    const main = await tokenFor(account!)
    for (const pay_scene of [PaymentScene.ActivityEx, PaymentScene.Activity]) {
      const response = await orderPromo('main', main, { trace_id: trace.data.trace_id, pay_scene })
      expect(response.status, `scene ${pay_scene}`).toBe(401)
    }
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM pay_orders WHERE activity_uuid = ?').bind(PROMO_BASIC.uuid).first('n')).toBe(1)
  })
})
