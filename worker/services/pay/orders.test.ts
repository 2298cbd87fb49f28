import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { payCalls } from '../../../shared/contracts/pay'
import {
  orderCreateExResponse,
  orderStateResponse,
  payConfigResponse,
  productListResponse,
  unionDeductionResponse,
} from '../../../shared/contracts/schemas/pay'
import { PAY_MESSAGES } from '../../../shared/payMessages'
import { BillingCycle, BusinessType, CardTheme, CreativeCardType } from '../../../shared/payEnums'
import { nowSeconds } from '../../lib/clock'
import { DEMO, SANDBOX_ENV } from '../../test/accounts'
import { callPay, callRaw, createOrder, creditCount, paidNotification, payApi, postNotification, resetPay, resetPayAsDemo, tokenFor } from '../../test/pay'
import { closeExpiredOrders } from './jobs'

const BASIC = 1002
const UNION_BASIC = 2001
const UNION_PRO = 2002
const UNION_ULTIMATE = 2003

describe('catalogue', () => {
  beforeEach(resetPay)

  it('lists piece products covering every business type, cycle, theme and creative-card type, prices in cents', async () => {
    const answer = await payApi(`${payCalls.productList.path}?app_id=1`)
    const { data } = productListResponse.parse(answer)
    expect(new Set(data.list.map((product) => product.business_type))).toEqual(new Set(Object.values(BusinessType)))
    expect(new Set(data.list.map((product) => product.cycle))).toEqual(new Set(Object.values(BillingCycle)))
    expect(new Set(data.list.map((product) => product.creative_type).filter(Boolean))).toEqual(new Set(Object.values(CreativeCardType)))
    const themes = new Set(data.list.map((product) => product.theme))
    for (const theme of [
      CardTheme.Grey,
      CardTheme.RoseGold,
      CardTheme.LightBlue,
      CardTheme.LightBrown,
      CardTheme.GradientBrown,
      CardTheme.LightPurple,
      CardTheme.LightPurple2,
      CardTheme.Blue,
    ]) {
      expect(themes.has(theme)).toBe(true)
    }
    expect(data.list.map((product) => product.price)).toEqual(expect.arrayContaining([29900, 69900, 199900]))
    expect(data.list.every((product) => product.kind === 'piece')).toBe(true)
  })

  it('lists union products by platform and reads the Cake-Appid header', async () => {
    const web = productListResponse.parse(await payApi(`${payCalls.unionProductList.path}?app_id=1&platform=1`)).data.list
    const ios = productListResponse.parse(await payApi(`${payCalls.unionProductList.path}?app_id=1&platform=3`)).data.list
    const android = productListResponse.parse(await payApi(`${payCalls.unionProductList.path}?app_id=1&platform=2`)).data.list
    expect(web.map((product) => product.id)).toEqual([UNION_BASIC, UNION_PRO, UNION_ULTIMATE])
    expect(ios.map((product) => product.id)).toEqual([UNION_BASIC, UNION_PRO])
    expect(android.map((product) => product.id)).toEqual([UNION_BASIC])
    expect((await payApi(`${payCalls.unionProductList.path}?platform=9`)).status).toBe(400)
    const soda = productListResponse.parse(await payApi(payCalls.productList.path, { headers: { 'Cake-Appid': '2' } })).data.list
    expect(soda.map((product) => product.id)).toEqual([3001])
  })

  it('pay/config and url/info answer without login', async () => {
    const config = payConfigResponse.parse(await payApi(payCalls.payConfig.path))
    expect(config.data).toMatchObject({ timeout_seconds: 600, poll_interval_ms: 3000, sandbox: true })
    // The site's own policy page, on the caller's origin.
    expect((await payApi<{ url: string }>(`${payCalls.urlInfo.path}?name=auto_renew_agreement`)).data.url).toMatch(
      /^https?:\/\/[^/]+\/agreement\/auto-renewal$/,
    )
    expect((await payApi(`${payCalls.urlInfo.path}?name=nope`)).status).toBe(400)
  })
})

