import { acpSignContent, acpTimeText, BACK_TRANS_PATH, QUERY_TRANS_PATH, signAcp, verifyAcpSignature, type AcpMessage } from '../providers/pay/unionPay'
import type { TestKeyPair } from './rsaKeys'
import type { TestCertificate } from './testCertificates'
import { nowSeconds } from '../lib/clock'

/** The test merchant of UnionPay's own demos (777290058110048) and a decimal certId. */
export const TEST_UNIONPAY = { merId: '777290058110048', certId: '68759663125', gateway: 'https://gateway.unionpay.fake' }

export interface FakeUnionPayOrder {
  orderId: string
  txnAmt: string
  txnTime: string
  /** What the charge request carried. */
  request: AcpMessage
  /** Whether the payer scanned the QR (UnionPay knows an applied QR's trade only from then). */
  scanned: boolean
  /** origRespCode of the query: 05 paying, 00 paid, or a failure. */
  origRespCode: string
  queryId: string
  traceTime: string
}

/** UnionPay's fields on every message it signs: version, encoding, its certificate, then the signature. */
async function signedByUnionPay(signer: TestCertificate, fields: AcpMessage): Promise<AcpMessage> {
  const message: AcpMessage = { version: '5.1.0', encoding: 'UTF-8', signMethod: '01', signPubKeyCert: signer.pem, ...fields }
  message.signature = await signAcp(signer.keys.privateKey, message)
  return message
}

/** A back notification as UnionPay posts it to backUrl (a form, URL-encoded), signed by `signer`. */
export async function unionPayNotification(signer: TestCertificate, fields: AcpMessage): Promise<{ body: string; headers: Headers }> {
  const message = await signedByUnionPay(signer, {
    accessType: '0',
    bizType: '000000',
    currencyCode: '156',
    merId: TEST_UNIONPAY.merId,
    txnType: '01',
    txnSubType: '07',
    txnTime: '20261123103440',
    respCode: '00',
    respMsg: 'success',
    settleAmt: fields.txnAmt ?? '',
    settleCurrencyCode: '156',
    settleDate: '1123',
    traceNo: '067402',
    traceTime: '1123103456',
    ...fields,
  })
  return { body: new URLSearchParams(message).toString(), headers: new Headers({ 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8' }) }
}

/**
 * A local stand-in for UnionPay's online gateway: it checks each request's signature
 * against the merchant's key and certId, keeps the applied QR orders, and answers
 * `name=value&…` (not URL-encoded, as the gateway does) signed with its signing certificate.
 */
export function fakeUnionPay(merchant: TestKeyPair, signer: TestCertificate) {
  const orders = new Map<string, FakeUnionPayOrder>()
  const calls: AcpMessage[] = []
  let answerSigner = signer

  async function answer(fields: AcpMessage): Promise<Response> {
    const message = await signedByUnionPay(answerSigner, fields)
    const text = Object.entries(message)
      .map(([name, value]) => `${name}=${value}`)
      .join('&')
    return new Response(text, { headers: { 'content-type': 'text/plain;charset=UTF-8' } })
  }

  async function handle(request: Request): Promise<Response> {
    const path = new URL(request.url).pathname
    const message = Object.fromEntries(new URLSearchParams(new TextDecoder().decode(await request.arrayBuffer())))
    calls.push(message)
    const base = {
      merId: message.merId ?? '',
      orderId: message.orderId ?? '',
      txnType: message.txnType ?? '',
      txnSubType: message.txnSubType ?? '',
      bizType: message.bizType ?? '',
      accessType: '0',
    }
    const signed =
      message.version === '5.1.0' &&
      message.signMethod === '01' &&
      message.certId === TEST_UNIONPAY.certId &&
      message.merId === TEST_UNIONPAY.merId &&
      (await verifyAcpSignature(merchant.publicKey, message))
    if (!signed) return answer({ ...base, respCode: '11', respMsg: '验证签名失败' })
    if (path === BACK_TRANS_PATH && message.txnType === '01' && message.txnSubType === '07') {
      orders.set(message.orderId!, {
        orderId: message.orderId!,
        txnAmt: message.txnAmt!,
        txnTime: message.txnTime!,
        request: message,
        scanned: false,
        origRespCode: '05',
        queryId: '',
        traceTime: '',
      })
      return answer({
        ...base,
        txnTime: message.txnTime!,
        respCode: '00',
        respMsg: '成功[0000000]',
        qrCode: `https://qr.95516.com/00010000/0106${message.orderId!.slice(-8)}`,
      })
    }
    if (path === QUERY_TRANS_PATH && message.txnType === '00') {
      const order = orders.get(message.orderId ?? '')
      if (!order?.scanned || order.txnTime !== message.txnTime) return answer({ ...base, respCode: '34', respMsg: '查无此交易[2011000]' })
      return answer({
        ...base,
        txnTime: order.txnTime,
        respCode: '00',
        respMsg: '成功[0000000]',
        origRespCode: order.origRespCode,
        origRespMsg: order.origRespCode === '00' ? '成功[0000000]' : '交易处理中',
        txnAmt: order.txnAmt,
        queryId: order.queryId,
        traceTime: order.traceTime,
        currencyCode: '156',
      })
    }
    return answer({ ...base, respCode: '12', respMsg: '交易类型不支持' })
  }

  return {
    orders,
    calls,
    handle,
    scan(orderId: string) {
      Object.assign(orders.get(orderId)!, { scanned: true, queryId: `78${orderId.slice(-10)}0674028`.slice(0, 21).padEnd(21, '0') })
    },
    /** The payer paid at `seconds` (UnionPay's traceTime). */
    pay(orderId: string, seconds = nowSeconds()) {
      this.scan(orderId)
      Object.assign(orders.get(orderId)!, { origRespCode: '00', traceTime: acpTimeText(seconds).slice(4) })
    },
    fail(orderId: string) {
      this.scan(orderId)
      orders.get(orderId)!.origRespCode = '01'
    },
    signAnswersWith(other: TestCertificate) {
      answerSigner = other
    },
    signContent: acpSignContent,
  }
}
