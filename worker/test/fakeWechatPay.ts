import { chinaRfc3339 } from '../../shared/chinaTime'
import { answerMessage, requestMessage } from '../providers/pay/wechatPay'
import { bytesToBase64, signRsaSha256, verifyRsaSha256 } from '../providers/pay/rsa'
import type { TestKeyPair } from './rsaKeys'
import { nowSeconds } from '../lib/clock'

export const TEST_WECHAT = {
  mchid: '1900009191',
  appid: 'wxd678efh567hg6787',
  serialNo: '1DDE55AD98ED71D6EDD4A4A16996DE7B47773A8C',
  apiV3Key: 'abcdefghijklmnopqrstuvwxyz012345',
  platformSerial: 'PUB_KEY_ID_0114232134912410000000000000',
  origin: 'https://wechatpay.fake',
}

export interface FakeWechatOrder {
  out_trade_no: string
  total: number
  trade_state: 'NOTPAY' | 'SUCCESS' | 'CLOSED' | 'USERPAYING' | 'REFUND'
  transaction_id: string
  success_time?: string
  /** What the charge request carried. */
  request: Record<string, unknown>
}

/** Headers WeChat Pay signs an answer or notification with (its platform key). */
export async function wechatSignedHeaders(
  platform: TestKeyPair,
  body: string,
  serial = TEST_WECHAT.platformSerial,
  timestamp = String(nowSeconds()),
): Promise<Headers> {
  const nonceStr = crypto.randomUUID().replace(/-/g, '')
  return new Headers({
    'content-type': 'application/json',
    'wechatpay-timestamp': timestamp,
    'wechatpay-nonce': nonceStr,
    'wechatpay-serial': serial,
    'wechatpay-signature': await signRsaSha256(platform.privateKey, answerMessage(timestamp, nonceStr, body)),
  })
}

/** A notification `resource` encrypted as WeChat Pay does (AES-256-GCM under the APIv3 key). */
export async function encryptResource(apiV3Key: string, plaintext: string, associatedData = 'transaction', nonceStr = 'fdasflkja484') {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(apiV3Key), 'AES-GCM', false, ['encrypt'])
  const sealed = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv: new TextEncoder().encode(nonceStr), additionalData: new TextEncoder().encode(associatedData), tagLength: 128 },
    key,
    new TextEncoder().encode(plaintext),
  )
  return {
    algorithm: 'AEAD_AES_256_GCM' as const,
    ciphertext: bytesToBase64(new Uint8Array(sealed)),
    nonce: nonceStr,
    associated_data: associatedData,
    original_type: associatedData,
  }
}

/** A signed TRANSACTION.SUCCESS notification as WeChat Pay posts it. */
export async function wechatPaidNotification(
  platform: TestKeyPair,
  order: { out_trade_no: string; total: number; transaction_id?: string },
  mchid = TEST_WECHAT.mchid,
) {
  return wechatTransactionNotification(platform, {
    mchid,
    out_trade_no: order.out_trade_no,
    transaction_id: order.transaction_id ?? `4200000${order.out_trade_no.slice(-10)}`,
    trade_type: 'NATIVE',
    success_time: '2026-11-23T10:34:56+08:00',
    total: order.total,
  })
}

