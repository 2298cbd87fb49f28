import { describe, expect, it, vi } from 'vitest'
import { TradeType } from '../../../shared/payEnums'
import { encryptResource, fakeWechatPay, TEST_WECHAT, wechatPaidNotification, wechatSignedHeaders } from '../../test/fakeWechatPay'
import { channelKeysBeforeAll, routeFetchTo, wechatPayConfig } from '../../test/realChannels'
import { testKeyPair } from '../../test/rsaKeys'
import { PayChannelError, type ChargeRequest, type PayProvider } from './provider'
import { verifyRsaSha256 } from './rsa'
import { authorizationHeader, decryptResource, freshTimestamp, jsapiMessage, requestMessage, wechatPay } from './wechatPay'
import { nowSeconds } from '../../lib/clock'

const keys = channelKeysBeforeAll()

function channel(overrides: { privateKey?: string } = {}): PayProvider {
  return wechatPay({ ...wechatPayConfig(keys), ...overrides })
}

const charge = (overrides: Partial<ChargeRequest> = {}): ChargeRequest => ({
  outTradeNo: 'P20261123000001',
  amount: 29900,
  description: '基础版',
  payType: 6,
  tradeType: TradeType.Native,
  origin: 'https://www.retouch.example',
  expiresAt: Date.UTC(2026, 10, 23, 2, 10, 0) / 1000,
  ...overrides,
})

describe('WeChat Pay API v3: the strings of its documentation', () => {
  it('builds the request string to sign of the documented example (GET /v3/certificates)', () => {
    expect(requestMessage('GET', '/v3/certificates', '1554208460', '593BEC0C930BF1AFEB40B4A08C8FB242', '')).toBe(
      'GET\n/v3/certificates\n1554208460\n593BEC0C930BF1AFEB40B4A08C8FB242\n\n',
    )
  })

  it('writes the Authorization header in the documented shape', () => {
    expect(
      authorizationHeader({
        mchid: '1900009191',
        nonceStr: '593BEC0C930BF1AFEB40B4A08C8FB242',
        signature:
          'uOVRnA4qG/MNnYzdQxJanN+zU+lTgIcnU9BxGw5dKjK+VdEUz2FeIoC+D5sB/LN+nGzX3hfZg6r5wT1pl2ZobmIc6p0ldN7J6yDgUzbX8Uk3sD4a4eZVPTBvqNDoUqcYMlZ9uuDdCvNv4TM3c1WzsXUrExwVkI1XO5jCNbgDJ25nkT/c1gIFvqoogl7MdSFGc4W4xZsqCItnqbypR3RuGIlR9h9vlRsy7zJR9PBI83X8alLDIfR1ukt1P7tMnmogZ0cuDY8cZsd8ZlCgLadmvej58SLsIkVxFJ8XyUgx9FmutKSYTmYtWBZ0+tNvfGmbXU7cob8H/4nLBiCwIUFluw==',
        timestamp: '1554208460',
        serialNo: '1DDE55AD98ED71D6EDD4A4A16996DE7B47773A8C',
      }),
    ).toBe(
      'WECHATPAY2-SHA256-RSA2048 mchid="1900009191",nonce_str="593BEC0C930BF1AFEB40B4A08C8FB242",signature="uOVRnA4qG/MNnYzdQxJanN+zU+lTgIcnU9BxGw5dKjK+VdEUz2FeIoC+D5sB/LN+nGzX3hfZg6r5wT1pl2ZobmIc6p0ldN7J6yDgUzbX8Uk3sD4a4eZVPTBvqNDoUqcYMlZ9uuDdCvNv4TM3c1WzsXUrExwVkI1XO5jCNbgDJ25nkT/c1gIFvqoogl7MdSFGc4W4xZsqCItnqbypR3RuGIlR9h9vlRsy7zJR9PBI83X8alLDIfR1ukt1P7tMnmogZ0cuDY8cZsd8ZlCgLadmvej58SLsIkVxFJ8XyUgx9FmutKSYTmYtWBZ0+tNvfGmbXU7cob8H/4nLBiCwIUFluw==",timestamp="1554208460",serial_no="1DDE55AD98ED71D6EDD4A4A16996DE7B47773A8C"',
    )
  })

  it('builds the paySign string of the documented JSAPI example', () => {
    expect(jsapiMessage('wx8888888888888888', '1414561699', '5K8264ILTKCH16CQ2502SI8ZNMTM67VS', 'prepay_id=123456789')).toBe(
      'wx8888888888888888\n1414561699\n5K8264ILTKCH16CQ2502SI8ZNMTM67VS\nprepay_id=123456789\n',
    )
  })
})

