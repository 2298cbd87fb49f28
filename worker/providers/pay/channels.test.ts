import { env } from 'cloudflare:workers'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { payCalls } from '../../../shared/contracts/pay'
import { OrderState, PayMethod, TradeType } from '../../../shared/payEnums'
import { ConfigError, readConfig, type Bindings } from '../../env'
import { nowSeconds } from '../../lib/clock'
import { closeExpiredOrders } from '../../services/pay/jobs'
import { DEMO } from '../../test/accounts'
import { alipayNotification, fakeAlipay } from '../../test/fakeAlipay'
import { fakeWechatPay, TEST_WECHAT, wechatPaidNotification, wechatSignedHeaders } from '../../test/fakeWechatPay'
import { callPay, callRaw, creditCount, payApi, resetPay, tokenFor } from '../../test/pay'
import { alipaySecrets, channelKeysBeforeAll, routeFetchToChannels, wechatPaySecrets } from '../../test/realChannels'
import { testKeyPair } from '../../test/rsaKeys'
import { payChannelNamed, payChannels, payProvider } from './index'
import { PAY_NOTIFY_PATH } from './sandbox'

const BASIC = 1002
const keys = channelKeysBeforeAll()
let realEnv: Bindings

function wechatSecrets(): Partial<Bindings> {
  return { ...wechatPaySecrets(keys), WECHATPAY_PRIVATE_KEY: keys.merchant.privatePem.replace(/\n/g, '\\n') } // the key as pasted on one line
}

beforeAll(() => {
  realEnv = { ...env, SANDBOX: 'off', ...wechatSecrets(), ...alipaySecrets(keys) }
})

const connectPeers = () => routeFetchToChannels(fakeWechatPay(keys.merchant, keys.platform), fakeAlipay(keys.app, keys.alipay))

async function orderState(outTradeNo: string): Promise<number> {
  return (await env.DB.prepare('SELECT state FROM pay_orders WHERE out_trade_no = ?').bind(outTradeNo).first<number>('state'))!
}

async function buy(payType: number): Promise<{ response: Response; outTradeNo: string }> {
  const token = await tokenFor(DEMO.main.id)
  const response = await callPay('/v1/order/create_ex', {
    token,
    bindings: realEnv,
    body: { app_id: 1, product_id: BASIC, pay_type: payType, buy_source_id: 924, activity_uuid: '' },
  })
  return { response, outTradeNo: response.headers.get('out_trade_no') ?? '' }
}

describe('choosing the channels by configuration', () => {
  it('is the sandbox for every pay type when SANDBOX is on, whatever else is set', () => {
    const sandboxed = { ...realEnv, SANDBOX: 'on' }
    expect(payChannels(sandboxed).map((channel) => channel.name)).toEqual(['sandbox'])
    for (const payType of Object.values(PayMethod)) expect(payProvider(sandboxed, payType)?.name).toBe('sandbox')
  })

  it('is WeChat Pay for WeChat pay types and Alipay for Alipay’s, and nothing for the others', () => {
    expect(payProvider(realEnv, PayMethod.Wechat)?.name).toBe('wechatpay')
    expect(payProvider(realEnv, PayMethod.Alipay)?.name).toBe('alipay')
    expect(payProvider(realEnv, PayMethod.Union)).toBeNull()
    // Auto-renewal signs a contract, which these adapters do not: no channel rather than a contract never charged.
    expect(payProvider(realEnv, PayMethod.WechatTs)).toBeNull()
    expect(payProvider(realEnv, PayMethod.AlipayTs)).toBeNull()
    expect(payChannelNamed(realEnv, 'sandbox')).toBeNull()
    expect(payChannels({ ...env, SANDBOX: 'off', ...alipaySecrets(keys) }).map((channel) => channel.name)).toEqual(['alipay'])
    expect(payChannels({ ...env, SANDBOX: 'off' })).toEqual([])
  })

  it('refuses a half-configured channel, naming every missing secret', () => {
    const half = { ...env, SANDBOX: 'off', WECHATPAY_MCHID: TEST_WECHAT.mchid, WECHATPAY_APPID: TEST_WECHAT.appid }
    expect(() => readConfig(half)).toThrow(ConfigError)
    expect(() => readConfig(half)).toThrow(/WECHATPAY_SERIAL_NO[\s\S]*WECHATPAY_PRIVATE_KEY[\s\S]*WECHATPAY_APIV3_KEY[\s\S]*WECHATPAY_PLATFORM_PUBLIC_KEY/)
    expect(() => readConfig({ ...env, ...wechatSecrets(), WECHATPAY_APIV3_KEY: 'short' })).toThrow(/APIv3 key/)
  })
})

