import type { PayMethod, TradeType } from '../../../shared/payEnums'
import { readConfig, type Bindings } from '../../env'
import { sandboxPay } from './sandbox'

/** What the service asks a channel to charge. */
export interface ChargeRequest {
  outTradeNo: string
  /** Cents. */
  amount: number
  description: string
  payType: PayMethod
  tradeType: TradeType
  /** The site's origin, for pages the channel sends the payer to. */
  origin: string
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
  /** What the QR encodes (WeChat's code_url, Alipay's cashier, UnionPay's QR). */
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
 * A payment channel (ARCHITECTURE decision 7). The service credits an order only from a
 * notification `verifyNotification` accepts.
 */
export interface PayProvider {
  readonly name: string
  createCharge(request: ChargeRequest): Promise<Charge>
  /** The notification the body carries, or null when its signature is wrong or it is malformed. */
  verifyNotification(body: string, signature: string): Promise<PayNotification | null>
  /**
   * A periodic charge under a signed contract. The channel answers by notification; the
   * sandbox answers at once with the signed notification it would post.
   */
  deduct(request: ChargeRequest & { contractUuid: string }): Promise<{ body: string; signature: string } | null>
}

/**
 * The configured channel: the sandbox when `SANDBOX` is on. With PAY_API_ORIGIN set the
 * gateway forwards payment calls upstream and this service never answers them; with
 * neither there is no channel and creating an order answers 503.
 */
export function payProvider(env: Bindings): PayProvider | null {
  const config = readConfig(env)
  return config.SANDBOX === 'on' ? sandboxPay(config.JWT_SECRET) : null
}