describe('WeChat Pay API v3 against a fake peer', () => {
  it('creates a Native charge with a signed request: the QR is the code_url, the order expires with ours', async () => {
    const fake = fakeWechatPay(keys.merchant, keys.platform)
    routeFetchTo(fake)
    const result = await channel().createCharge(charge())
    expect(result).toEqual({ codeUrl: 'weixin://wxpay/bizpayurl?pr=3000001', payUrl: 'weixin://wxpay/bizpayurl?pr=3000001', jsapi: null })
    expect(fake.calls).toHaveLength(1)
    expect(fake.calls[0]).toMatchObject({ method: 'POST', url: '/v3/pay/transactions/native' })
    expect(fake.orders.get('P20261123000001')!.request).toMatchObject({
      appid: TEST_WECHAT.appid,
      mchid: TEST_WECHAT.mchid,
      description: '基础版',
      time_expire: '2026-11-23T10:10:00+08:00',
      notify_url: 'https://www.retouch.example/__pay/notify/wechatpay',
      amount: { total: 29900, currency: 'CNY' },
    })
  })

  it('creates a JSAPI charge whose paySign verifies with the merchant key over appId, timeStamp, nonceStr and package', async () => {
    routeFetchTo(fakeWechatPay(keys.merchant, keys.platform))
    const { jsapi, payUrl } = await channel().createCharge(charge({ tradeType: TradeType.Jsapi, openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o' }))
    expect(payUrl).toMatch(/^https:\/\/www\.retouch\.example\/__pay\/wechat-jsapi\?out_trade_no=P20261123000001&p=[\w-]+$/)
    expect(jsapi).toMatchObject({ appId: TEST_WECHAT.appid, package: 'prepay_id=wx20261123000001', signType: 'RSA' })
    expect(await verifyRsaSha256(keys.merchant.publicKey, jsapiMessage(jsapi!.appId, jsapi!.timeStamp, jsapi!.nonceStr, jsapi!.package), jsapi!.paySign)).toBe(
      true,
    )
  })

  it('refuses JSAPI without the payer openid and trade types it does not offer, before calling WeChat Pay', async () => {
    const fake = fakeWechatPay(keys.merchant, keys.platform)
    routeFetchTo(fake)
    await expect(channel().createCharge(charge({ tradeType: TradeType.Jsapi }))).rejects.toMatchObject({ kind: 'unsupported' })
    await expect(channel().createCharge(charge({ tradeType: TradeType.App }))).rejects.toMatchObject({ kind: 'unsupported' })
    expect(fake.calls).toHaveLength(0)
  })

  it('fails when WeChat Pay refuses its signature (another merchant key) or the network fails', async () => {
    const other = await testKeyPair()
    routeFetchTo(fakeWechatPay(keys.merchant, keys.platform))
    await expect(channel({ privateKey: other.privatePem }).createCharge(charge())).rejects.toBeInstanceOf(PayChannelError)
    vi.restoreAllMocks()
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('connect failed'))
    await expect(channel().createCharge(charge())).rejects.toBeInstanceOf(PayChannelError)
  })

  it('does not believe an answer whose signature is not WeChat Pay’s', async () => {
    const fake = fakeWechatPay(keys.merchant, keys.platform)
    fake.signAnswersWith(await testKeyPair())
    routeFetchTo(fake)
    await expect(channel().createCharge(charge())).rejects.toThrow(/signature does not verify/)
  })

  it('queries an order: waiting, then paid (with the notification it stands for); unknown orders are unknown', async () => {
    const fake = fakeWechatPay(keys.merchant, keys.platform)
    routeFetchTo(fake)
    const wechat = channel()
    await wechat.createCharge(charge())
    expect(await wechat.queryCharge!('P20261123000001')).toEqual({ state: 'waiting' })
    fake.pay('P20261123000001')
    expect(await wechat.queryCharge!('P20261123000001')).toMatchObject({
      state: 'paid',
      notification: { kind: 'paid', out_trade_no: 'P20261123000001', amount: 29900, channel_trade_no: '42000011123000001' },
    })
    expect(await wechat.queryCharge!('P-missing')).toEqual({ state: 'unknown' })
    expect(fake.calls.at(-1)!.url).toBe('/v3/pay/transactions/out-trade-no/P-missing?mchid=1900009191')
  })

  it('closes an order at WeChat Pay (POST …/close with the mchid), after which the query says closed', async () => {
    const fake = fakeWechatPay(keys.merchant, keys.platform)
    routeFetchTo(fake)
    const wechat = channel()
    await wechat.createCharge(charge())
    await wechat.closeCharge!('P20261123000001')
    expect(fake.calls.at(-1)).toMatchObject({ method: 'POST', url: '/v3/pay/transactions/out-trade-no/P20261123000001/close' })
    expect(await wechat.queryCharge!('P20261123000001')).toEqual({ state: 'closed' })
  })
})

describe('WeChat Pay notifications', () => {
  it('decrypts a resource sealed with the APIv3 key (AES-256-GCM round trip) and refuses other associated data', async () => {
    const sealed = await encryptResource(TEST_WECHAT.apiV3Key, '{"out_trade_no":"P1","amount":{"total":1}}')
    expect(await decryptResource(TEST_WECHAT.apiV3Key, sealed)).toBe('{"out_trade_no":"P1","amount":{"total":1}}')
    await expect(decryptResource(TEST_WECHAT.apiV3Key, { ...sealed, associated_data: 'refund' })).rejects.toThrow()
    await expect(decryptResource('0'.repeat(32), sealed)).rejects.toThrow()
  })

  it('accepts a correctly signed payment notification', async () => {
    const notification = await wechatPaidNotification(keys.platform, { out_trade_no: 'P20261123000001', total: 29900, transaction_id: '4200000001' })
    expect(await channel().verifyNotification(notification)).toEqual({
      kind: 'paid',
      out_trade_no: 'P20261123000001',
      amount: 29900,
      channel_trade_no: '4200000001',
      time: Date.UTC(2026, 10, 23, 2, 34, 56) / 1000,
    })
  })

  it('rejects a tampered body, a wrong signature, another serial and another merchant', async () => {
    const wechat = channel()
    const notification = await wechatPaidNotification(keys.platform, { out_trade_no: 'P20261123000001', total: 29900 })
    expect(await wechat.verifyNotification({ body: notification.body.replace('TRANSACTION', 'TRANSACTIOM'), headers: notification.headers })).toBeNull()
    const forged = await wechatPaidNotification(await testKeyPair(), { out_trade_no: 'P20261123000001', total: 29900 })
    expect(await wechat.verifyNotification(forged)).toBeNull()
    const otherSerial = new Headers(notification.headers)
    otherSerial.set('wechatpay-serial', 'PUB_KEY_ID_other')
    expect(await wechat.verifyNotification({ body: notification.body, headers: otherSerial })).toBeNull()
    const noSignature = new Headers(notification.headers)
    noSignature.delete('wechatpay-signature')
    expect(await wechat.verifyNotification({ body: notification.body, headers: noSignature })).toBeNull()
    expect(await wechat.verifyNotification(await wechatPaidNotification(keys.platform, { out_trade_no: 'P1', total: 1 }, '1900000000'))).toBeNull()
  })

  it('turns a full refund into a refund, and ignores a partial refund or another event', async () => {
    const wechat = channel()
    const refund = async (refunded: number) => {
      const resource = await encryptResource(
        TEST_WECHAT.apiV3Key,
        JSON.stringify({
          mchid: TEST_WECHAT.mchid,
          out_trade_no: 'P1',
          refund_id: '50000000382019052709732678859',
          refund_status: 'SUCCESS',
          success_time: '2026-11-23T11:00:00+08:00',
          amount: { total: 29900, refund: refunded, payer_total: 29900, payer_refund: refunded },
        }),
        'refund',
      )
      const body = JSON.stringify({ id: 'EV-1', event_type: 'REFUND.SUCCESS', resource_type: 'encrypt-resource', resource })
      return wechat.verifyNotification({ body, headers: await wechatSignedHeaders(keys.platform, body) })
    }
    expect(await refund(29900)).toMatchObject({ kind: 'refund', out_trade_no: 'P1', amount: 29900, channel_trade_no: '50000000382019052709732678859' })
    expect(await refund(100)).toMatchObject({ kind: 'ignored', reason: 'partial refund 100 of 29900' })
  })

  it('ignores the documented refund failures and refuses an event it does not know', async () => {
    const wechat = channel()
    const event = async (eventType: string, status: string) => {
      const resource = await encryptResource(
        TEST_WECHAT.apiV3Key,
        JSON.stringify({
          mchid: TEST_WECHAT.mchid,
          out_trade_no: 'P1',
          transaction_id: '1217752501201407033233368018',
          out_refund_no: 'RF1',
          refund_id: '50000000382019052709732678859',
          refund_status: status,
          user_received_account: '招商银行信用卡0403',
          amount: { total: 29900, refund: 29900, payer_total: 29900, payer_refund: 29900 },
        }),
        'refund',
      )
      const body = JSON.stringify({
        id: 'EV-2',
        create_time: '2026-11-23T11:00:00+08:00',
        event_type: eventType,
        resource_type: 'encrypt-resource',
        summary: '退款异常',
        resource,
      })
      return wechat.verifyNotification({ body, headers: await wechatSignedHeaders(keys.platform, body) })
    }
    expect(await event('REFUND.ABNORMAL', 'ABNORMAL')).toEqual({ kind: 'ignored', reason: 'REFUND.ABNORMAL' })
    expect(await event('REFUND.CLOSED', 'CLOSED')).toEqual({ kind: 'ignored', reason: 'REFUND.CLOSED' })
    expect(await event('REFUND.SUCCESS', 'PROCESSING')).toMatchObject({ kind: 'unknown' })
    expect(await event('SOMETHING.NEW', 'SUCCESS')).toEqual({ kind: 'unknown', reason: 'SOMETHING.NEW' })
  })

  it('refuses a notification signed more than 5 minutes from now, as WeChat Pay’s verifier does', async () => {
    const wechat = channel()
    const now = nowSeconds()
    const paid = await wechatPaidNotification(keys.platform, { out_trade_no: 'P1', total: 29900 })
    const at = async (timestamp: number) =>
      wechat.verifyNotification({
        body: paid.body,
        headers: await wechatSignedHeaders(keys.platform, paid.body, TEST_WECHAT.platformSerial, String(timestamp)),
      })
    expect(await at(now - 240)).toMatchObject({ kind: 'paid' })
    expect(await at(now - 360)).toBeNull()
    expect(await at(now + 360)).toBeNull()
    expect(freshTimestamp('1554208460', 1554208460 + 300)).toBe(true)
    expect(freshTimestamp('1554208460', 1554208460 + 301)).toBe(false)
    expect(freshTimestamp('not a time', 0)).toBe(false)
  })

  it('answers WeChat Pay 204 when received and 401 with code FAIL when refused', () => {
    const wechat = channel()
    expect(wechat.answerNotification(true, 'paid')).toMatchObject({ status: 204, body: '' })
    expect(JSON.parse(wechat.answerNotification(false, 'bad_signature').body)).toEqual({ code: 'FAIL', message: '签名错误' })
  })
})