describe('order/create_ex', () => {
  let token: string
  beforeEach(async () => {
    token = await resetPayAsDemo()
  })

  it('answers the QR as SVG with the trade number in out_trade_no; the QR opens the sandbox pay page', async () => {
    const response = await callPay(payCalls.orderCreateEx.path, {
      token,
      body: { app_id: 1, product_id: BASIC, pay_type: 6, buy_source_id: 924, activity_uuid: 'spring-2026' },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('image/svg+xml')
    const no = response.headers.get('out_trade_no')!
    expect(no).toMatch(/^P\d{14}[A-Z0-9]{10}$/)
    expect(await response.text()).toMatch(/^<svg[\s\S]+<\/svg>$/)
    const order = await env.DB.prepare('SELECT state, amount, pay_scene, buy_source_id, activity_uuid, org_id FROM pay_orders WHERE out_trade_no = ?')
      .bind(no)
      .first()
    expect(order).toEqual({ state: 0, amount: 29900, pay_scene: 1, buy_source_id: 924, activity_uuid: 'spring-2026', org_id: 101 })
    const page = await callRaw(`/__sandbox/pay/order/${no}`)
    expect(await page.text()).toContain('¥299.00')
  })

  it('answers JSON for Alipay pay types', async () => {
    const answer = await payApi(payCalls.orderCreateEx.path, { token, body: { product_id: BASIC, pay_type: 7, pay_scene: 5 } })
    const { data } = orderCreateExResponse.parse(answer)
    expect(answer.response.headers.get('out_trade_no')).toBe(data.out_trade_no)
    expect(data.amount).toBe(29900)
    expect(data.pay_url).toContain(`/__sandbox/pay/order/${data.out_trade_no}`)
    expect(await env.DB.prepare('SELECT pay_scene FROM pay_orders WHERE out_trade_no = ?').bind(data.out_trade_no).first('pay_scene')).toBe(5)
  })

  it('needs a login (401), valid input (400 with a Chinese message) and a channel (503)', async () => {
    expect((await payApi(payCalls.orderCreateEx.path, { body: { product_id: BASIC, pay_type: 6 } })).status).toBe(401)
    const bad = await payApi(payCalls.orderCreateEx.path, { token, body: { product_id: BASIC, pay_type: 8 } })
    expect(bad).toMatchObject({ status: 400, msg: PAY_MESSAGES.payMethodNotAllowed })
    expect((await payApi(payCalls.orderCreateEx.path, { token, rawBody: '{"product_id":' })).status).toBe(400)
    const off = await payApi(payCalls.orderCreateEx.path, { token, body: { product_id: BASIC, pay_type: 6 }, bindings: { ...SANDBOX_ENV, SANDBOX: 'off' } })
    expect(off).toMatchObject({ status: 503, code: 503, msg: PAY_MESSAGES.payUnavailable })
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM pay_orders WHERE org_id = 101').first('n')).toBe(0)
  })

  it('refuses unknown products, methods a product does not take, and subscriptions', async () => {
    expect(await payApi(payCalls.orderCreateEx.path, { token, body: { product_id: 999999, pay_type: 6 } })).toMatchObject({
      code: 5040,
      msg: PAY_MESSAGES.productNotFound,
    })
    expect(await payApi(payCalls.orderCreateEx.path, { token, body: { product_id: 1005, pay_type: 5 } })).toMatchObject({ code: 5045 })
    expect(await payApi(payCalls.orderCreateEx.path, { token, body: { product_id: 1101, pay_type: 33 } })).toMatchObject({ code: 5045 })
  })

  it('order/state: the owner reads it, another organisation cannot', async () => {
    const no = await createOrder(token, BASIC)
    const state = orderStateResponse.parse(await payApi(`${payCalls.orderState.path}?out_trade_no=${no}&app_id=1`, { token }))
    expect(state.data).toMatchObject({ state: 0, pay_result: null, amount: 29900, phone: DEMO.main.phone, product_name: '基础版', count: 3000 })
    const other = await tokenFor(DEMO.vip.id)
    expect(await payApi(`${payCalls.orderState.path}?out_trade_no=${no}&app_id=1`, { token: other })).toMatchObject({
      code: 5041,
      msg: PAY_MESSAGES.orderNotFound,
    })
    expect((await payApi(`${payCalls.unionOrderState.path}?out_trade_no=${no}&app_id=1`, { token })).code).toBe(0)
  })
})

describe('the 10-minute close', () => {
  let token: string
  beforeEach(async () => {
    token = await resetPayAsDemo()
  })

  it('closes lazily when the state is read after the deadline', async () => {
    const no = await createOrder(token, BASIC)
    const created = await env.DB.prepare('SELECT created_at, expires_at FROM pay_orders WHERE out_trade_no = ?')
      .bind(no)
      .first<{ created_at: number; expires_at: number }>()
    expect(created!.expires_at - created!.created_at).toBe(600)
    await env.DB.prepare('UPDATE pay_orders SET expires_at = ? WHERE out_trade_no = ?').bind(nowSeconds(), no).run()
    const state = await payApi<{ state: number; pay_result: number }>(`${payCalls.orderState.path}?out_trade_no=${no}`, { token })
    expect(state.data).toMatchObject({ state: 2, pay_result: 2 })
    // The sandbox cannot be asked, so it closed on the deadline; a payment it still reports is credited.
    expect((await postNotification(paidNotification(no, 29900))).msg).toBe('paid')
    expect(await creditCount(no)).toBe(1)
  })

  it('the job closes every expired order, leaves the others, and running it twice changes nothing', async () => {
    const first = await createOrder(token, BASIC)
    const second = await createOrder(token, 1005)
    const paid = await createOrder(token, 1008)
    await postNotification(paidNotification(paid, 9900))
    // Deadlines are read back rather than derived from the clock: order creation may cross a second.
    const deadlines = await env.DB.prepare('SELECT MIN(expires_at) AS first, MAX(expires_at) AS last FROM pay_orders WHERE out_trade_no IN (?, ?)')
      .bind(first, second)
      .first<{ first: number; last: number }>()
    expect(await closeExpiredOrders(env, deadlines!.first - 1)).toBe(0)
    expect(await closeExpiredOrders(env, deadlines!.last)).toBe(2)
    expect(await closeExpiredOrders(env, deadlines!.last + 1)).toBe(0)
    const states = await env.DB.prepare('SELECT out_trade_no, state FROM pay_orders WHERE out_trade_no IN (?, ?, ?) ORDER BY id')
      .bind(first, second, paid)
      .all()
    expect(states.results).toEqual([
      { out_trade_no: first, state: 2 },
      { out_trade_no: second, state: 2 },
      { out_trade_no: paid, state: 1 },
    ])
  })
})

describe('union products and deductions', () => {
  let token: string
  beforeEach(async () => {
    token = await resetPayAsDemo()
  })

  async function buyUnion(productId: number, amount: number) {
    const answer = await payApi<{ out_trade_no: string }>(payCalls.unionOrderPay.path, { token, body: { product_id: productId, pay_type: 7, trade_type: 0 } })
    expect(answer.code, answer.msg).toBe(0)
    expect((await postNotification(paidNotification(answer.data.out_trade_no, amount))).msg).toBe('paid')
    return answer.data.out_trade_no
  }

  it('41: a union product through create_ex, or a piece product through union_order_pay', async () => {
    expect(await payApi(payCalls.orderCreateEx.path, { token, body: { product_id: UNION_BASIC, pay_type: 6 } })).toMatchObject({
      code: 41,
      msg: PAY_MESSAGES.unionPurchaseError,
    })
    expect(await payApi(payCalls.unionOrderPay.path, { token, body: { product_id: BASIC, pay_type: 6 } })).toMatchObject({ code: 41 })
    expect(await payApi(`${payCalls.unionDeductionProduct.path}?product_id=${BASIC}`, { token })).toMatchObject({ code: 41 })
  })

  it('union_order_pay answers the QR; with no union package there is nothing to deduct', async () => {
    const deduction = unionDeductionResponse.parse(await payApi(`${payCalls.unionDeductionProduct.path}?product_id=${UNION_PRO}`, { token }))
    expect(deduction.data).toMatchObject({ price: 129900, deduction: 0, pay_amount: 129900, from_order: null })
    const response = await callPay(payCalls.unionOrderPay.path, { token, body: { product_id: UNION_PRO, pay_type: 6, trade_type: 0 } })
    expect(response.headers.get('content-type')).toContain('image/svg+xml')
    expect(response.headers.get('out_trade_no')).toBeTruthy()
  })

  it('an upgrade deducts what the current union package is still worth', async () => {
    const current = await buyUnion(UNION_BASIC, 59900)
    const { data } = unionDeductionResponse.parse(await payApi(`${payCalls.unionDeductionProduct.path}?product_id=${UNION_PRO}`, { token }))
    expect(data.from_order?.out_trade_no).toBe(current)
    expect(data.deduction).toBe(59900) // bought today: every day is left
    expect(data.pay_amount).toBe(129900 - data.deduction)
    const order = await payApi<{ amount: number; out_trade_no: string }>(payCalls.unionOrderPay.path, {
      token,
      body: { product_id: UNION_PRO, pay_type: 7, deduction: data.deduction },
    })
    expect(order.code, order.msg).toBe(0)
    expect(order.data.amount).toBe(data.pay_amount)
    // A day later the package is worth 364/365 of what was paid.
    await env.DB.prepare('UPDATE pay_orders SET paid_at = paid_at - 86400 WHERE out_trade_no = ?').bind(current).run()
    const later = unionDeductionResponse.parse(await payApi(`${payCalls.unionDeductionProduct.path}?product_id=${UNION_PRO}`, { token })).data
    expect(later.deduction).toBe(Math.floor((59900 * 364) / 365))
  })

  it('5031: no downgrade; 5030: the deduction shown is no longer the one that applies', async () => {
    await buyUnion(UNION_PRO, 129900)
    expect(await payApi(`${payCalls.unionDeductionProduct.path}?product_id=${UNION_BASIC}`, { token })).toMatchObject({
      code: 5031,
      msg: PAY_MESSAGES.deductionDowngrade,
    })
    expect(await payApi(payCalls.unionOrderPay.path, { token, body: { product_id: UNION_BASIC, pay_type: 7 } })).toMatchObject({ code: 5031 })
    expect(await payApi(payCalls.unionOrderPay.path, { token, body: { product_id: UNION_ULTIMATE, pay_type: 7, deduction: 1 } })).toMatchObject({
      code: 5030,
      msg: PAY_MESSAGES.deductionInvalid,
    })
  })

  it('42: two current union packages to deduct from', async () => {
    await buyUnion(UNION_BASIC, 59900)
    // A second union package bought elsewhere (an admin grant, the app store): both are current.
    await env.DB.prepare(
      `INSERT INTO pay_orders (out_trade_no, org_id, user_id, product_id, product_name, business_type, price, amount, pay_type, kind, state, created_at, expires_at, paid_at)
       VALUES ('PADMINUNION00001', 101, 1, 2001, '联合基础版', 0, 59900, 59900, 6, 'union', 1, ?1, ?1 + 600, ?1)`,
    )
      .bind(nowSeconds())
      .run()
    expect(await payApi(`${payCalls.unionDeductionProduct.path}?product_id=${UNION_ULTIMATE}`, { token })).toMatchObject({
      code: 42,
      msg: PAY_MESSAGES.unionDeductionMultiple,
    })
    expect(await payApi(payCalls.unionOrderPay.path, { token, body: { product_id: UNION_ULTIMATE, pay_type: 6 } })).toMatchObject({ code: 42 })
  })
})
