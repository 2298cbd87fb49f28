import type { PayMethod, TradeType } from '../../../shared/payEnums'

/** What the service asks a channel to charge. */
export interface ChargeRequest {
  outTradeNo: string
  /** Cents. */
  amount: number
  description: string
  payType: PayMethod
  tradeType: TradeType
  /** The site's origin, for pages the channel sends the payer to and for its notify URL. */
  origin: string
  /** Unix seconds when the order closes: the channel stops taking money then too. */
  expiresAt: number
  /** The payer's openid under the paying WeChat app id (JSAPI only). */
  openid?: string
  /** The payer's IP (CF-Connecting-IP): WeChat Pay H5 checks that the page is opened from it. */
  payerIp?: string
  /** H5 (trade type 3): the site's page the channel sends the payer back to, paid or not. */
  returnUrl?: string
}

/** WeixinJSBridge getBrandWCPayRequest parameters (trade type 2). */
export interface JsapiParams {
  appId: string
  timeStamp: string
  nonceStr: string
  package: string
  signType: string
  paySign: string
}

/** What the channel answers: the QR content (code_url) and, for in-app payment, its parameters. */
export interface Charge {
  /** What the QR encodes (WeChat's code_url, Alipay's qr_code, UnionPay's QR). */
  codeUrl: string
  /** A page the payer opens (Alipay cashier, mweb, or the sandbox's in-browser stand-in). */
  payUrl: string
  jsapi: JsapiParams | null
}

/** A channel's notification, once its signature is verified. */
export interface PayNotification {
  kind: 'paid' | 'refund'
  out_trade_no: string
  /** Cents the channel took (or gave back). */
  amount: number
  channel_trade_no: string
  /** Unix seconds. */
  time: number
}

/**
 * A verified notification the channel documents as changing no payment here (a trade closed
 * unpaid, a refund that failed, a partial refund settled by hand): acknowledged and logged.
 */
export interface IgnoredNotification {
  kind: 'ignored'
  reason: string
}

/**
 * A verified notification of a shape the adapter does not know (an unexpected status or
 * event). Never acknowledged: the channel retries, and the log says why.
 */
export interface UnknownNotification {
  kind: 'unknown'
  reason: string
}

/** A notification as it arrived: the raw body and the request headers (WeChat signs in headers, Alipay in the form). */
export interface NotificationRequest {
  body: string
  headers: Headers
}

/** What the notify endpoint answers the channel (each channel has its own "received" shape). */
export interface NotificationAnswer {
  status: number
  body: string
  contentType: string
}

/** An order as the channel sees it: paid (with the notification it stands for), waiting, or closed. */
export type ChannelOrderState = { state: 'paid'; notification: PayNotification } | { state: 'waiting' } | { state: 'closed' } | { state: 'unknown' }

/** One line of a channel's daily trade bill, normalised: a payment it took or a refund it gave. */
export interface BillRow {
  out_trade_no: string
  channel_trade_no: string
  kind: 'paid' | 'refund'
  /** Cents taken (paid) or given back (refund). */
  amount: number
  /** Unix seconds: when the payment succeeded, or the refund was made. */
  time: number
}

/** A channel refused or could not be reached; `unsupported` when the request cannot be paid through it at all. */
export class PayChannelError extends Error {
  constructor(
    message: string,
    readonly kind: 'unavailable' | 'unsupported' = 'unavailable',
  ) {
    super(message)
    this.name = 'PayChannelError'
  }
}

/**
 * A payment channel (ARCHITECTURE decision 7). The service credits an order only from a
 * notification `verifyNotification` accepts, or from an order `queryCharge` reads back
 * through a response whose signature the channel verified.
 */
export interface PayProvider {
  /** The notify path's last segment: `/__pay/notify/<name>`. */
  readonly name: string
  /** The pay types (shared/payEnums PayMethod) this channel charges. */
  readonly payTypes: readonly number[]
  createCharge(request: ChargeRequest): Promise<Charge>
  /** The notification the request carries, or null when its signature is wrong or it is malformed. */
  verifyNotification(request: NotificationRequest): Promise<PayNotification | IgnoredNotification | UnknownNotification | null>
  /** The answer the channel expects: received (it stops retrying) or refused (bad signature). */
  answerNotification(received: boolean, detail: string): NotificationAnswer
  /**
   * A periodic charge under a signed contract. The channel answers by notification (null);
   * the sandbox answers at once with the signed notification it would post. Absent: the
   * channel signs no contracts.
   */
  deduct?(request: ChargeRequest & { contractUuid: string }): Promise<NotificationRequest | null>
  /** The order's state at the channel (absent in the sandbox, whose state is the service's). */
  queryCharge?(outTradeNo: string): Promise<ChannelOrderState>
  /** Closes the order at the channel so it can no longer be paid. */
  closeCharge?(outTradeNo: string): Promise<void>
  /**
   * The trade bill of one China day (`YYYY-MM-DD`): every payment and refund the channel made
   * that day, read from a verified answer. Null when the channel says it has no bill for the
   * day (no trades, or not made yet); a PayChannelError when it cannot be had now. Absent:
   * the channel gives no bill, so it is not reconciled.
   */
  tradeBill?(billDate: string): Promise<BillRow[] | null>
  /** The hour of the next China day from which `tradeBill` has the day's bill. */
  readonly billReadyHour?: number
}
