import { payCalls } from '../../../../shared/contracts/pay'
import type { OrderCreateExRequest } from '../../../../shared/contracts/schemas/pay'
import { TradeType } from '../../../../shared/payEnums'
import { loginSceneOfPayment, PaymentScene } from '../../../../shared/scenes'
import type { ApiClient } from '../../../lib/api/client'

/**
 * Where an in-app order goes: the activity pages' order/create_pay (payment scenes 2 and 3,
 * spec section 7) under their activity login, else order/create_pay_ex.
 */
export function inAppCall(body: OrderCreateExRequest) {
  const scene = (body.pay_scene ?? PaymentScene.Official) as PaymentScene
  const activity = scene === PaymentScene.Activity || scene === PaymentScene.ActivityEx
  return { record: activity ? payCalls.orderCreatePay : payCalls.orderCreatePayEx, login: loginSceneOfPayment(scene) }
}

/** POST order/create_pay_ex with trade type 2 (JSAPI): paying inside WeChat, where a QR cannot be scanned. */
export function createJsapiOrder(api: ApiClient, body: OrderCreateExRequest) {
  const { record, login } = inAppCall(body)
  return api.call(record, { body: { ...body, trade_type: TradeType.Jsapi }, login })
}

/**
 * POST order/create_pay_ex with trade type 3 (H5): paying on a phone outside WeChat. The
 * channel's page returns to `returnPath`, to which the service adds the trade number.
 */
export function createH5Order(api: ApiClient, body: OrderCreateExRequest, returnPath: string) {
  const { record, login } = inAppCall(body)
  return api.call(record, { body: { ...body, trade_type: TradeType.Mweb, return_path: returnPath }, login })
}