describe('paying through the real channels (fake peers at the network boundary)', () => {
  beforeEach(resetPay)

  it('WeChat Pay: the order’s QR encodes the code_url; the signed notification credits it once, a forged one is refused', async () => {
    const { wechat } = connectPeers()
    const { response, outTradeNo } = await buy(PayMethod.Wechat)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('image/svg+xml')
    const sent = wechat.orders.get(outTradeNo)!
    expect(sent.request).toMatchObject({ notify_url: `http://example.test${PAY_NOTIFY_PATH}/wechatpay`, amount: { total: 29900 } })
    const expiresAt = (await env.DB.prepare('SELECT expires_at FROM pay_orders WHERE out_trade_no = ?').bind(outTradeNo).first<number>('expires_at'))!
    expect(Date.parse(String(sent.request.time_expire)) / 1000).toBe(expiresAt - 60) // the channel stops a minute before we close

    const forged = await wechatPaidNotification(await testKeyPair(), { out_trade_no: outTradeNo, total: 29900 })
    const refused = await callRaw(`${PAY_NOTIFY_PATH}/wechatpay`, { method: 'POST', headers: forged.headers, body: forged.body }, realEnv)
    expect(refused.status).toBe(401)
    expect(await creditCount(outTradeNo)).toBe(0)

    const notification = await wechatPaidNotification(keys.platform, { out_trade_no: outTradeNo, total: 29900 })
    for (let attempt = 0; attempt < 2; attempt++) {
      const answer = await callRaw(`${PAY_NOTIFY_PATH}/wechatpay`, { method: 'POST', headers: notification.headers, body: notification.body }, realEnv)
      expect(answer.status).toBe(204)
    }
    expect(await orderState(outTradeNo)).toBe(OrderState.Paid)
    expect(await creditCount(outTradeNo)).toBe(1)
  })

  it('Alipay: the order answers the precreated QR as its pay URL; the signed notification credits it once', async () => {
    connectPeers()
    const { response, outTradeNo } = await buy(PayMethod.Alipay)
    const body = (await response.json()) as { data: { pay_url: string } }
    expect(body.data.pay_url).toBe(`https://qr.alipay.com/bax0${outTradeNo.slice(-6)}`)
    const tampered = await alipayNotification(keys.alipay, { out_trade_no: outTradeNo, total_amount: '299.00' })
    const refused = await callRaw(
      `${PAY_NOTIFY_PATH}/alipay`,
      { method: 'POST', headers: tampered.headers, body: tampered.body.replace('299.00', '0.01') },
      realEnv,
    )
    expect(await refused.text()).toBe('fail')
    for (let attempt = 0; attempt < 2; attempt++) {
      const answer = await callRaw(`${PAY_NOTIFY_PATH}/alipay`, { method: 'POST', headers: tampered.headers, body: tampered.body }, realEnv)
      expect(await answer.text()).toBe('success')
    }
    expect(await orderState(outTradeNo)).toBe(OrderState.Paid)
    expect(await creditCount(outTradeNo)).toBe(1)
  })

  it('WeChat Pay JSAPI: needs the payer’s bound WeChat; its pay_url is the bridge page, which returns to this site only', async () => {
    const { wechat } = connectPeers()
    const token = await tokenFor(DEMO.main.id)
    const order = (bindings: Bindings) =>
      payApi<{ out_trade_no: string; pay_url: string; jsapi: { package: string } | null }>(payCalls.orderCreatePayEx.path, {
        token,
        bindings,
        body: { app_id: 1, product_id: BASIC, pay_type: PayMethod.Wechat, trade_type: TradeType.Jsapi, buy_source_id: 924, activity_uuid: '' },
      })
    expect(await order(realEnv)).toMatchObject({ code: 5045, msg: '该套餐不支持此支付方式' })
    await env.DB.prepare('INSERT INTO wechat_bindings (openid, user_id, bound_at) VALUES (?, ?, 0)').bind('oTestMainOpenid', DEMO.main.id).run()
    const answer = await order(realEnv)
    expect(answer.code).toBe(0)
    expect(wechat.orders.get(answer.data.out_trade_no)!.request).toMatchObject({ payer: { openid: 'oTestMainOpenid' } })
    expect(answer.data.jsapi!.package).toMatch(/^prepay_id=wx/)

    const page = await callRaw(
      `${new URL(answer.data.pay_url).pathname}${new URL(answer.data.pay_url).search}&return=${encodeURIComponent('/payment?from=wx')}`,
      {},
      realEnv,
    )
    expect(page.status).toBe(200)
    const text = await page.text()
    const nonce = /<script nonce="([^"]+)">/.exec(text)![1]!
    expect(page.headers.get('content-security-policy')).toContain(`'nonce-${nonce}'`)
    expect(text).toContain(`"package":"${answer.data.jsapi!.package}"`)
    expect(text).toContain(`"ok":"/payment?from=wx\\u0026jsapi=ok\\u0026out_trade_no=${answer.data.out_trade_no}"`)
    const elsewhere = await callRaw(
      `${new URL(answer.data.pay_url).pathname}${new URL(answer.data.pay_url).search}&return=${encodeURIComponent('https://evil.example/x')}`,
      {},
      realEnv,
    )
    expect(await elsewhere.text()).toContain(`"cancel":"/?jsapi=cancel\\u0026out_trade_no=`)
    expect((await callRaw('/__pay/wechat-jsapi?out_trade_no=P1&p=bm90IGpzb24', {}, realEnv)).status).toBe(400)
  })

  it('a channel that cannot be reached is a 503 with the Chinese message, not a 500', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('connect failed'))
    const { response } = await buy(PayMethod.Wechat)
    expect(response.status).toBe(503)
    expect(await response.json()).toMatchObject({ code: 503, msg: '支付服务暂不可用，请稍后再试' })
    expect((await buy(PayMethod.Union)).response.status).toBe(503)
  })
})

