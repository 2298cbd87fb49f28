import { chinaDateTime } from '../../../shared/chinaTime'
import { PayMethod } from '../../../shared/payEnums'
import { log } from '../../lib/log'
import { PAY_NOTIFY_PATH } from './sandbox'
import { PayChannelError, type ChannelOrderState, type PayNotification, type PayProvider } from './provider'
import { importPrivateKey, signRsaSha256, verifyRsaSha256 } from './rsa'
import { issuedBy, parsePemCertificate, publicKeyOf, validAt, type Certificate } from './x509'
import { nowSeconds } from '../../lib/clock'

/**
 * UnionPay's online gateway (全渠道, open.unionpay.com, message version 5.1.0, signMethod 01):
 * the QR code product's "申请二维码（主扫）" (txnType 01, txnSubType 07), its back
 * notifications, the transaction state query and the refund/cancel notifications.
 */
export const UNIONPAY_GATEWAY = 'https://gateway.95516.com'
export const UNIONPAY_CHANNEL = 'unionpay'
export const BACK_TRANS_PATH = '/gateway/api/backTransReq.do'
export const QUERY_TRANS_PATH = '/gateway/api/queryTrans.do'

/** The third `@` part of the CN of UnionPay's signing certificates (the SDKs' UNIONPAY_CNNAME). */
export const UNIONPAY_CN = '中国银联股份有限公司'
/** The CN part of the test environment's signing certificate, which the SDKs accept with CN checking off. */
export const UNIONPAY_TEST_CN = '00040000:SIGN'

export interface UnionPayConfig {
  /** Merchant code (商户号, 15 digits). */
  merId: string
  /** The signing private key out of the merchant's PFX (PKCS#8 or PKCS#1 PEM). */
  signKey: string
  /** The signing certificate's serial number in decimal (the message's certId). */
  certId: string
  /** UnionPay's middle (acp_prod_middle.cer) and root (acp_prod_root.cer) certificates, PEM. */
  middleCert: string
  rootCert: string
  /** Gateway origin; `https://gateway.test.95516.com` is the test environment (its test signer CN is accepted there only). */
  gateway?: string
  /**
   * The order a consumption's queryId paid (refund and cancel notifications name only the
   * original queryId, `origQryId`, and their own amount).
   */
  paidOrderOf?: (queryId: string) => Promise<{ outTradeNo: string; amount: number } | null>
}

export type AcpMessage = Record<string, string>

/**
 * The string UnionPay signs (SDKUtil.coverMap2String): every field but `signature` with a
 * value, sorted by name, `name=value` joined by `&`, values as they are (not URL-encoded).
 * `signPubKeyCert` is part of it.
 */
export function acpSignContent(message: AcpMessage): string {
  return Object.keys(message)
    .filter((name) => name !== 'signature' && message[name] !== undefined && message[name] !== '')
    .sort()
    .map((name) => `${name}=${message[name]}`)
    .join('&')
}

/** The lowercase hex SHA-256 of the string to sign: what signMethod 01 (version 5.1.0) signs with RSA-SHA256. */
export async function acpDigest(message: AcpMessage): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(acpSignContent(message))))
  return [...digest].map((byte) => byte.toString(16).padStart(2, '0')).join('')
}

/** The message's `signature`: base64 RSA-SHA256 over the hex digest. */
export async function signAcp(key: CryptoKey, message: AcpMessage): Promise<string> {
  return signRsaSha256(key, await acpDigest(message))
}

/** Whether `signature` signs the message under `key` (the signing certificate's key). */
export async function verifyAcpSignature(key: CryptoKey, message: AcpMessage): Promise<boolean> {
  if (!message.signature) return false
  return verifyRsaSha256(key, await acpDigest(message), message.signature)
}

/**
 * A synchronous answer of the gateway: `name=value&…`, not URL-encoded, where a value in
 * `{…}` or `[…]` may hold `&` (SDKUtil.parseQString). A value may hold `=` (base64).
 */
