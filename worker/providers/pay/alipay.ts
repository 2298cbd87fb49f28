import { chinaDateTime, parseChinaTime } from '../../../shared/chinaTime'
import { PayMethod, TradeType } from '../../../shared/payEnums'
import { readAlipayBillZip } from './bills'
import { PAY_NOTIFY_PATH } from './sandbox'
import { PayChannelError, type ChannelOrderState, type IgnoredNotification, type PayNotification, type PayProvider, type UnknownNotification } from './provider'
import { importPrivateKey, importPublicKey, signRsaSha256, verifyRsaSha256 } from './rsa'
import { nowSeconds } from '../../lib/clock'

/** Alipay open platform (opendocs.alipay.com): face-to-face QR payment (precreate), its notifications, query and close. */
export const ALIPAY_GATEWAY = 'https://openapi.alipay.com/gateway.do'
export const ALIPAY_CHANNEL = 'alipay'

export interface AlipayConfig {
  appId: string
  /** The application private key (RSA2048; PKCS#8 or PKCS#1, PEM or bare base64 as the key tool prints it). */
  privateKey: string
  /** Alipay's public key (not the application's own), from the open platform console. */
  alipayPublicKey: string
  gateway?: string
}

/**
 * The string Alipay signs and verifies: every parameter but `sign` (and, for notifications,
 * `sign_type`) with a non-empty value, sorted by name, as `name=value` joined by `&`, values
 * not URL-encoded.
 */
export function signContent(params: Record<string, string | undefined>, exclude: readonly string[] = ['sign']): string {
  return Object.keys(params)
    .filter((name) => !exclude.includes(name) && params[name] !== undefined && params[name] !== '')
    .sort()
    .map((name) => `${name}=${params[name]}`)
    .join('&')
}

