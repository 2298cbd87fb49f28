import { OUT_TRADE_NO_HEADER } from '../../../../shared/constants'
import { payCalls } from '../../../../shared/contracts/pay'
import type { OrderCreateExRequest } from '../../../../shared/contracts/schemas/pay'
import { ProductKind, TradeType } from '../../../../shared/payEnums'
import { loginSceneOfPayment, PaymentScene } from '../../../../shared/scenes'
import { ApiError, type ApiClient } from '../../../lib/api/client'
import { ERROR_MESSAGES } from '../../../../shared/messages'

/** A created order as the QR dialog needs it: the code to show (SVG markup) or the page to open. */
export interface CreatedOrder {
  outTradeNo: string
  /** SVG markup of the QR (WeChat and UnionPay). */
  qrSvg?: string
  /** The page the payer opens (Alipay's cashier; the sandbox pay page), when known. */
  payUrl?: string
  /** Cents, when the answer says. */
  amount?: number
  expiresAt?: number
}

/** A header the service may add with the QR's address, so testers can open it without a camera. */
const PAY_URL_HEADER = 'X-Pay-Url'

/**
 * POST order/create_ex (union products: order/union_order_pay with trade type native).
 * The trade number is in the `out_trade_no` header; Alipay types answer JSON with the
 * cashier's address, the others the QR image itself.
 */
export async function createOrder(api: ApiClient, kind: string, body: OrderCreateExRequest): Promise<CreatedOrder> {
  const union = kind === ProductKind.Union
  // An activity order (payment scenes 2, 3) is paid under its activity login.
  const login = loginSceneOfPayment((body.pay_scene ?? PaymentScene.Official) as PaymentScene)
  const answer = union
    ? await api.callAnswer(payCalls.unionOrderPay, { body: { ...body, trade_type: TradeType.Native }, login })
    : await api.callAnswer(payCalls.orderCreateEx, { body, login })
  const headerNo = answer.headers.get(OUT_TRADE_NO_HEADER) ?? undefined
  if (answer.kind === 'data') {
    const { out_trade_no, pay_url, amount, expires_at } = answer.data
    return { outTradeNo: headerNo ?? out_trade_no, payUrl: pay_url, amount, expiresAt: expires_at }
  }
  if (!headerNo || !answer.contentType.includes('svg')) throw new ApiError('unknown', ERROR_MESSAGES.unknown)
  return { outTradeNo: headerNo, qrSvg: await answer.body.text(), payUrl: answer.headers.get(PAY_URL_HEADER) ?? undefined }
}