export function parseAcpAnswer(text: string): AcpMessage {
  const message: AcpMessage = {}
  let key: string | null = null
  let buffer = ''
  let closer = ''
  for (const char of text.trim()) {
    if (key === null) {
      if (char === '=') {
        key = buffer
        buffer = ''
      } else buffer += char
      continue
    }
    if (closer) {
      if (char === closer) closer = ''
    } else if (char === '{') closer = '}'
    else if (char === '[') closer = ']'
    if (char === '&' && !closer) {
      if (key) message[key] = buffer
      key = null
      buffer = ''
    } else buffer += char
  }
  if (key) message[key] = buffer
  else if (key === null && buffer) message[buffer] = ''
  return message
}

/** Beijing `YYYYMMDDhhmmss` (txnTime) as unix seconds, or null. */
export function acpTime(text: string | undefined): number | null {
  const match = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(text ?? '')
  if (!match) return null
  const [, year, month, day, hour, minute, second] = match.map(Number) as [number, number, number, number, number, number, number]
  return Date.UTC(year, month - 1, day, hour - 8, minute, second) / 1000
}

/** Unix seconds as Beijing `YYYYMMDDhhmmss`. */
export function acpTimeText(seconds: number): string {
  return chinaDateTime(seconds).replace(/\D/g, '')
}

/**
 * The txnTime of an order: a query must name the txnTime the order was sent with, and
 * `queryCharge` knows only the trade number, so both take it from the creation time the
 * trade number carries (`P` + UTC `YYYYMMDDhhmmss` + random, orders.ts newTradeNo).
 */
export function txnTimeOf(outTradeNo: string): string | null {
  const match = /^[A-Za-z]+(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})[0-9A-Za-z]*$/.exec(outTradeNo)
  if (!match || !/^[0-9A-Za-z]{8,32}$/.test(outTradeNo)) return null
  const [, year, month, day, hour, minute, second] = match.map(Number) as [number, number, number, number, number, number, number]
  const utc = Date.UTC(year, month - 1, day, hour, minute, second) / 1000
  return Number.isFinite(utc) && month >= 1 && month <= 12 ? acpTimeText(utc) : null
}

/** When the channel took the money: `traceTime` (Beijing MMDDhhmmss) in the year of txnTime, else txnTime. */
function paidTime(message: AcpMessage): number {
  const sent = acpTime(message.txnTime)
  const trace = /^\d{10}$/.test(message.traceTime ?? '') ? message.traceTime! : null
  if (sent !== null && trace) {
    const year = Number(message.txnTime!.slice(0, 4))
    const traced = acpTime(`${year}${trace}`)
    // A trade sent on 31 December may be traced on 1 January.
    if (traced !== null) return traced < sent - 180 * 86_400 ? (acpTime(`${year + 1}${trace}`) ?? traced) : traced
  }
  return sent ?? nowSeconds()
}

function cents(text: string | undefined): number | null {
  return /^\d{1,12}$/.test(text ?? '') ? Number(text) : null
}

/** Response codes that mean success: 00, and A6 (成功但有缺陷, the SDK demos count it as success). */
const SUCCESS = new Set(['00', 'A6'])
/** Response codes that mean "still in progress, ask again" (the demos: 03, 04, 05). */
const PENDING = new Set(['03', '04', '05'])
/** The query's "查无此交易": the QR was never scanned (or the order never reached UnionPay). */
const NO_SUCH_TRADE = '34'

export interface SignerTrust {
  middle: Certificate
  root: Certificate
  /** Whether the test environment's signer CN (00040000:SIGN) is accepted too. */
  testEnvironment: boolean
}

/**
 * Whether `signPubKeyCert` is UnionPay's signing certificate (CertUtil.verifyCertificate):
 * within its validity, issued by the configured middle certificate (itself valid and issued
 * by the configured root), and its CN's third `@` part is 中国银联股份有限公司.
 */
export async function trustedSigner(certificate: Certificate, trust: SignerTrust, now: number): Promise<boolean> {
  if (!validAt(certificate, now) || !validAt(trust.middle, now)) return false
  const owner = certificate.commonName.split('@')[2] ?? ''
  if (owner !== UNIONPAY_CN && !(trust.testEnvironment && owner === UNIONPAY_TEST_CN)) return false
  return (await issuedBy(certificate, trust.middle)) && (await issuedBy(trust.middle, trust.root))
}

