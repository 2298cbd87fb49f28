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
   * A periodic charge under a signed contract (`channelContractId` names it at a real
   * channel). Absent: the channel signs no contracts. A PayChannelError when the channel
   * refused or could not be reached (the same trade number is tried again next run).
   */
  deduct?(request: DeductionRequest): Promise<DeductionResult>
  /**
   * The page or QR where the payer signs an auto-renewal contract (WeChat Pay 委托代扣,
   * Alipay 周期扣款); the first period is then deducted once the channel notifies the
   * signature. Absent (the sandbox): paying the contract's first order signs it.
   */
  signContract?(request: ContractSignRequest): Promise<Charge>
  /** A contract notification (signed, or ended at the channel), or null when its signature is wrong or it is malformed. */
  verifyContractNotification?(request: NotificationRequest): Promise<ContractNotification | { kind: 'unknown'; reason: string } | null>
  /** Announces the next deduction to the channel, which tells the payer (WeChat Pay's 预约扣费); absent where the site's own notice is enough. */
  scheduleDeduction?(contract: ContractRef, amount: number): Promise<void>
  /** Ends a signed contract at the channel; a PayChannelError when it could not be ended now. */
  cancelContract?(contract: ContractRef, reason: string): Promise<void>
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
  /**
   * Refunds all or part of a paid order (WeChat Pay v3 refunds, Alipay alipay.trade.refund),
   * once per `outRefundNo` at the channel. A PayChannelError when the channel refused it or
   * could not be reached. Absent: refunds are made at the channel's own console.
   */
  refund?(request: RefundRequest): Promise<RefundResult>
}

/** A refund of a paid order, in cents. */
export interface RefundRequest {
  outTradeNo: string
  channelTradeNo: string
  /** Ours, unique per refund: a repeat with the same number refunds nothing more. */
  outRefundNo: string
  amount: number
  total: number
  reason: string
}

/** The channel took the refund: done, or being done (a refund notification or the bill follows). */
export interface RefundResult {
  state: 'success' | 'processing'
  channelRefundNo: string
}

/** A contract as both sides name it. */
export interface ContractRef {
  /** Ours: the contract uuid without dashes (WeChat's out_contract_code, Alipay's external_agreement_no). */
  contractCode: string
  /** The channel's: WeChat Pay's contract_id, Alipay's agreement_no; empty while not signed there. */
  channelContractId: string
}

/** An auto-renewal contract to sign: what each period costs and how often. */
export interface ContractSignRequest {
  contractCode: string
  /** Cents a period. */
  amount: number
  /** BillingCycle: 1 monthly, 2 yearly. */
  cycle: number
  description: string
  /** Shown on the channel's signing page (the account's masked phone). */
  displayAccount: string
  /** Our payer at the channel (WeChat's out_user_code, Alipay's external_logon_id). */
  userCode: string
  origin: string
  /** Unix seconds of the first deduction, right after signing. */
  firstDeductionAt: number
  /** The payer's IP (CF-Connecting-IP), which WeChat Pay's pre-sign asks for. */
  payerIp?: string
  /**
   * A phone browser outside WeChat (decision 029): the payer signs on the channel's mobile
   * page, which comes back to this page of the site (the first order's trade number in it).
   * Absent: the signing page is shown as a QR.
   */
  returnUrl?: string
}

/** Where channels post contract notifications: `/__pay/contract/<channel>` (payments stay at `/__pay/notify/<channel>`). */
export const PAY_CONTRACT_NOTIFY_PATH = '/__pay/contract'

/** A verified contract notification: the payer signed, or the contract ended at the channel. */
export interface ContractNotification {
  kind: 'signed' | 'terminated'
  contract_code: string
  channel_contract_id: string
  /** Unix seconds. */
  time: number
}

export type DeductionRequest = ChargeRequest & ContractRef

/**
 * What a deduction came to: paid at once (a verified answer), a signed notification to
 * handle now (the sandbox), or accepted, to be paid by the channel's later notification.
 */
export type DeductionResult = { state: 'paid'; notification: PayNotification } | { state: 'notify'; request: NotificationRequest } | { state: 'accepted' }
