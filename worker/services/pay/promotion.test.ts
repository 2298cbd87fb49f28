import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { payCalls } from '../../../shared/contracts/pay'
import { orderCreatePayExResponse, productListResponse } from '../../../shared/contracts/schemas/pay'
import { callPay, createOrder, creditCount, paidNotification, payApi, postNotification, promotionWindow, resetPayAsDemo } from '../../test/pay'

const PRO = 1003 // list 69900, promotion 59900 (db/demo-pay.sql)
const BASIC = 1002 // no promotion price
const MONTHLY = 1101
const UNION_BASIC = 2001

async function orderOf(no: string) {
  return env.DB.prepare('SELECT amount, price, pay_scene FROM pay_orders WHERE out_trade_no = ?')
    .bind(no)
    .first<{ amount: number; price: number; pay_scene: number }>()
}

describe('the promotion window prices official-site orders', () => {
  let token: string
  beforeEach(async () => {
    token = await resetPayAsDemo()
  })

  it('lists each product with its promotion price', async () => {
    const { data } = productListResponse.parse(await payApi(`${payCalls.productList.path}?app_id=1`))
    expect(data.list.find((product) => product.id === PRO)).toMatchObject({ price: 69900, promotion_price: 59900 })
    expect(data.list.find((product) => product.id === BASIC)).toMatchObject({ promotion_price: 0 })
  })

  it('charges the promotion price in payment scene 5 while the window is open, and credits it once when paid', async () => {
    await promotionWindow(true)
    const no = await createOrder(token, PRO)
    expect(await orderOf(no)).toEqual({ amount: 59900, price: 59900, pay_scene: 5 })
    // The channel's notification must carry what was charged; it credits once however often it comes.
    expect((await postNotification(paidNotification(no, 59900))).status).toBe(200)
    expect((await postNotification(paidNotification(no, 59900))).status).toBe(200)
    expect(await creditCount(no)).toBe(1)
  })

  it('charges the list price in the scene asked once the window has closed, whatever the page showed', async () => {
    await promotionWindow(false)
    expect(await orderOf(await createOrder(token, PRO))).toEqual({ amount: 69900, price: 69900, pay_scene: 1 })
    expect(await orderOf(await createOrder(token, PRO, 6, { pay_scene: 5 }))).toMatchObject({ amount: 69900, pay_scene: 5 })
  })

  it('leaves products without a promotion price, subscriptions and union products at their price', async () => {
    await promotionWindow(true)
    expect(await orderOf(await createOrder(token, BASIC))).toEqual({ amount: 29900, price: 29900, pay_scene: 1 })
    await env.DB.prepare('UPDATE pay_products SET promotion_price = 100 WHERE id IN (?, ?)').bind(MONTHLY, UNION_BASIC).run()
    const union = await callPay(payCalls.unionOrderPay.path, { token, body: { product_id: UNION_BASIC, pay_type: 6 } })
    expect(await orderOf(union.headers.get('out_trade_no')!)).toEqual({ amount: 59900, price: 59900, pay_scene: 1 })
  })

  it('prices in-app orders (create_pay_ex) by the same window', async () => {
    await promotionWindow(true)
    const { data } = orderCreatePayExResponse.parse(
      await payApi(payCalls.orderCreatePayEx.path, { token, body: { product_id: PRO, pay_type: 7, trade_type: 0 } }),
    )
    expect(data.amount).toBe(59900)
    expect(await orderOf(data.out_trade_no)).toMatchObject({ pay_scene: 5 })
  })

  it('sells at the list price when the config has no row', async () => {
    await env.DB.prepare('DELETE FROM ow_config').run()
    expect(await orderOf(await createOrder(token, PRO))).toMatchObject({ amount: 69900, pay_scene: 1 })
  })
})