/** A signed TRANSACTION.SUCCESS of a paid transaction (its resource encrypted as WeChat Pay does), as posted to the notify URL. */
export async function wechatTransactionNotification(
  platform: TestKeyPair,
  paid: { out_trade_no: string; transaction_id: string; trade_type: string; success_time: string; total: number; mchid?: string; contract_id?: string },
) {
  const { total, mchid = TEST_WECHAT.mchid, contract_id, ...transaction } = paid
  const resource = await encryptResource(
    TEST_WECHAT.apiV3Key,
    JSON.stringify({
      mchid,
      appid: TEST_WECHAT.appid,
      ...transaction,
      trade_state: 'SUCCESS',
      trade_state_desc: '支付成功',
      ...(contract_id === undefined ? {} : { contract_id }),
      payer: { openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o' },
      amount: { total, payer_total: total, currency: 'CNY', payer_currency: 'CNY' },
    }),
  )
  const body = JSON.stringify({
    id: crypto.randomUUID(),
    create_time: '2026-11-23T10:34:57+08:00',
    resource_type: 'encrypt-resource',
    event_type: 'TRANSACTION.SUCCESS',
    summary: '支付成功',
    resource,
  })
  return { body, headers: await wechatSignedHeaders(platform, body) }
}

/** Whether a request carries the merchant's WECHATPAY2-SHA256-RSA2048 Authorization over its method, path and body, as WeChat Pay checks. */
export async function signedByMerchant(merchant: TestKeyPair, request: Request, path: string, body: string): Promise<boolean> {
  const authorization = request.headers.get('authorization') ?? ''
  const fields = Object.fromEntries([...authorization.matchAll(/(\w+)="([^"]*)"/g)].map((match) => [match[1], match[2]]))
  if (!authorization.startsWith('WECHATPAY2-SHA256-RSA2048 ') || fields.mchid !== TEST_WECHAT.mchid || fields.serial_no !== TEST_WECHAT.serialNo) return false
  return verifyRsaSha256(merchant.publicKey, requestMessage(request.method, path, fields.timestamp!, fields.nonce_str!, body), fields.signature!)
}

/**
 * A local stand-in for api.mch.weixin.qq.com: it checks every request's Authorization
 * signature against the merchant's public key (401 as WeChat Pay answers otherwise), keeps
 * the orders it was given, and signs each answer with its platform key.
 */
export function fakeWechatPay(merchant: TestKeyPair, platform: TestKeyPair) {
  const orders = new Map<string, FakeWechatOrder>()
  const calls: { method: string; url: string; authorization: string }[] = []
  const refunds = new Map<string, { out_trade_no: string; amount: number; refund_id: string }>()
  let refundStatus: 'SUCCESS' | 'PROCESSING' | 'ABNORMAL' = 'SUCCESS'
  let answerSigner = platform

  async function answer(status: number, payload?: unknown): Promise<Response> {
    const body = payload === undefined ? '' : JSON.stringify(payload)
    return new Response(body || null, { status, headers: await wechatSignedHeaders(answerSigner, body) })
  }

  async function handle(request: Request): Promise<Response> {
    const url = new URL(request.url)
    const path = `${url.pathname}${url.search}`
    const body = request.method === 'GET' ? '' : await request.text()
    calls.push({ method: request.method, url: path, authorization: request.headers.get('authorization') ?? '' })
    if (!(await signedByMerchant(merchant, request, path, body))) return answer(401, { code: 'SIGN_ERROR', message: '签名错误' })

    const charge = /^\/v3\/pay\/transactions\/(native|jsapi|h5)$/.exec(url.pathname)
    if (charge && request.method === 'POST') {
      const order = JSON.parse(body) as {
        out_trade_no: string
        amount: { total: number }
        payer?: { openid?: string }
        scene_info?: { payer_client_ip?: string; h5_info?: { type?: string } }
      }
      if (charge[1] === 'jsapi' && !order.payer?.openid) return answer(400, { code: 'PARAM_ERROR', message: '缺少参数 payer.openid' })
      if (charge[1] === 'h5' && (!order.scene_info?.payer_client_ip || !order.scene_info.h5_info?.type))
        return answer(400, { code: 'PARAM_ERROR', message: '缺少参数 scene_info' })
      orders.set(order.out_trade_no, { out_trade_no: order.out_trade_no, total: order.amount.total, trade_state: 'NOTPAY', transaction_id: '', request: order })
      const prepayId = `wx2026${order.out_trade_no.slice(-10)}`
      if (charge[1] === 'h5') return answer(200, { h5_url: `https://wx.tenpay.com/cgi-bin/mmpayweb-bin/checkmweb?prepay_id=${prepayId}&package=1037687096` })
      return charge[1] === 'native'
        ? answer(200, { code_url: `weixin://wxpay/bizpayurl?pr=${order.out_trade_no.slice(-7)}` })
        : answer(200, { prepay_id: prepayId })
    }
    const query = /^\/v3\/pay\/transactions\/out-trade-no\/([^/]+)$/.exec(url.pathname)
    if (query && request.method === 'GET') {
      const order = orders.get(decodeURIComponent(query[1]!))
      if (!order || url.searchParams.get('mchid') !== TEST_WECHAT.mchid) return answer(404, { code: 'ORDER_NOT_EXIST', message: '订单不存在' })
      return answer(200, {
        appid: TEST_WECHAT.appid,
        mchid: TEST_WECHAT.mchid,
        out_trade_no: order.out_trade_no,
        transaction_id: order.transaction_id,
        trade_type: 'NATIVE',
        trade_state: order.trade_state,
        success_time: order.success_time,
        amount: { total: order.total, currency: 'CNY' },
      })
    }
    const close = /^\/v3\/pay\/transactions\/out-trade-no\/([^/]+)\/close$/.exec(url.pathname)
    if (close && request.method === 'POST') {
      const order = orders.get(decodeURIComponent(close[1]!))
      if ((JSON.parse(body) as { mchid?: string }).mchid !== TEST_WECHAT.mchid) return answer(400, { code: 'PARAM_ERROR', message: 'mchid' })
      if (order?.trade_state === 'SUCCESS') return answer(400, { code: 'ORDERPAID', message: '订单已支付' })
      if (order) order.trade_state = 'CLOSED'
      return answer(204)
    }
    if (url.pathname === '/v3/refund/domestic/refunds' && request.method === 'POST') {
      const asked = JSON.parse(body) as { out_trade_no: string; out_refund_no: string; amount: { refund: number; total: number; currency: string } }
      const order = orders.get(asked.out_trade_no)
      if (!order) return answer(404, { code: 'RESOURCE_NOT_EXISTS', message: '订单不存在' })
      if (order.trade_state !== 'SUCCESS' && order.trade_state !== 'REFUND') return answer(403, { code: 'NOT_ENOUGH', message: '订单未支付' })
      // The same out_refund_no refunds once: asked again, the first refund is answered.
      const known = refunds.get(asked.out_refund_no)
      const refunded = [...refunds.values()].filter((refund) => refund.out_trade_no === order.out_trade_no).reduce((sum, refund) => sum + refund.amount, 0)
      if (!known && (asked.amount.total !== order.total || refunded + asked.amount.refund > order.total))
        return answer(400, { code: 'PARAM_ERROR', message: '退款金额超过订单可退金额' })
      const refund = known ?? { out_trade_no: order.out_trade_no, amount: asked.amount.refund, refund_id: `50300${asked.out_refund_no.slice(-12)}` }
      refunds.set(asked.out_refund_no, refund)
      order.trade_state = 'REFUND'
      return answer(200, {
        refund_id: refund.refund_id,
        out_refund_no: asked.out_refund_no,
        transaction_id: order.transaction_id,
        out_trade_no: order.out_trade_no,
        channel: 'ORIGINAL',
        user_received_account: '支付用户零钱',
        create_time: '2026-11-25T10:00:00+08:00',
        status: refundStatus,
        funds_account: 'AVAILABLE',
        amount: {
          total: order.total,
          refund: refund.amount,
          payer_total: order.total,
          payer_refund: refund.amount,
          settlement_refund: refund.amount,
          settlement_total: order.total,
          discount_refund: 0,
          currency: 'CNY',
        },
      })
    }
    return answer(404, { code: 'NOT_FOUND', message: 'no such API' })
  }

  return {
    orders,
    calls,
    handle,
    /** An answer signed as this peer signs (the papay fake answers through it too). */
    answer,
    /** The payer pays an order at `at` (unix seconds; what the query then answers). */
    pay(outTradeNo: string, at = nowSeconds()) {
      const order = orders.get(outTradeNo)!
      Object.assign(order, { trade_state: 'SUCCESS', transaction_id: `4200001${outTradeNo.slice(-10)}`, success_time: chinaRfc3339(at) })
    },
    refunds,
    /** What refunds answer from now on (WeChat Pay often answers PROCESSING first). */
    answerRefundsWith(status: 'SUCCESS' | 'PROCESSING' | 'ABNORMAL') {
      refundStatus = status
    },
    /** Answers signed with another key from now on (a forged or misconfigured peer). */
    signAnswersWith(other: TestKeyPair) {
      answerSigner = other
    },
  }
}
