import { describe, expect, it } from 'vitest'
import { TradeType } from '../../../shared/payEnums'
import { alipayNotification, fakeAlipay, TEST_ALIPAY } from '../../test/fakeAlipay'
import { alipayConfig, channelKeysBeforeAll, routeFetchTo } from '../../test/realChannels'
import { testKeyPair } from '../../test/rsaKeys'
import { alipay, centsToYuan, rawMember, signContent, yuanToCents } from './alipay'
import { PayChannelError, type ChargeRequest, type PayProvider } from './provider'
import { pkcs1ToPkcs8 } from './rsa'

const keys = channelKeysBeforeAll()

function channel(privateKey = keys.app.privateBase64): PayProvider {
  return alipay({ ...alipayConfig(keys), privateKey })
}

const charge = (overrides: Partial<ChargeRequest> = {}): ChargeRequest => ({
  outTradeNo: 'P20261123000007',
  amount: 990,
  description: '体验版',
  payType: 7,
  tradeType: TradeType.Native,
  origin: 'https://www.retouch.example',
  expiresAt: Date.UTC(2026, 10, 23, 2, 10, 0) / 1000,
  ...overrides,
})

describe('Alipay RSA2: the strings of its documentation', () => {
  it('builds the documented string to sign (sorted, sign left out, values as they are)', () => {
    const biz =
      '{"button":[{"actionParam":"ZFB_HFCZ","actionType":"out","name":"话费充值"},{"name":"查询","subButton":[{"actionParam":"ZFB_YECX","actionType":"out","name":"余额查询"},{"actionParam":"ZFB_LLCX","actionType":"out","name":"流量查询"},{"actionParam":"ZFB_HFCX","actionType":"out","name":"话费查询"}]},{"actionParam":"http://m.alipay.com","actionType":"link","name":"最新优惠"}]}'
    const request = {
      app_id: '2014072300007148',
      method: 'alipay.mobile.public.menu.add',
      charset: 'GBK',
      sign_type: 'RSA2',
      timestamp: '2014-07-24 03:07:50',
      biz_content: biz,
      sign: 'e9zEAe4TTQ4LPLQvETPoLGXTiURcxiAKfMVQ6Hrrsx2hmyIEGvSfAQzbLxHrhyZ48wOJXTsD4FPnt+YGdK57+fP1BCbf9rIVycfjhYCqlFhbTu9pFnZgT55W+xbAFb9y7vL0MyAxwXUXvZtQVqEwW7pURtKilbcBTEW7TAxzgro=',
      version: '1.0',
    }
    expect(signContent(request)).toBe(
      `app_id=2014072300007148&biz_content=${biz}&charset=GBK&method=alipay.mobile.public.menu.add&sign_type=RSA2&timestamp=2014-07-24 03:07:50&version=1.0`,
    )
  })

  it('leaves out empty values, and sign and sign_type when verifying a notification', () => {
    expect(signContent({ b: '2', a: '1', empty: '', sign: 'x', sign_type: 'RSA2' }, ['sign', 'sign_type'])).toBe('a=1&b=2')
  })

  it('writes cents as yuan and reads yuan back without floating point', () => {
    expect(centsToYuan(990)).toBe('9.90')
    expect(centsToYuan(199900)).toBe('1999.00')
    expect(centsToYuan(5)).toBe('0.05')
    expect(yuanToCents('9.9')).toBe(990)
    expect(yuanToCents('0.07')).toBe(7)
    expect(yuanToCents('1999.00')).toBe(199900)
    expect(yuanToCents('-1')).toBeNull()
    expect(yuanToCents('1.234')).toBeNull()
  })

  it('cuts the exact signed text out of an answer, braces inside strings included', () => {
    const text = '{"alipay_trade_query_response":{"code":"10000","msg":"a}b{\\"c","x":{"y":1}},"sign":"abc"}'
    expect(rawMember(text, 'alipay_trade_query_response')).toBe('{"code":"10000","msg":"a}b{\\"c","x":{"y":1}}')
    expect(rawMember(text, 'error_response')).toBeNull()
  })
})

