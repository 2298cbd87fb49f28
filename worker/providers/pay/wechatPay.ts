import { z } from 'zod'
import { chinaRfc3339, parseChinaTime } from '../../../shared/chinaTime'
import { PayMethod, TradeType } from '../../../shared/payEnums'
import { parseWechatTradeBill, sha1Hex } from './bills'
import { PAY_NOTIFY_PATH } from './sandbox'
import { PayChannelError, type ChannelOrderState, type JsapiParams, type PayNotification, type PayProvider } from './provider'
import { base64ToBytes, importPrivateKey, importPublicKey, nonce, signRsaSha256, verifyRsaSha256 } from './rsa'
import { nowSeconds } from '../../lib/clock'

/** WeChat Pay API v3 (pay.weixin.qq.com/doc/v3): Native, JSAPI and H5 payments, their notifications, query and close. */
export const WECHATPAY_ORIGIN = 'https://api.mch.weixin.qq.com'
export const WECHATPAY_CHANNEL = 'wechatpay'

/**
 * The site's page that hands JSAPI parameters to WeixinJSBridge inside WeChat and returns
 * to `return` with `jsapi=ok|cancel|fail` (what the sandbox's stand-in page does).
 */
export const WECHAT_JSAPI_PATH = '/__pay/wechat-jsapi'

/** The JSAPI page's address for one charge: the parameters travel in `p` (base64url JSON; nothing in them is secret). */
export function wechatJsapiUrl(origin: string, outTradeNo: string, jsapi: JsapiParams): string {
  const encoded = btoa(JSON.stringify(jsapi)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
  return `${origin}${WECHAT_JSAPI_PATH}?out_trade_no=${encodeURIComponent(outTradeNo)}&p=${encoded}`
}

export interface WechatPayConfig {
  mchid: string
  /** The app id payments are made under (the official account's, for JSAPI). */
  appid: string
  /** Serial number of the merchant API certificate. */
  serialNo: string
  /** The merchant API private key (apiclient_key.pem). */
  privateKey: string
  /** The 32-character APIv3 key that encrypts notification resources. */
  apiV3Key: string
  /** WeChat Pay's public key (public-key mode) or platform certificate (PEM), which verifies its answers. */
  platformPublicKey: string
  /** The public key id (PUB_KEY_ID_…) or platform certificate serial; when set, `Wechatpay-Serial` must name it. */
  platformSerial?: string
  origin?: string
}

/** The merchant's signed calls and WeChat Pay's signature check, for the other products of the same merchant (委托代扣). */
export interface WechatPayApi {
  /** A signed call; the answer once its signature verifies (a 404 is answered, other failures are PayChannelErrors). */
  call(method: 'GET' | 'POST', url: string, payload?: unknown): Promise<{ status: number; body: string }>
  /** Whether headers and body carry WeChat Pay's signature (a response or a notification). */
  signedByWechat(headers: Headers, body: string): Promise<boolean>
}

/** The request's string to sign: `METHOD\nURL\ntimestamp\nnonce\nbody\n` (URL is the path with its query). */
export function requestMessage(method: string, url: string, timestamp: string, nonceStr: string, body: string): string {
  return `${method}\n${url}\n${timestamp}\n${nonceStr}\n${body}\n`
}

export function authorizationHeader(fields: { mchid: string; nonceStr: string; signature: string; timestamp: string; serialNo: string }): string {
  return `WECHATPAY2-SHA256-RSA2048 mchid="${fields.mchid}",nonce_str="${fields.nonceStr}",signature="${fields.signature}",timestamp="${fields.timestamp}",serial_no="${fields.serialNo}"`
}

/** getBrandWCPayRequest's paySign string: `appId\ntimeStamp\nnonceStr\npackage\n`. */
export function jsapiMessage(appId: string, timeStamp: string, nonceStr: string, pkg: string): string {
  return `${appId}\n${timeStamp}\n${nonceStr}\n${pkg}\n`
}

/** What WeChat Pay signs in a response or notification: `timestamp\nnonce\nbody\n`. */
export function answerMessage(timestamp: string, nonceStr: string, body: string): string {
  return `${timestamp}\n${nonceStr}\n${body}\n`
}

/** WeChat Pay's verifiers refuse a signature whose timestamp is more than 5 minutes from now (a replay). */
export const SIGNATURE_MAX_SKEW_SECONDS = 5 * 60

export function freshTimestamp(timestamp: string, now: number): boolean {
  return /^\d{1,12}$/.test(timestamp) && Math.abs(Number(timestamp) - now) <= SIGNATURE_MAX_SKEW_SECONDS
}

/** The answer of GET /v3/bill/tradebill: where to fetch the day's bill, and its SHA1. */
const billAnswerSchema = z.object({ hash_type: z.literal('SHA1'), hash_value: z.string().regex(/^[0-9a-fA-F]{40}$/), download_url: z.string().url() })

const resourceSchema = z.object({
  algorithm: z.literal('AEAD_AES_256_GCM'),
  ciphertext: z.string(),
  nonce: z.string(),
  associated_data: z.string().optional().default(''),
})
export type EncryptedResource = z.input<typeof resourceSchema>

/** The plaintext of a notification's `resource`: AES-256-GCM under the APIv3 key (the tag is the ciphertext's last 16 bytes). */
export async function decryptResource(apiV3Key: string, resource: EncryptedResource): Promise<string> {
  const parsed = resourceSchema.parse(resource)
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(apiV3Key), 'AES-GCM', false, ['decrypt'])
  const ciphertext = base64ToBytes(parsed.ciphertext)
  if (!ciphertext) throw new Error('ciphertext is not base64')
  const plain = await crypto.subtle.decrypt(
    { name: 'AES-GCM', iv: new TextEncoder().encode(parsed.nonce), additionalData: new TextEncoder().encode(parsed.associated_data), tagLength: 128 },
    key,
    ciphertext,
  )
  return new TextDecoder().decode(plain)
}

