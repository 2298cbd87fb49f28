import type { OrderCreateExRequest } from '../../../../shared/contracts/pay'
import { payPaths } from '../../../../shared/contracts/plain/pay'
import { TradeType } from '../../../../shared/payEnums'
import type { ApiClient } from '../../../lib/api/client'

/** POST order/create_pay_ex with trade type 2 (JSAPI): paying inside WeChat, where a QR cannot be scanned. */
export function createJsapiOrder(api: ApiClient, body: OrderCreateExRequest) {
  return api.request({ scene: 'pay', method: 'POST', path: payPaths.orderCreatePayEx, body: { ...body, trade_type: TradeType.Jsapi }, response: () => import('../../../../shared/contracts/pay').then((c) => c.orderCreatePayExResponse) })
}
