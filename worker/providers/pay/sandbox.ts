import { z } from 'zod'
import { timingSafeEqual } from '../../auth/secrets'
import { PayMethod, TradeType } from '../../../shared/payEnums'
import { SANDBOX_PAY_PATHS } from '../../../shared/sandboxPay'
import { recordSandboxTake, sandboxTradeBill } from './sandboxBill'
import type { ContractNotification, NotificationRequest, PayNotification, PayProvider } from './provider'
import { nowSeconds } from '../../lib/clock'

/** Where channels post notifications: `/__pay/notify/<channel>` (outside the same-origin gateway). */
export const PAY_NOTIFY_PATH = '/__pay/notify'
export const SIGNATURE_HEADER = 'x-pay-signature'

const notificationSchema = z.object({
  kind: z.enum(['paid', 'refund']),
  out_trade_no: z.string().min(1).max(64),
  amount: z.number().int().nonnegative(),
  channel_trade_no: z.string().max(64),
  time: z.number().int(),
})

/** A contract notification as the sandbox channel posts it (`/__sandbox/pay/contract/<uuid>/unsign` plays a payer ending the contract in their wallet). */
const contractNotificationSchema = z.object({
  kind: z.enum(['signed', 'terminated']),
  contract_code: z.string().min(1).max(64),
  channel_contract_id: z.string().max(64),
  time: z.number().int(),
})

async function hmacKey(secret: string): Promise<CryptoKey> {
  return crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign'])
}

async function hmacHex(secret: string, text: string): Promise<string> {
  const signature = await crypto.subtle.sign('HMAC', await hmacKey(secret), new TextEncoder().encode(text))
  return [...new Uint8Array(signature)].map((byte) => byte.toString(16).padStart(2, '0')).join('')
}

/** The sandbox channel's signing key, derived from the worker's secret (never the secret itself). */
export async function sandboxPaySecret(jwtSecret: string): Promise<string> {
  return hmacHex(jwtSecret, 'sandbox-pay-notification-key')
}

/** A signed notification as the sandbox channel sends it: the JSON body and its signature header. */
export async function signSandboxNotification(jwtSecret: string, notification: PayNotification): Promise<{ body: string; signature: string }> {
  const body = JSON.stringify(notification)
  return { body, signature: await hmacHex(await sandboxPaySecret(jwtSecret), body) }
}

/** A body the sandbox channel signed, read by `schema`; null when the signature or the shape is wrong. */
async function signedBody<T>(jwtSecret: string, { body, headers }: NotificationRequest, schema: z.ZodType<T>): Promise<T | null> {
  const expected = await hmacHex(await sandboxPaySecret(jwtSecret), body)
  if (!timingSafeEqual(expected, (headers.get(SIGNATURE_HEADER) ?? '').toLowerCase())) return null
  try {
    const parsed = schema.safeParse(JSON.parse(body))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

/** The sandbox's notification as the notify endpoint receives it. */
export async function sandboxNotificationRequest(jwtSecret: string, notification: PayNotification): Promise<NotificationRequest> {
  const signed = await signSandboxNotification(jwtSecret, notification)
  return { body: signed.body, headers: new Headers({ 'content-type': 'application/json', [SIGNATURE_HEADER]: signed.signature }) }
}

/**
 * The sandbox plays WeChat Pay, Alipay and UnionPay: its QR opens the sandbox pay page. With
 * the database it keeps its own ledger of takes (sandboxBill.ts) and gives a trade bill.
 */
export function sandboxPay(jwtSecret: string, db?: D1Database): PayProvider {
  return {
    name: 'sandbox',
    payTypes: Object.values(PayMethod),
    // The sandbox's bill is its live ledger: a day can be read as soon as it is over.
    ...(db ? { billReadyHour: 0, tradeBill: (billDate: string) => sandboxTradeBill(db, billDate) } : {}),
    async createCharge({ outTradeNo, origin, tradeType, returnUrl }) {
      if (tradeType === TradeType.Mweb) {
        // The stand-in for the channel's mobile page: it returns to returnUrl, as H5 and WAP do.
        const h5Url = `${origin}${SANDBOX_PAY_PATHS.h5Page(outTradeNo)}?return=${encodeURIComponent(returnUrl ?? origin)}`
        return { codeUrl: '', payUrl: h5Url, jsapi: null }
      }
      const payUrl = `${origin}${SANDBOX_PAY_PATHS.payPage(outTradeNo)}`
      const jsapiUrl = `${origin}${SANDBOX_PAY_PATHS.jsapiPage(outTradeNo)}`
      const jsapi =
        tradeType === 2
          ? {
              appId: 'wx-sandbox',
              timeStamp: String(nowSeconds()),
              nonceStr: crypto.randomUUID().replace(/-/g, ''),
              package: `prepay_id=sandbox_${outTradeNo}`,
              signType: 'HMAC-SHA256',
              paySign: await hmacHex(await sandboxPaySecret(jwtSecret), `prepay:${outTradeNo}`),
            }
          : null
      return { codeUrl: payUrl, payUrl: tradeType === 2 ? jsapiUrl : payUrl, jsapi }
    },
    async deduct({ outTradeNo, amount }) {
      const request = await sandboxNotificationRequest(jwtSecret, {
        kind: 'paid',
        out_trade_no: outTradeNo,
        amount,
        channel_trade_no: `sandbox-deduct-${outTradeNo}`,
        time: nowSeconds(),
      })
      return { state: 'notify', request }
    },
    // The sandbox keeps no contracts of its own: ending one there always succeeds.
    async cancelContract() {},
    // The sandbox refunds at once. Its ledger holds one refund per order, so it keeps a full
    // refund (as the bill would show it); partial ones stay out of its bill.
    async refund({ outTradeNo, outRefundNo, amount, total }) {
      const channelRefundNo = `sandbox-refund-${outRefundNo}`
      if (db && amount === total)
        await recordSandboxTake(db, { kind: 'refund', out_trade_no: outTradeNo, amount, channel_trade_no: channelRefundNo, time: nowSeconds() }, true)
      return { state: 'success', channelRefundNo }
    },
    verifyContractNotification: (request) => signedBody(jwtSecret, request, contractNotificationSchema),
    verifyNotification: (request) => signedBody(jwtSecret, request, notificationSchema),
    answerNotification(received, detail) {
      return { status: received ? 200 : 401, body: JSON.stringify({ code: received ? 0 : 401, msg: detail }), contentType: 'application/json' }
    },
  }
}

/** A contract notification signed as the sandbox channel signs it, as the contract notify endpoint receives it. */
export async function sandboxContractNotificationRequest(jwtSecret: string, notification: ContractNotification): Promise<NotificationRequest> {
  const body = JSON.stringify(notification)
  return { body, headers: new Headers({ 'content-type': 'application/json', [SIGNATURE_HEADER]: await hmacHex(await sandboxPaySecret(jwtSecret), body) }) }
}