describe('Alipay against a fake gateway', () => {
  it('precreates a QR payment with a signed request: amount in yuan, expiry and notify URL', async () => {
    const fake = fakeAlipay(keys.app, keys.alipay)
    routeFetchTo(fake)
    expect(await channel().createCharge(charge())).toEqual({
      codeUrl: 'https://qr.alipay.com/bax0000007',
      payUrl: 'https://qr.alipay.com/bax0000007',
      jsapi: null,
    })
    const order = fake.orders.get('P20261123000007')!
    expect(order.biz).toEqual({ out_trade_no: 'P20261123000007', total_amount: '9.90', subject: '体验版', time_expire: '2026-11-23 10:10:00' })
    expect(order.params).toMatchObject({
      app_id: TEST_ALIPAY.appId,
      method: 'alipay.trade.precreate',
      charset: 'utf-8',
      sign_type: 'RSA2',
      notify_url: 'https://www.retouch.example/__pay/notify/alipay',
    })
  })

  it('signs with a PKCS#1 key as well (the key tool’s “非 Java” format)', async () => {
    routeFetchTo(fakeAlipay(keys.app, keys.alipay))
    // Our PKCS#8 key's inner PKCS#1 RSAPrivateKey, re-wrapped, is the same key: the fake accepts its signature.
    expect(pkcs1ToPkcs8(new Uint8Array([1, 2, 3]))).toEqual(
      new Uint8Array([
        0x30, 0x17, 0x02, 0x01, 0x00, 0x30, 0x0d, 0x06, 0x09, 0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x01, 0x01, 0x05, 0x00, 0x04, 0x03, 1, 2, 3,
      ]),
    )
    const pkcs8 = Uint8Array.from(atob(keys.app.privateBase64), (char) => char.charCodeAt(0))
    const pkcs1 = pkcs8.slice(pkcs8.length - innerLength(pkcs8))
    const pem = `-----BEGIN RSA PRIVATE KEY-----\n${btoa(String.fromCharCode(...pkcs1))}\n-----END RSA PRIVATE KEY-----`
    await expect(channel(pem).createCharge(charge())).resolves.toMatchObject({ codeUrl: 'https://qr.alipay.com/bax0000007' })
  })

  it('fails when Alipay refuses the signature (another application key), and does not believe a forged answer', async () => {
    const fake = fakeAlipay(keys.app, keys.alipay)
    routeFetchTo(fake)
    const other = await testKeyPair()
    await expect(channel(other.privatePem).createCharge(charge())).rejects.toThrow(/isv.invalid-signature/)
    fake.signAnswersWith(other)
    await expect(channel().createCharge(charge())).rejects.toThrow(/signature does not verify/)
  })

  it('queries: unknown before the QR is scanned, waiting, then paid; closes an unpaid trade', async () => {
    const fake = fakeAlipay(keys.app, keys.alipay)
    routeFetchTo(fake)
    const ali = channel()
    await ali.createCharge(charge())
    expect(await ali.queryCharge!('P20261123000007')).toEqual({ state: 'unknown' })
    fake.scan('P20261123000007')
    expect(await ali.queryCharge!('P20261123000007')).toEqual({ state: 'waiting' })
    fake.pay('P20261123000007')
    expect(await ali.queryCharge!('P20261123000007')).toMatchObject({
      state: 'paid',
      notification: { kind: 'paid', out_trade_no: 'P20261123000007', amount: 990 },
    })

    await ali.createCharge(charge({ outTradeNo: 'P20261123000008' }))
    await ali.closeCharge!('P20261123000008') // never scanned: nothing to close at Alipay, not an error
    fake.scan('P20261123000008')
    await ali.closeCharge!('P20261123000008')
    expect(fake.orders.get('P20261123000008')!.trade_status).toBe('TRADE_CLOSED')
    expect(await ali.queryCharge!('P20261123000008')).toEqual({ state: 'closed' })
    await expect(ali.closeCharge!('P20261123000007')).rejects.toBeInstanceOf(PayChannelError) // paid: Alipay refuses
  })
})

