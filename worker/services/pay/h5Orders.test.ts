import { env } from 'cloudflare:workers'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { payCalls } from '../../../shared/contracts/pay'
import { OrderState, PayMethod, TradeType } from '../../../shared/payEnums'
import { SANDBOX_PAY_PATHS } from '../../../shared/sandboxPay'
import type { Bindings } from '../../env'
import { PAY_NOTIFY_PATH } from '../../providers/pay/sandbox'
import { DEMO } from '../../test/accounts'
import { alipayNotification, fakeAlipay, TEST_ALIPAY } from '../../test/fakeAlipay'
import { fakeWechatPay, wechatPaidNotification } from '../../test/fakeWechatPay'
import { ORIGIN } from '../../test/helpers'
import { callRaw, creditCount, payApi, resetPay, tokenFor } from '../../test/pay'
import { alipaySecrets, channelKeysBeforeAll, routeFetchToChannels, wechatPaySecrets } from '../../test/realChannels'

/** Orders of trade type 3 (H5: a phone browser outside WeChat) through order/create_pay_ex. */

const BASIC = 1002
const PAYER_IP = '203.0.113.7'

interface PayExAnswer {
  out_trade_no: string
  amount: number
  trade_type: number
  jsapi: unknown
  pay_url: string
}

/** An H5 order as a phone browser behind Cloudflare sends it (`headers` without CF-Connecting-IP: one not behind it). */
async function orderH5(body: Record<string, unknown>, bindings?: Bindings, headers: Record<string, string> = { 'cf-connecting-ip': PAYER_IP }) {
  return payApi<PayExAnswer>(payCalls.orderCreatePayEx.path, {
    token: await tokenFor(DEMO.main.id),
    bindings,
    headers,
    body: {
      app_id: 1,
      product_id: BASIC,
      pay_type: PayMethod.Wechat,
      trade_type: TradeType.Mweb,
      buy_source_id: 924,
      activity_uuid: '',
      return_path: '/payment?product_id=1002',
      ...body,
    },
  })
}

async function orderState(outTradeNo: string): Promise<number> {
  return (await env.DB.prepare('SELECT state FROM pay_orders WHERE out_trade_no = ?').bind(outTradeNo).first<number>('state'))!
}

/** The sandbox stand-in's address as a path, and the return address it carries. */
function standIn(payUrl: string): { path: string; returnTo: string } {
  const url = new URL(payUrl)
  return { path: `${url.pathname}${url.search}`, returnTo: url.searchParams.get('return')! }
}

beforeEach(resetPay)

describe('H5 orders in the sandbox', () => {
  it.each([
    ['WeChat Pay H5', PayMethod.Wechat, '微信支付 H5'],
    ['Alipay WAP', PayMethod.Alipay, '支付宝手机网站支付'],
  ])('%s: the pay URL is the stand-in page, which pays once and returns to the page with the trade number', async (_, payType, channelName) => {
    const answer = await orderH5({ pay_type: payType })
    expect(answer.code).toBe(0)
    expect(answer.data).toMatchObject({ trade_type: TradeType.Mweb, jsapi: null, amount: 29900 })
    const outTradeNo = answer.data.out_trade_no
    const { path, returnTo } = standIn(answer.data.pay_url)
    expect(path.startsWith(SANDBOX_PAY_PATHS.h5Page(outTradeNo))).toBe(true)
    expect(returnTo).toBe(`${ORIGIN}/payment?product_id=1002&out_trade_no=${outTradeNo}`)

    const page = await callRaw(path)
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain(channelName)
    expect(html).toContain('¥299.00')

    const form = (action: string) => new URLSearchParams({ action, return: returnTo }).toString()
    const post = (action: string) =>
      callRaw(SANDBOX_PAY_PATHS.h5Page(outTradeNo), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: form(action),
        redirect: 'manual',
      })
    const cancelled = await post('cancel')
    expect(cancelled.status).toBe(302)
    expect(cancelled.headers.get('location')).toBe(`/payment?product_id=1002&out_trade_no=${outTradeNo}`)
    expect(await orderState(outTradeNo)).toBe(OrderState.Created)

    for (let attempt = 0; attempt < 2; attempt++) {
      const paid = await post('pay')
      expect(paid.headers.get('location')).toBe(`/payment?product_id=1002&out_trade_no=${outTradeNo}`)
    }
    expect(await orderState(outTradeNo)).toBe(OrderState.Paid)
    expect(await creditCount(outTradeNo)).toBe(1)
  })

  it('the stand-in returns only to this site', async () => {
    const answer = await orderH5({})
    const outTradeNo = answer.data.out_trade_no
    const returned = await callRaw(SANDBOX_PAY_PATHS.h5Page(outTradeNo), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ action: 'cancel', return: 'https://evil.example/x' }).toString(),
      redirect: 'manual',
    })
    expect(returned.headers.get('location')).toBe('/')
  })

  it('refuses H5 for UnionPay, and a return path that is not this site’s, before creating an order', async () => {
    expect(await orderH5({ pay_type: PayMethod.Union })).toMatchObject({ code: 5045 })
    for (const returnPath of ['//evil.example/x', 'https://evil.example/x', '/\\evil.example']) {
      const answer = await orderH5({ return_path: returnPath })
      expect(answer.status).toBe(400)
    }
    const { results } = await env.DB.prepare('SELECT out_trade_no FROM pay_orders WHERE trade_type = ?').bind(TradeType.Mweb).all()
    expect(results).toHaveLength(0)
  })
})