describe('documented notification shapes through the notify endpoint', () => {
  beforeEach(resetPay)

  const post = (channel: string, notification: { body: string; headers: Headers }) =>
    callRaw(`${PAY_NOTIFY_PATH}/${channel}`, { method: 'POST', headers: notification.headers, body: notification.body }, realEnv)

  it('Alipay: the paid notification with refund_fee=0.00 credits; refunds, closes and unknown shapes each get their answer', async () => {
    connectPeers()
    const { outTradeNo } = await buy(PayMethod.Alipay)
    const paid = {
      out_trade_no: outTradeNo,
      total_amount: '299.00',
      refund_fee: '0.00',
      gmt_close: '2026-11-24 10:34:56',
      receipt_amount: '299.00',
      buyer_pay_amount: '299.00',
      point_amount: '0.00',
    }
    expect(await (await post('alipay', await alipayNotification(keys.alipay, paid))).text()).toBe('success')
    expect(await orderState(outTradeNo)).toBe(OrderState.Paid)
    expect(await creditCount(outTradeNo)).toBe(1)

    const partial = await alipayNotification(keys.alipay, { ...paid, refund_fee: '100.00', gmt_refund: '2026-11-24 11:00:00.100', out_biz_no: 'RF1' })
    expect(await (await post('alipay', partial)).text()).toBe('success')
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM pay_credits WHERE out_trade_no = ?').bind(outTradeNo).first('n')).toBe(1)

    const unknown = await alipayNotification(keys.alipay, { ...paid, trade_status: 'TRADE_PENDING' })
    expect(await (await post('alipay', unknown)).text()).toBe('fail')

    const full = await alipayNotification(keys.alipay, {
      ...paid,
      trade_status: 'TRADE_CLOSED',
      refund_fee: '299.00',
      gmt_refund: '2026-11-24 12:00:00.100',
      out_biz_no: 'RF2',
    })
    expect(await (await post('alipay', full)).text()).toBe('success')
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM pay_credits WHERE credit_key = 'refund:' || ?").bind(outTradeNo).first('n')).toBe(1)

    const other = (await buy(PayMethod.Alipay)).outTradeNo
    const closedUnpaid = await alipayNotification(keys.alipay, {
      out_trade_no: other,
      total_amount: '299.00',
      trade_status: 'TRADE_CLOSED',
      gmt_close: '2026-11-24 10:44:56',
    })
    expect(await (await post('alipay', closedUnpaid)).text()).toBe('success')
    expect(await orderState(other)).toBe(OrderState.Created)
  })

  it('refuses a notification from a channel the order was not charged through', async () => {
    connectPeers()
    const wechatOrder = (await buy(PayMethod.Wechat)).outTradeNo
    const alipayOrder = (await buy(PayMethod.Alipay)).outTradeNo
    expect(await (await post('alipay', await alipayNotification(keys.alipay, { out_trade_no: wechatOrder, total_amount: '299.00' }))).text()).toBe('fail')
    expect((await post('wechatpay', await wechatPaidNotification(keys.platform, { out_trade_no: alipayOrder, total: 29900 }))).status).toBe(401)
    expect(await creditCount(wechatOrder)).toBe(0)
    expect(await creditCount(alipayOrder)).toBe(0)
  })

  it('WeChat Pay: refuses a replayed notification signed more than 5 minutes ago', async () => {
    connectPeers()
    const { outTradeNo } = await buy(PayMethod.Wechat)
    const fresh = await wechatPaidNotification(keys.platform, { out_trade_no: outTradeNo, total: 29900 })
    const replayed = { body: fresh.body, headers: await wechatSignedHeaders(keys.platform, fresh.body, TEST_WECHAT.platformSerial, String(nowSeconds() - 600)) }
    expect((await post('wechatpay', replayed)).status).toBe(401)
    expect(await creditCount(outTradeNo)).toBe(0)
  })
})