const notificationSchema = z.object({ event_type: z.string(), resource: resourceSchema })

const transactionSchema = z.object({
  mchid: z.string(),
  out_trade_no: z.string(),
  transaction_id: z.string().optional().default(''),
  trade_state: z.string(),
  success_time: z.string().optional(),
  amount: z.object({ total: z.number().int().nonnegative() }).optional(),
})

const refundSchema = z.object({
  mchid: z.string(),
  out_trade_no: z.string(),
  refund_id: z.string(),
  refund_status: z.string(),
  success_time: z.string().optional(),
  amount: z.object({ total: z.number().int(), refund: z.number().int() }),
})

function paidOf(transaction: z.infer<typeof transactionSchema>): PayNotification | null {
  if (!transaction.amount) return null
  return {
    kind: 'paid',
    out_trade_no: transaction.out_trade_no,
    amount: transaction.amount.total,
    channel_trade_no: transaction.transaction_id,
    time: parseChinaTime(transaction.success_time) ?? nowSeconds(),
  }
}

/** WeChat Pay charges pay type 6 (WeChat) through Native (QR), JSAPI (inside WeChat) and H5 (phone browsers). It signs no contracts here. */
/** The answer of 退款申请 (the fields read; status SUCCESS, CLOSED, PROCESSING or ABNORMAL). */
const refundAnswerSchema = z.object({ refund_id: z.string().min(1), out_refund_no: z.string(), status: z.string() })