/** Cents as Alipay's yuan amount ("9.90"). */
export function centsToYuan(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`
}

/** Alipay's yuan amount in cents, or null when it is not one. */
export function yuanToCents(yuan: string | undefined): number | null {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(yuan ?? '')
  return match ? Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0')) : null
}

/**
 * The raw JSON text of `<name>` in an answer: Alipay signs the exact characters of its
 * `…_response` object, so it is cut out of the text, never re-serialised.
 */
export function rawMember(text: string, name: string): string | null {
  const key = text.indexOf(`"${name}"`)
  if (key < 0) return null
  const start = text.indexOf('{', key + name.length + 2)
  if (start < 0 || text.slice(key + name.length + 2, start).trim() !== ':') return null
  let depth = 0
  let inString = false
  for (let index = start; index < text.length; index++) {
    const char = text[index]
    if (inString) {
      if (char === '\\') index++
      else if (char === '"') inString = false
    } else if (char === '"') inString = true
    else if (char === '{') depth++
    else if (char === '}' && --depth === 0) return text.slice(start, index + 1)
  }
  return null
}

/**
 * What a verified trade_status_sync notification means (opendocs "异步通知"). A paid trade's
 * notification may carry `refund_fee=0.00`, so only an amount above zero (or `gmt_refund`)
 * makes a refund: a full one closes the trade (TRADE_CLOSED, refund_fee = total), a partial
 * one leaves it TRADE_SUCCESS. TRADE_CLOSED without a refund is a trade closed unpaid.
 */
export function notificationOf(params: Record<string, string>, total: number): PayNotification | IgnoredNotification | UnknownNotification {
  const status = params.trade_status
  const refund = params.refund_fee === undefined || params.refund_fee === '' ? 0 : yuanToCents(params.refund_fee)
  if (refund === null) return { kind: 'unknown', reason: `refund_fee ${params.refund_fee}` }
  if (refund > 0 || params.gmt_refund) {
    // Only a full refund takes the package back; a partial one is settled by hand.
    if (refund !== total || status !== 'TRADE_CLOSED') return { kind: 'ignored', reason: `partial refund ${params.refund_fee} of ${params.total_amount}` }
    return {
      kind: 'refund',
      out_trade_no: params.out_trade_no!,
      amount: refund,
      channel_trade_no: params.out_biz_no || params.trade_no || '',
      time: parseChinaTime(params.gmt_refund) ?? nowSeconds(),
    }
  }
  if (status === 'TRADE_SUCCESS' || status === 'TRADE_FINISHED') {
    return {
      kind: 'paid',
      out_trade_no: params.out_trade_no!,
      amount: total,
      channel_trade_no: params.trade_no ?? '',
      time: parseChinaTime(params.gmt_payment) ?? nowSeconds(),
    }
  }
  if (status === 'TRADE_CLOSED' || status === 'WAIT_BUYER_PAY') return { kind: 'ignored', reason: `trade_status ${status}` }
  return { kind: 'unknown', reason: `trade_status ${status}` }
}

/** The application's signed calls and Alipay's signature checks, for the other products of the same application (周期扣款). */
export interface AlipayApi {
  gateway: string
  /** Calls one API method; its `…_response` object once the answer's signature verifies. */
  call(method: string, biz: Record<string, unknown>, extra?: Record<string, string>): Promise<AlipayAnswer>
  /** A page-execute method's signed parameters (the payer's browser opens the gateway with them). */
  signedParams(method: string, biz: Record<string, unknown>, extra?: Record<string, string>): Promise<Record<string, string>>
  failure(method: string, answer: AlipayAnswer): PayChannelError
  signedByAlipay(params: Record<string, string>): Promise<boolean>
}

export interface AlipayAnswer {
  code: string
  msg?: string
  sub_code?: string
  sub_msg?: string
  [field: string]: unknown
}

/** Alipay charges pay type 7 with a QR (alipay.trade.precreate), or on a phone (trade type 3) by its WAP page. It signs no contracts here. */
export function alipay(config: AlipayConfig): PayProvider & { readonly api: AlipayApi } {
  const gateway = config.gateway ?? ALIPAY_GATEWAY
  let keys: Promise<{ app: CryptoKey; alipay: CryptoKey }> | undefined
  const keysOf = () =>
    (keys ??= Promise.all([importPrivateKey(config.privateKey), importPublicKey(config.alipayPublicKey)]).then(([app, alipayKey]) => ({
      app,
      alipay: alipayKey,
    })))

  /** One method's request parameters, signed. */
  async function signedParams(method: string, biz: Record<string, unknown>, extra: Record<string, string> = {}): Promise<Record<string, string>> {
    const params: Record<string, string> = {
      app_id: config.appId,
      method,
      format: 'JSON',
      charset: 'utf-8',
      sign_type: 'RSA2',
      timestamp: chinaDateTime(nowSeconds()),
      version: '1.0',
      biz_content: JSON.stringify(biz),
      ...extra,
    }
    params.sign = await signRsaSha256((await keysOf()).app, signContent(params))
    return params
  }

  /** Calls one API method; its `…_response` object once the answer's signature verifies. */
  async function call(method: string, biz: Record<string, unknown>, extra: Record<string, string> = {}): Promise<AlipayAnswer> {
    const params = await signedParams(method, biz, extra)
    let text: string
    try {
      const response = await fetch(`${gateway}?charset=utf-8`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded;charset=utf-8', accept: 'application/json' },
        body: new URLSearchParams(params).toString(),
      })
      text = await response.text()
      if (!response.ok) throw new Error(`${response.status} ${text.slice(0, 200)}`)
    } catch (error) {
      throw new PayChannelError(`alipay ${method}: ${String(error)}`)
    }
    const responseName = `${method.replace(/\./g, '_')}_response`
    const raw = rawMember(text, responseName) ?? rawMember(text, 'error_response')
    let sign: unknown
    try {
      sign = (JSON.parse(text) as { sign?: unknown }).sign
    } catch {
      sign = undefined
    }
    if (!raw || typeof sign !== 'string' || !(await verifyRsaSha256((await keysOf()).alipay, raw, sign))) {
      throw new PayChannelError(`alipay ${method}: the answer's signature does not verify`)
    }
    return JSON.parse(raw) as AlipayAnswer
  }

  function failure(method: string, answer: AlipayAnswer): PayChannelError {
    return new PayChannelError(`alipay ${method}: ${answer.code} ${answer.sub_code ?? ''} ${answer.sub_msg ?? answer.msg ?? ''}`)
  }

  /** Whether a notification's form carries Alipay's RSA2 signature (over every field but sign and sign_type). */
  async function signedByAlipay(params: Record<string, string>): Promise<boolean> {
    if (params.sign_type !== 'RSA2' || !params.sign) return false
    return verifyRsaSha256((await keysOf()).alipay, signContent(params, ['sign', 'sign_type']), params.sign)
  }

  return {
    name: ALIPAY_CHANNEL,
    api: { gateway, call, signedParams, failure, signedByAlipay },
    payTypes: [PayMethod.Alipay],
    async createCharge(request) {
      const notifyUrl = `${request.origin}${PAY_NOTIFY_PATH}/${ALIPAY_CHANNEL}`
      if (request.tradeType === TradeType.Mweb) {
        // WAP (alipay.trade.wap.pay) is a page-execute method: nothing is called here; the payer's
        // browser opens the gateway with the signed parameters (the SDKs' GET form) and Alipay
        // sends it back to return_url when paid, or to quit_url when they give up. Its
        // time_expire is read to the minute, so it is cut down to one.
        if (!request.returnUrl) throw new PayChannelError('alipay WAP needs a return address', 'unsupported')
        const params = await signedParams(
          'alipay.trade.wap.pay',
          {
            out_trade_no: request.outTradeNo,
            total_amount: centsToYuan(request.amount),
            subject: request.description.slice(0, 256),
            product_code: 'QUICK_WAP_WAY',
            time_expire: chinaDateTime(request.expiresAt).slice(0, 16),
            quit_url: request.returnUrl,
          },
          { notify_url: notifyUrl, return_url: request.returnUrl },
        )
        const payUrl = `${gateway}?${new URLSearchParams(params).toString()}`
        return { codeUrl: '', payUrl, jsapi: null }
      }
      const answer = await call(
        'alipay.trade.precreate',
        {
          out_trade_no: request.outTradeNo,
          total_amount: centsToYuan(request.amount),
          subject: request.description.slice(0, 256),
          time_expire: chinaDateTime(request.expiresAt),
        },
        { notify_url: notifyUrl },
      )
      if (answer.code !== '10000' || typeof answer.qr_code !== 'string') throw failure('alipay.trade.precreate', answer)
      return { codeUrl: answer.qr_code, payUrl: answer.qr_code, jsapi: null }
    },
    async verifyNotification({ body }) {
      const params = Object.fromEntries(new URLSearchParams(body))
      if (params.sign_type !== 'RSA2' || !params.sign) return null
      if (!(await verifyRsaSha256((await keysOf()).alipay, signContent(params, ['sign', 'sign_type']), params.sign))) return null
      if (params.app_id !== config.appId || !params.out_trade_no) return null
      const total = yuanToCents(params.total_amount)
      if (total === null) return null
      return notificationOf(params, total)
    },
    answerNotification(received) {
      // Alipay stops retrying when the body is exactly "success".
      return { status: received ? 200 : 400, body: received ? 'success' : 'fail', contentType: 'text/plain; charset=utf-8' }
    },
    async queryCharge(outTradeNo): Promise<ChannelOrderState> {
      const answer = await call('alipay.trade.query', { out_trade_no: outTradeNo })
      // A precreated order exists at Alipay only once its QR was scanned.
      if (answer.sub_code === 'ACQ.TRADE_NOT_EXIST') return { state: 'unknown' }
      if (answer.code !== '10000') throw failure('alipay.trade.query', answer)
      if (answer.out_trade_no !== outTradeNo) throw new PayChannelError('alipay: the answer names another order')
      const status = String(answer.trade_status)
      if (status === 'TRADE_SUCCESS' || status === 'TRADE_FINISHED') {
        const amount = yuanToCents(String(answer.total_amount))
        if (amount === null) return { state: 'unknown' }
        const notification: PayNotification = {
          kind: 'paid',
          out_trade_no: outTradeNo,
          amount,
          channel_trade_no: String(answer.trade_no ?? ''),
          time: parseChinaTime(typeof answer.send_pay_date === 'string' ? answer.send_pay_date : undefined) ?? nowSeconds(),
        }
        return { state: 'paid', notification }
      }
      return status === 'WAIT_BUYER_PAY' ? { state: 'waiting' } : { state: 'closed' }
    },
    async closeCharge(outTradeNo) {
      const answer = await call('alipay.trade.close', { out_trade_no: outTradeNo })
      if (answer.code !== '10000' && answer.sub_code !== 'ACQ.TRADE_NOT_EXIST') throw failure('alipay.trade.close', answer)
    },
    // alipay.trade.refund: out_request_no names the refund, so asking again refunds once
    // (fund_change N). Alipay answers synchronously; it has no refund number of its own.
    async refund({ outTradeNo, outRefundNo, amount, reason }) {
      const answer = await call('alipay.trade.refund', {
        out_trade_no: outTradeNo,
        refund_amount: centsToYuan(amount),
        out_request_no: outRefundNo,
        refund_reason: reason.slice(0, 80),
      })
      if (answer.code !== '10000') throw failure('alipay.trade.refund', answer)
      if (answer.out_trade_no !== outTradeNo) throw new PayChannelError('alipay: the answer names another order')
      return { state: 'success', channelRefundNo: `${String(answer.trade_no ?? '')}/${outRefundNo}` }
    },
    // Alipay makes the previous day's bill overnight and advises asking after 09:00 (T+1).
    billReadyHour: 9,
    async tradeBill(billDate) {
      const method = 'alipay.data.dataservice.bill.downloadurl.query'
      const answer = await call(method, { bill_type: 'trade', bill_date: billDate })
      // No bill: the day had no trade, or it is not made yet (the reconciliation tells them apart).
      if (answer.sub_code === 'isp.bill_not_exist') return null
      if (answer.code !== '10000' || typeof answer.bill_download_url !== 'string') throw failure(method, answer)
      let archive: Uint8Array<ArrayBuffer>
      try {
        // The address (valid 30 s) carries Alipay's own token; the zip's CRCs vouch for its members.
        const response = await fetch(answer.bill_download_url)
        archive = new Uint8Array(await response.arrayBuffer())
        if (!response.ok) throw new Error(`${response.status}`)
      } catch (error) {
        throw new PayChannelError(`alipay bill download: ${String(error)}`)
      }
      try {
        return await readAlipayBillZip(archive)
      } catch (error) {
        throw new PayChannelError(`alipay bill: ${String(error)}`)
      }
    },
  }
}