describe('a page reading an expired order', () => {
  beforeEach(resetPay)

  const readState = async (outTradeNo: string) =>
    (
      await payApi<{ state: number }>(`${payCalls.orderState.path}?out_trade_no=${outTradeNo}&app_id=1`, {
        token: await tokenFor(DEMO.main.id),
        bindings: realEnv,
      })
    ).data.state

  it('asks the channel before closing: paid there is paid here, waiting there is closed there, unreachable stays open', async () => {
    const peers = connectPeers()
    const paid = (await buy(PayMethod.Wechat)).outTradeNo
    const waiting = (await buy(PayMethod.Alipay)).outTradeNo
    peers.wechat.pay(paid, nowSeconds() - 30) // paid at WeChat Pay, its notification late
    peers.alipay.scan(waiting)
    const expire = (no: string) =>
      env.DB.prepare('UPDATE pay_orders SET expires_at = ? WHERE out_trade_no = ?')
        .bind(nowSeconds() - 1, no)
        .run()
    await Promise.all([paid, waiting].map(expire))

    expect(await readState(paid)).toBe(OrderState.Paid)
    expect(await creditCount(paid)).toBe(1)
    // The late notification then lands as a duplicate, not as a close.
    const late = await wechatPaidNotification(keys.platform, {
      out_trade_no: paid,
      total: 29900,
      transaction_id: peers.wechat.orders.get(paid)!.transaction_id,
    })
    expect((await callRaw(`${PAY_NOTIFY_PATH}/wechatpay`, { method: 'POST', headers: late.headers, body: late.body }, realEnv)).status).toBe(204)
    expect(await creditCount(paid)).toBe(1)

    expect(await readState(waiting)).toBe(OrderState.Closed)
    expect(peers.alipay.orders.get(waiting)!.trade_status).toBe('TRADE_CLOSED')

    const unreachable = (await buy(PayMethod.Wechat)).outTradeNo
    await expire(unreachable)
    peers.fetchSpy.mockRejectedValue(new TypeError('connect failed'))
    expect(await readState(unreachable)).toBe(OrderState.Created)
  })
})

describe('closing expired orders with the channel', () => {
  beforeEach(resetPay)

  async function expire(outTradeNo: string) {
    await env.DB.prepare('UPDATE pay_orders SET expires_at = ? WHERE out_trade_no = ?')
      .bind(nowSeconds() - 1, outTradeNo)
      .run()
  }

  it('pays an order whose notification was lost, closes a waiting one at the channel, and keeps one it could not ask', async () => {
    const peers = connectPeers()
    const paid = (await buy(PayMethod.Wechat)).outTradeNo
    const waiting = (await buy(PayMethod.Wechat)).outTradeNo
    const scanned = (await buy(PayMethod.Alipay)).outTradeNo
    peers.wechat.pay(paid, nowSeconds() - 30) // paid at WeChat Pay before the order expired, but its notification never came
    peers.alipay.scan(scanned)
    await Promise.all([paid, waiting, scanned].map(expire))

    expect(await closeExpiredOrders(realEnv, nowSeconds())).toBe(2)
    expect(await orderState(paid)).toBe(OrderState.Paid)
    expect(await creditCount(paid)).toBe(1)
    expect(await orderState(waiting)).toBe(OrderState.Closed)
    expect(peers.wechat.orders.get(waiting)!.trade_state).toBe('CLOSED')
    expect(await orderState(scanned)).toBe(OrderState.Closed)
    expect(peers.alipay.orders.get(scanned)!.trade_status).toBe('TRADE_CLOSED')

    const unreachable = (await buy(PayMethod.Wechat)).outTradeNo
    await expire(unreachable)
    peers.fetchSpy.mockRejectedValue(new TypeError('connect failed'))
    expect(await closeExpiredOrders(realEnv, nowSeconds())).toBe(0)
    expect(await orderState(unreachable)).toBe(OrderState.Created)
    vi.restoreAllMocks()
    const again = connectPeers()
    again.wechat.orders.set(unreachable, { ...peers.wechat.orders.get(unreachable)! })
    expect(await closeExpiredOrders(realEnv, nowSeconds())).toBe(1)
    expect(await closeExpiredOrders(realEnv, nowSeconds())).toBe(0)
    expect(await creditCount(paid)).toBe(1)
  })
})