describe('Alipay notifications', () => {
  it('accepts a correctly signed payment notification', async () => {
    const notification = await alipayNotification(keys.alipay, { out_trade_no: 'P20261123000007', total_amount: '9.90' })
    expect(await channel().verifyNotification(notification)).toEqual({
      kind: 'paid',
      out_trade_no: 'P20261123000007',
      amount: 990,
      channel_trade_no: '2026112322001419781000000001',
      time: Date.UTC(2026, 10, 23, 2, 34, 56) / 1000,
    })
  })

  it('rejects a tampered amount, a wrong signature, an unsigned form and another app', async () => {
    const ali = channel()
    const notification = await alipayNotification(keys.alipay, { out_trade_no: 'P20261123000007', total_amount: '9.90' })
    expect(await ali.verifyNotification({ ...notification, body: notification.body.replace('total_amount=9.90', 'total_amount=0.01') })).toBeNull()
    expect(await ali.verifyNotification(await alipayNotification(await testKeyPair(), { out_trade_no: 'P1', total_amount: '9.90' }))).toBeNull()
    const unsigned = new URLSearchParams(notification.body)
    unsigned.delete('sign')
    expect(await ali.verifyNotification({ ...notification, body: unsigned.toString() })).toBeNull()
    expect(
      await ali.verifyNotification(await alipayNotification(keys.alipay, { out_trade_no: 'P1', total_amount: '9.90', app_id: '2021000000000000' })),
    ).toBeNull()
  })

  it('takes a full refund back, ignores a partial refund and a trade that is only waiting', async () => {
    const ali = channel()
    const refund = (fee: string, status: string) =>
      alipayNotification(keys.alipay, {
        out_trade_no: 'P1',
        total_amount: '9.90',
        refund_fee: fee,
        trade_status: status,
        gmt_refund: '2026-11-23 11:00:00.123',
        out_biz_no: 'RF1',
      })
    expect(await ali.verifyNotification(await refund('9.90', 'TRADE_CLOSED'))).toMatchObject({
      kind: 'refund',
      out_trade_no: 'P1',
      amount: 990,
      channel_trade_no: 'RF1',
      time: Date.UTC(2026, 10, 23, 3, 0, 0) / 1000,
    })
    expect(await ali.verifyNotification(await refund('1.00', 'TRADE_SUCCESS'))).toMatchObject({ kind: 'ignored' })
    expect(
      await ali.verifyNotification(await alipayNotification(keys.alipay, { out_trade_no: 'P1', total_amount: '9.90', trade_status: 'WAIT_BUYER_PAY' })),
    ).toMatchObject({ kind: 'ignored' })
  })

  // The documented asynchronous notification of a paid trade (opendocs "异步通知", field for
  // field): it carries refund_fee=0.00 and gmt_close, and is a payment, not a refund.
  const DOCUMENTED_PAID: Record<string, string> = {
    gmt_create: '2015-04-27 15:45:57',
    charset: 'utf-8',
    seller_email: 'zhuzhanghu@alitest.com',
    subject: '基础版',
    buyer_id: '2088102122524333',
    invoice_amount: '9.90',
    notify_id: '4a91b7a78a503640467525113fb7d8bg8e',
    fund_bill_list: '[{"amount":"9.90","fundChannel":"ALIPAYACCOUNT"}]',
    notify_type: 'trade_status_sync',
    trade_status: 'TRADE_SUCCESS',
    receipt_amount: '9.90',
    buyer_pay_amount: '9.90',
    seller_id: '2088102119685838',
    gmt_payment: '2015-04-27 15:45:57',
    gmt_close: '2015-04-29 15:45:57',
    notify_time: '2015-04-27 15:45:57',
    version: '1.0',
    out_trade_no: 'P20150423001001',
    total_amount: '9.90',
    trade_no: '2015042321001004720200028594',
    auth_app_id: '2014072300007148',
    buyer_logon_id: 'xxx@alitest.com',
    point_amount: '0.00',
    refund_fee: '0.00',
  }

  it('credits the documented paid notification, whose refund_fee is 0.00', async () => {
    const ali = channel()
    expect(await ali.verifyNotification(await alipayNotification(keys.alipay, DOCUMENTED_PAID))).toEqual({
      kind: 'paid',
      out_trade_no: 'P20150423001001',
      amount: 990,
      channel_trade_no: '2015042321001004720200028594',
      time: Date.UTC(2015, 3, 27, 7, 45, 57) / 1000,
    })
  })

  it('reads each documented shape: payment, full refund, partial refund, closed unpaid, and refuses an unknown status', async () => {
    const ali = channel()
    const shape = async (fields: Record<string, string | undefined>) => {
      const params = Object.fromEntries(Object.entries({ ...DOCUMENTED_PAID, ...fields }).filter((entry): entry is [string, string] => entry[1] !== undefined))
      return ali.verifyNotification(await alipayNotification(keys.alipay, params))
    }
    expect(await shape({ trade_status: 'TRADE_FINISHED' })).toMatchObject({ kind: 'paid', amount: 990 })
    expect(await shape({ trade_status: 'TRADE_CLOSED', refund_fee: '9.90', gmt_refund: '2015-04-28 15:45:57.320', out_biz_no: 'RF20150428' })).toMatchObject({
      kind: 'refund',
      amount: 990,
      channel_trade_no: 'RF20150428',
    })
    expect(await shape({ trade_status: 'TRADE_SUCCESS', refund_fee: '1.00', gmt_refund: '2015-04-28 15:45:57.320', out_biz_no: 'RF20150428' })).toMatchObject({
      kind: 'ignored',
      reason: 'partial refund 1.00 of 9.90',
    })
    expect(await shape({ trade_status: 'TRADE_CLOSED', refund_fee: undefined, gmt_payment: undefined, buyer_pay_amount: undefined })).toEqual({
      kind: 'ignored',
      reason: 'trade_status TRADE_CLOSED',
    })
    expect(await shape({ trade_status: 'TRADE_PENDING' })).toEqual({ kind: 'unknown', reason: 'trade_status TRADE_PENDING' })
    expect(await shape({ refund_fee: 'abc' })).toMatchObject({ kind: 'unknown' })
  })

  it('answers "success" when received (Alipay stops retrying) and "fail" when refused', () => {
    expect(channel().answerNotification(true, 'paid')).toMatchObject({ status: 200, body: 'success' })
    expect(channel().answerNotification(false, 'bad_signature').body).toBe('fail')
  })
})

/** The length of the PKCS#1 key inside a PKCS#8 PrivateKeyInfo (the OCTET STRING at its end). */
function innerLength(pkcs8: Uint8Array): number {
  // PrivateKeyInfo: 30 len | 02 01 00 | 30 0d … 05 00 | 04 len pkcs1
  let offset = pkcs8[1]! & 0x80 ? 2 + (pkcs8[1]! & 0x7f) : 2
  offset += 3 + 15
  const lengthByte = pkcs8[offset + 1]!
  if (!(lengthByte & 0x80)) return lengthByte
  let length = 0
  for (let index = 0; index < (lengthByte & 0x7f); index++) length = length * 256 + pkcs8[offset + 2 + index]!
  return length
}