export function wechatPay(config: WechatPayConfig): PayProvider & { readonly api: WechatPayApi } {
  const origin = config.origin ?? WECHATPAY_ORIGIN
  let keys: Promise<{ merchant: CryptoKey; platform: CryptoKey }> | undefined
  const keysOf = () =>
    (keys ??= Promise.all([importPrivateKey(config.privateKey), importPublicKey(config.platformPublicKey)]).then(([merchant, platform]) => ({
      merchant,
      platform,
    })))

  /** Whether headers and body carry WeChat Pay's signature (a response or a notification). */
  async function signedByWechat(headers: Headers, body: string): Promise<boolean> {
    const timestamp = headers.get('wechatpay-timestamp')
    const nonceStr = headers.get('wechatpay-nonce')
    const signature = headers.get('wechatpay-signature')
    const serial = headers.get('wechatpay-serial')
    if (!timestamp || !nonceStr || !signature) return false
    if (!freshTimestamp(timestamp, nowSeconds())) return false
    if (config.platformSerial && serial !== config.platformSerial) return false
    return verifyRsaSha256((await keysOf()).platform, answerMessage(timestamp, nonceStr, body), signature)
  }

  /** A signed call; the answer's body once its signature is verified (`null` for 404). */
  async function call(method: 'GET' | 'POST', url: string, payload?: unknown): Promise<{ status: number; body: string }> {
    const body = payload === undefined ? '' : JSON.stringify(payload)
    const timestamp = String(nowSeconds())
    const nonceStr = nonce()
    const signature = await signRsaSha256((await keysOf()).merchant, requestMessage(method, url, timestamp, nonceStr, body))
    let response: Response
    try {
      response = await fetch(`${origin}${url}`, {
        method,
        headers: {
          authorization: authorizationHeader({ mchid: config.mchid, nonceStr, signature, timestamp, serialNo: config.serialNo }),
          accept: 'application/json',
          'user-agent': 'retouch-website',
          ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: payload === undefined ? undefined : body,
      })
    } catch (error) {
      throw new PayChannelError(`wechatpay ${method} ${url}: ${String(error)}`)
    }
    const text = await response.text()
    if (response.status >= 200 && response.status < 300 && text && !(await signedByWechat(response.headers, text))) {
      throw new PayChannelError(`wechatpay ${method} ${url}: the answer's signature does not verify`)
    }
    if (response.status >= 300 && response.status !== 404) throw new PayChannelError(`wechatpay ${method} ${url}: ${response.status} ${text.slice(0, 200)}`)
    return { status: response.status, body: text }
  }

  function answerField(body: string, field: string): string {
    try {
      const value = (JSON.parse(body) as Record<string, unknown>)[field]
      if (typeof value === 'string' && value) return value
    } catch {
      // fall through
    }
    throw new PayChannelError(`wechatpay: the answer has no ${field}`)
  }

  return {
    name: WECHATPAY_CHANNEL,
    api: { call, signedByWechat },
    payTypes: [PayMethod.Wechat],
    async createCharge(request) {
      const order = {
        appid: config.appid,
        mchid: config.mchid,
        description: request.description.slice(0, 127),
        out_trade_no: request.outTradeNo,
        time_expire: chinaRfc3339(request.expiresAt),
        notify_url: `${request.origin}${PAY_NOTIFY_PATH}/${WECHATPAY_CHANNEL}`,
        amount: { total: request.amount, currency: 'CNY' },
      }
      if (request.tradeType === TradeType.Native || request.tradeType === TradeType.DesktopWechat) {
        const answer = await call('POST', '/v3/pay/transactions/native', order)
        const codeUrl = answerField(answer.body, 'code_url')
        return { codeUrl, payUrl: codeUrl, jsapi: null }
      }
      if (request.tradeType === TradeType.Jsapi) {
        if (!request.openid) throw new PayChannelError('wechatpay JSAPI needs the payer openid', 'unsupported')
        const answer = await call('POST', '/v3/pay/transactions/jsapi', { ...order, payer: { openid: request.openid } })
        const pkg = `prepay_id=${answerField(answer.body, 'prepay_id')}`
        const timeStamp = String(nowSeconds())
        const nonceStr = nonce()
        const paySign = await signRsaSha256((await keysOf()).merchant, jsapiMessage(config.appid, timeStamp, nonceStr, pkg))
        const jsapi = { appId: config.appid, timeStamp, nonceStr, package: pkg, signType: 'RSA', paySign }
        return { codeUrl: '', payUrl: wechatJsapiUrl(request.origin, request.outTradeNo, jsapi), jsapi }
      }
      if (request.tradeType === TradeType.Mweb) {
        // H5: WeChat Pay checks that h5_url is opened from the IP given here, and sends the
        // payer back to redirect_url (which we append, URL-encoded) whether they paid or not.
        if (!request.payerIp || !request.returnUrl) throw new PayChannelError('wechatpay H5 needs the payer IP and a return address', 'unsupported')
        const answer = await call('POST', '/v3/pay/transactions/h5', { ...order, scene_info: { payer_client_ip: request.payerIp, h5_info: { type: 'Wap' } } })
        const h5Url = answerField(answer.body, 'h5_url')
        const payUrl = `${h5Url}${h5Url.includes('?') ? '&' : '?'}redirect_url=${encodeURIComponent(request.returnUrl)}`
        return { codeUrl: '', payUrl, jsapi: null }
      }
      throw new PayChannelError(`wechatpay: trade type ${request.tradeType} is not offered`, 'unsupported')
    },
    async verifyNotification({ body, headers }) {
      if (!(await signedByWechat(headers, body))) return null
      try {
        const notification = notificationSchema.parse(JSON.parse(body))
        const plain: unknown = JSON.parse(await decryptResource(config.apiV3Key, notification.resource))
        if (notification.event_type === 'TRANSACTION.SUCCESS') {
          const transaction = transactionSchema.parse(plain)
          if (transaction.mchid !== config.mchid) return null
          const paid = transaction.trade_state === 'SUCCESS' ? paidOf(transaction) : null
          return paid ?? { kind: 'unknown', reason: `TRANSACTION.SUCCESS with trade_state ${transaction.trade_state}` }
        }
        // A refund that failed or was closed gave nothing back: documented, nothing to do.
        if (notification.event_type === 'REFUND.ABNORMAL' || notification.event_type === 'REFUND.CLOSED')
          return { kind: 'ignored', reason: notification.event_type }
        if (notification.event_type === 'REFUND.SUCCESS') {
          const refund = refundSchema.parse(plain)
          if (refund.mchid !== config.mchid) return null
          // Only a full refund takes the package back; a partial one is settled by hand.
          if (refund.refund_status !== 'SUCCESS') return { kind: 'unknown', reason: `REFUND.SUCCESS with refund_status ${refund.refund_status}` }
          if (refund.amount.refund !== refund.amount.total)
            return { kind: 'ignored', reason: `partial refund ${refund.amount.refund} of ${refund.amount.total}` }
          return {
            kind: 'refund',
            out_trade_no: refund.out_trade_no,
            amount: refund.amount.refund,
            channel_trade_no: refund.refund_id,
            time: parseChinaTime(refund.success_time) ?? nowSeconds(),
          }
        }
        return { kind: 'unknown', reason: notification.event_type }
      } catch {
        return null
      }
    },
    answerNotification(received) {
      // Received: 200/204 and no body; refused: 4xx with {code: FAIL}, and WeChat Pay retries.
      return received
        ? { status: 204, body: '', contentType: 'application/json' }
        : { status: 401, body: JSON.stringify({ code: 'FAIL', message: '签名错误' }), contentType: 'application/json' }
    },
    async queryCharge(outTradeNo): Promise<ChannelOrderState> {
      const answer = await call('GET', `/v3/pay/transactions/out-trade-no/${encodeURIComponent(outTradeNo)}?mchid=${encodeURIComponent(config.mchid)}`)
      if (answer.status === 404) return { state: 'unknown' }
      const transaction = transactionSchema.parse(JSON.parse(answer.body))
      if (transaction.mchid !== config.mchid || transaction.out_trade_no !== outTradeNo) throw new PayChannelError('wechatpay: the answer names another order')
      if (transaction.trade_state === 'SUCCESS' || transaction.trade_state === 'REFUND') {
        const paid = paidOf(transaction)
        return paid ? { state: 'paid', notification: paid } : { state: 'unknown' }
      }
      if (transaction.trade_state === 'NOTPAY' || transaction.trade_state === 'USERPAYING') return { state: 'waiting' }
      return { state: 'closed' }
    },
    async closeCharge(outTradeNo) {
      await call('POST', `/v3/pay/transactions/out-trade-no/${encodeURIComponent(outTradeNo)}/close`, { mchid: config.mchid })
    },
    // 退款申请 (v3): the same out_refund_no asked again refunds once at WeChat Pay.
    async refund({ outTradeNo, outRefundNo, amount, total, reason }) {
      const answer = await call('POST', '/v3/refund/domestic/refunds', {
        out_trade_no: outTradeNo,
        out_refund_no: outRefundNo,
        reason: reason.slice(0, 80),
        amount: { refund: amount, total, currency: 'CNY' },
      })
      if (answer.status === 404) throw new PayChannelError('wechatpay refund: the order is unknown there')
      const refund = refundAnswerSchema.safeParse(JSON.parse(answer.body))
      if (!refund.success || refund.data.out_refund_no !== outRefundNo) throw new PayChannelError('wechatpay refund: the answer names another refund')
      if (refund.data.status === 'SUCCESS') return { state: 'success', channelRefundNo: refund.data.refund_id }
      if (refund.data.status === 'PROCESSING') return { state: 'processing', channelRefundNo: refund.data.refund_id }
      throw new PayChannelError(`wechatpay refund: ${refund.data.status}`)
    },
    // WeChat Pay makes the previous day's bill from 09:00 and advises asking after 10:00.
    billReadyHour: 10,
    async tradeBill(billDate) {
      const url = `/v3/bill/tradebill?bill_date=${encodeURIComponent(billDate)}&bill_type=ALL`
      let answer: { status: number; body: string }
      try {
        answer = await call('GET', url)
      } catch (error) {
        // Documented: NO_STATEMENT_EXIST when the day had no trade; STATEMENT_CREATING (retry later) otherwise fails.
        if (error instanceof PayChannelError && error.message.includes('"NO_STATEMENT_EXIST"')) return null
        throw error
      }
      const bill = billAnswerSchema.safeParse(JSON.parse(answer.body || 'null'))
      if (answer.status !== 200 || !bill.success) throw new PayChannelError(`wechatpay ${url}: no download_url`)
      // The file comes unsigned (WeChat Pay says so): the hash from the signed answer vouches for it.
      const target = new URL(bill.data.download_url)
      const timestamp = String(nowSeconds())
      const nonceStr = nonce()
      const path = `${target.pathname}${target.search}`
      const signature = await signRsaSha256((await keysOf()).merchant, requestMessage('GET', path, timestamp, nonceStr, ''))
      let bytes: Uint8Array<ArrayBuffer>
      try {
        const response = await fetch(target, {
          headers: {
            authorization: authorizationHeader({ mchid: config.mchid, nonceStr, signature, timestamp, serialNo: config.serialNo }),
            'user-agent': 'retouch-website',
          },
        })
        bytes = new Uint8Array(await response.arrayBuffer())
        if (!response.ok) throw new Error(`${response.status}`)
      } catch (error) {
        throw new PayChannelError(`wechatpay bill download: ${String(error)}`)
      }
      if ((await sha1Hex(bytes)) !== bill.data.hash_value.toLowerCase())
        throw new PayChannelError('wechatpay bill download: the file does not match its hash_value')
      try {
        return parseWechatTradeBill(new TextDecoder().decode(bytes))
      } catch (error) {
        throw new PayChannelError(`wechatpay bill: ${String(error)}`)
      }
    },
  }
}
