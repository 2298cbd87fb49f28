import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { userCalls } from '../../shared/contracts/user'
import { orderProductsResponse } from '../../shared/contracts/schemas/userInfo'
import { api, DEMO, SANDBOX_ENV } from '../test/accounts'
import { callPay, callRaw, createOrder, creditCount, resetPayAsDemo } from '../test/pay'

function form(fields: Record<string, string>): RequestInit {
  return { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString() }
}

describe('the sandbox pay channel', () => {
  let token: string
  beforeEach(async () => {
    token = await resetPayAsDemo()
  })

  it('the pay page pays by a signed notification; paying twice credits once; the console lists the order', async () => {
    const no = await createOrder(token, 1002)
    const page = await (await callRaw(`/__sandbox/pay/order/${no}`)).text()
    expect(page).toContain('data-testid="sandbox-pay"')
    const paid = await (await callRaw(`/__sandbox/pay/order/${no}/pay`, form({ times: '2' }))).text()
    expect(paid).toContain('支付成功')
    expect(paid).toContain('重复通知，未重复入账')
    expect(await creditCount(no)).toBe(1)
    expect(await (await callRaw('/__sandbox/pay')).text()).toContain(no)
    const listed = (await (await callRaw(`/__sandbox/pay/orders?phone=${DEMO.main.phone}`)).json()) as { orders: { out_trade_no: string; state: number }[] }
    expect(listed.orders[0]).toMatchObject({ out_trade_no: no, state: 1 })
    const products = orderProductsResponse.parse(await api(userCalls.orderProducts.path, { token })).data
    expect(products.at(-1)).toEqual({ product_name: '基础版', is_delay: false })
  })

  it('a wrong amount from the console credits nothing; close and refund', async () => {
    const no = await createOrder(token, 1002)
    const wrong = await callRaw(`/__sandbox/pay/order/${no}/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ amount: 100 }),
    })
    expect(await wrong.json()).toEqual({ outcomes: ['amount_mismatch'] })
    const closed = await callRaw(`/__sandbox/pay/order/${no}/close`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })
    expect(await closed.json()).toEqual({ closed: true })
    const late = await callRaw(`/__sandbox/pay/order/${no}/pay`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })
    expect(await late.json()).toEqual({ outcomes: ['channel_closed'] })
    const other = await createOrder(token, 1005)
    await callRaw(`/__sandbox/pay/order/${other}/pay`, form({}))
    const refund = await callRaw(`/__sandbox/pay/order/${other}/refund`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })
    expect(await refund.json()).toEqual({ outcome: 'refunded' })
    expect(await env.DB.prepare('SELECT SUM(storage) AS s FROM pay_credits WHERE out_trade_no = ?').bind(other).first('s')).toBe(0)
  })

  it('stands in for WeChat JSAPI: create_pay_ex gives the parameters and a page that pays and returns to the site', async () => {
    const answer = await callPay('/v1/order/create_pay_ex', { token, body: { product_id: 1002, pay_type: 6, trade_type: 2 } })
    const { data } = (await answer.json()) as { data: { out_trade_no: string; jsapi: { package: string } | null; pay_url: string } }
    expect(data.jsapi?.package).toBe(`prepay_id=sandbox_${data.out_trade_no}`)
    expect(data.pay_url).toContain(`/__sandbox/pay/order/${data.out_trade_no}/jsapi`)
    const page = await callRaw(`/__sandbox/pay/order/${data.out_trade_no}/jsapi?return=${encodeURIComponent('https://evil.example/x')}`)
    expect(await page.text()).toContain('value="/"')
    const back = await callRaw(`/__sandbox/pay/order/${data.out_trade_no}/jsapi`, form({ action: 'pay', return: '/payment?app=1' }))
    expect(back.status).toBe(302)
    expect(back.headers.get('location')).toBe(`/payment?app=1&jsapi=ok&out_trade_no=${data.out_trade_no}`)
    expect(await creditCount(data.out_trade_no)).toBe(1)
  })

  it('is 404 with the sandbox off, and so is the notify endpoint', async () => {
    const off = { ...SANDBOX_ENV, SANDBOX: 'off' }
    expect((await callRaw('/__sandbox/pay', {}, off)).status).toBe(404)
    expect((await callRaw('/__pay/notify/sandbox', { method: 'POST', body: '{}' }, off)).status).toBe(404)
  })
})