describe('H5 orders through the real channels (fake peers at the network boundary)', () => {
  const keys = channelKeysBeforeAll()
  let realEnv: Bindings

  beforeAll(() => {
    realEnv = { ...env, SANDBOX: 'off', ...wechatPaySecrets(keys), ...alipaySecrets(keys) }
  })

  const connectPeers = () => routeFetchToChannels(fakeWechatPay(keys.merchant, keys.platform), fakeAlipay(keys.app, keys.alipay))

  it('WeChat Pay H5: ordered with the payer’s IP, answered with h5_url and the return address; the notification credits it once', async () => {
    const { wechat } = connectPeers()
    const answer = await orderH5({}, realEnv)
    expect(answer.code).toBe(0)
    const outTradeNo = answer.data.out_trade_no
    expect(wechat.calls.map((call) => call.url)).toEqual(['/v3/pay/transactions/h5'])
    expect(wechat.orders.get(outTradeNo)!.request).toMatchObject({
      scene_info: { payer_client_ip: PAYER_IP, h5_info: { type: 'Wap' } },
      amount: { total: 29900 },
    })
    const payUrl = new URL(answer.data.pay_url)
    expect(`${payUrl.origin}${payUrl.pathname}`).toBe('https://wx.tenpay.com/cgi-bin/mmpayweb-bin/checkmweb')
    expect(payUrl.searchParams.get('redirect_url')).toBe(`${ORIGIN}/payment?product_id=1002&out_trade_no=${outTradeNo}`)

    const notification = await wechatPaidNotification(keys.platform, { out_trade_no: outTradeNo, total: 29900 })
    for (let attempt = 0; attempt < 2; attempt++) {
      const received = await callRaw(`${PAY_NOTIFY_PATH}/wechatpay`, { method: 'POST', headers: notification.headers, body: notification.body }, realEnv)
      expect(received.status).toBe(204)
    }
    expect(await orderState(outTradeNo)).toBe(OrderState.Paid)
    expect(await creditCount(outTradeNo)).toBe(1)
  })

  it('WeChat Pay H5 without the payer’s IP (not behind Cloudflare) is refused before an order reaches WeChat Pay', async () => {
    const { wechat } = connectPeers()
    const answer = await orderH5({}, realEnv, {})
    expect(answer.code).toBe(5045)
    expect(wechat.calls).toHaveLength(0)
  })

  it('Alipay WAP: the pay URL is the signed gateway page returning to the site; the notification credits it once', async () => {
    const { alipay } = connectPeers()
    const answer = await orderH5({ pay_type: PayMethod.Alipay }, realEnv)
    expect(answer.code).toBe(0)
    const outTradeNo = answer.data.out_trade_no
    const payUrl = new URL(answer.data.pay_url)
    expect(`${payUrl.origin}${payUrl.pathname}`).toBe(TEST_ALIPAY.gateway)
    expect(payUrl.searchParams.get('method')).toBe('alipay.trade.wap.pay')
    expect(payUrl.searchParams.get('return_url')).toBe(`${ORIGIN}/payment?product_id=1002&out_trade_no=${outTradeNo}`)
    expect(JSON.parse(payUrl.searchParams.get('biz_content')!)).toMatchObject({
      out_trade_no: outTradeNo,
      total_amount: '299.00',
      product_code: 'QUICK_WAP_WAY',
    })
    // The payer's browser opens it; the fake gateway checks the signature and keeps the trade.
    expect((await fetch(payUrl)).status).toBe(200)
    expect(alipay.orders.get(outTradeNo)?.trade_status).toBe('WAIT_BUYER_PAY')

    const notification = await alipayNotification(keys.alipay, { out_trade_no: outTradeNo, total_amount: '299.00', receipt_amount: '299.00' })
    for (let attempt = 0; attempt < 2; attempt++) {
      const received = await callRaw(`${PAY_NOTIFY_PATH}/alipay`, { method: 'POST', headers: notification.headers, body: notification.body }, realEnv)
      expect(await received.text()).toBe('success')
    }
    expect(await orderState(outTradeNo)).toBe(OrderState.Paid)
    expect(await creditCount(outTradeNo)).toBe(1)
  })
})