/**
 * UnionPay charges pay type 5 with a QR (申请二维码) whatever the trade type; the payer
 * scans it with 云闪付 or a bank app. It signs no contracts here (pay type 32 needs
 * UnionPay's separate 委托/无感支付 product), and a QR not yet scanned cannot be closed.
 */
export function unionPay(config: UnionPayConfig): PayProvider {
  const gateway = (config.gateway ?? UNIONPAY_GATEWAY).replace(/\/+$/, '')
  const testEnvironment = new URL(gateway).hostname.endsWith('test.95516.com')
  let keys: Promise<{ sign: CryptoKey; trust: SignerTrust }> | undefined
  const keysOf = () =>
    (keys ??= importPrivateKey(config.signKey).then((sign) => ({
      sign,
      trust: { middle: parsePemCertificate(config.middleCert), root: parsePemCertificate(config.rootCert), testEnvironment },
    })))
  /** Signer keys already checked, by certificate text (UnionPay sends the same one in every message). */
  const signers = new Map<string, { certificate: Certificate; key: CryptoKey }>()

  /** Whether a message (an answer or a notification) carries UnionPay's valid signature. */
  async function signedByUnionPay(message: AcpMessage): Promise<boolean> {
    const pem = message.signPubKeyCert
    if (message.signMethod !== '01' || !pem || !message.signature) return false
    const now = nowSeconds()
    let signer = signers.get(pem)
    try {
      if (!signer) {
        const certificate = parsePemCertificate(pem)
        if (!(await trustedSigner(certificate, (await keysOf()).trust, now))) {
          // Forged, or UnionPay's chain moved on (a renewed middle or root certificate to configure).
          log('warn', 'pay.unionpay_signer_refused', { common_name: certificate.commonName, serial: certificate.serial, not_after: certificate.notAfter })
          return false
        }
        signer = { certificate, key: await publicKeyOf(certificate) }
        signers.set(pem, signer)
      }
    } catch (error) {
      // A signPubKeyCert that does not read, or our own middle/root certificate that does not.
      log('warn', 'pay.unionpay_signer_unreadable', { error })
      return false
    }
    if (!validAt(signer.certificate, now)) return false
    return verifyAcpSignature(signer.key, message)
  }

  /** A signed request to the gateway; its answer once UnionPay's signature on it verifies. */
  async function call(path: string, fields: AcpMessage): Promise<AcpMessage> {
    const message: AcpMessage = {
      version: '5.1.0',
      encoding: 'UTF-8',
      signMethod: '01',
      certId: config.certId,
      merId: config.merId,
      accessType: '0',
      ...fields,
    }
    let sign: CryptoKey
    try {
      sign = (await keysOf()).sign
    } catch (error) {
      throw new PayChannelError(`unionpay: the configured key or certificates do not read: ${String(error)}`)
    }
    message.signature = await signAcp(sign, message)
    let text: string
    try {
      const response = await fetch(`${gateway}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8' },
        body: new URLSearchParams(message).toString(),
      })
      text = await response.text()
      if (!response.ok) throw new Error(`${response.status} ${text.slice(0, 200)}`)
    } catch (error) {
      throw new PayChannelError(`unionpay ${path}: ${String(error)}`)
    }
    const answer = parseAcpAnswer(text)
    if (!(await signedByUnionPay(answer))) {
      throw new PayChannelError(`unionpay ${path}: the answer's signature does not verify (${answer.respCode ?? ''} ${answer.respMsg ?? text.slice(0, 120)})`)
    }
    if (answer.merId && answer.merId !== config.merId) throw new PayChannelError(`unionpay ${path}: the answer names another merchant`)
    if (answer.orderId && fields.orderId && answer.orderId !== fields.orderId) throw new PayChannelError(`unionpay ${path}: the answer names another order`)
    return answer
  }

  function failure(path: string, answer: AcpMessage): PayChannelError {
    return new PayChannelError(`unionpay ${path}: ${answer.respCode ?? ''} ${answer.respMsg ?? ''}`)
  }

  /** A consumption's payment as a notification: the order, the amount taken, UnionPay's queryId. */
  function paidOf(message: AcpMessage): PayNotification | null {
    const amount = cents(message.txnAmt)
    if (amount === null || !message.orderId) return null
    return { kind: 'paid', out_trade_no: message.orderId, amount, channel_trade_no: message.queryId ?? '', time: paidTime(message) }
  }

  return {
    name: UNIONPAY_CHANNEL,
    payTypes: [PayMethod.Union],
    async createCharge(request) {
      const txnTime = txnTimeOf(request.outTradeNo)
      if (!txnTime) throw new PayChannelError(`unionpay: ${request.outTradeNo} is not an order number UnionPay takes`, 'unsupported')
      const answer = await call(BACK_TRANS_PATH, {
        txnType: '01',
        txnSubType: '07',
        bizType: '000000',
        channelType: '08',
        currencyCode: '156',
        orderId: request.outTradeNo,
        txnTime,
        txnAmt: String(request.amount),
        backUrl: `${request.origin}${PAY_NOTIFY_PATH}/${UNIONPAY_CHANNEL}`,
      })
      if (answer.respCode !== '00' || !answer.qrCode) throw failure(BACK_TRANS_PATH, answer)
      return { codeUrl: answer.qrCode, payUrl: answer.qrCode, jsapi: null }
    },
    async verifyNotification({ body }) {
      let message: AcpMessage
      try {
        message = Object.fromEntries(new URLSearchParams(body))
      } catch {
        return null
      }
      if (!(await signedByUnionPay(message))) return null
      if (message.merId !== config.merId) return null
      const succeeded = SUCCESS.has(message.respCode ?? '')
      if (message.txnType === '01') {
        // A back notification is sent when a consumption ends, failed ones included.
        if (!succeeded) return { kind: 'ignored', reason: `consumption failed: respCode ${message.respCode} ${message.respMsg ?? ''}` }
        return paidOf(message) ?? { kind: 'unknown', reason: 'consumption without orderId or txnAmt' }
      }
      if (message.txnType === '04' || message.txnType === '31') {
        const what = message.txnType === '04' ? 'refund' : 'cancellation'
        if (!succeeded) return { kind: 'ignored', reason: `${what} failed: respCode ${message.respCode} ${message.respMsg ?? ''}` }
        const amount = cents(message.txnAmt)
        const original = message.origQryId && config.paidOrderOf ? await config.paidOrderOf(message.origQryId) : null
        if (amount === null || !original) return { kind: 'unknown', reason: `${what} of queryId ${message.origQryId ?? '?'}: no order paid by it here` }
        // Only a full refund takes the package back; a partial one is settled by hand.
        if (amount !== original.amount) return { kind: 'ignored', reason: `partial refund ${amount} of ${original.amount}` }
        return {
          kind: 'refund',
          out_trade_no: original.outTradeNo,
          amount,
          channel_trade_no: message.queryId ?? message.orderId ?? '',
          time: paidTime(message),
        }
      }
      return { kind: 'unknown', reason: `txnType ${message.txnType}` }
    },
    answerNotification(received) {
      // UnionPay stops retrying on HTTP 200; anything else is retried.
      return { status: received ? 200 : 400, body: received ? 'ok' : 'fail', contentType: 'text/plain; charset=utf-8' }
    },
    async queryCharge(outTradeNo): Promise<ChannelOrderState> {
      const txnTime = txnTimeOf(outTradeNo)
      if (!txnTime) return { state: 'unknown' }
      const answer = await call(QUERY_TRANS_PATH, { txnType: '00', txnSubType: '00', bizType: '000000', orderId: outTradeNo, txnTime })
      if (answer.respCode === NO_SUCH_TRADE) return { state: 'unknown' }
      if (answer.respCode !== '00') throw failure(QUERY_TRANS_PATH, answer)
      if (answer.orderId !== outTradeNo) throw new PayChannelError('unionpay: the answer names another order')
      const state = answer.origRespCode ?? ''
      if (SUCCESS.has(state)) {
        const paid = paidOf(answer)
        return paid ? { state: 'paid', notification: paid } : { state: 'unknown' }
      }
      if (PENDING.has(state)) return { state: 'waiting' }
      return { state: 'closed' }
    },
  }
}
