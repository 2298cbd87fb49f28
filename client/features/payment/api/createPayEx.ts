import type { OrderCreateExRequest } from '../../../../shared/contracts/pay'
import { payPaths } from '../../../../shared/contracts/plain/pay'
import { TradeType } from '../../../../shared/payEnums'
import type { ApiClient } from '../../../lib/api/client'

/** POST order/create_pay_ex with trade type 2 (JSAPI): paying inside WeChat, where a QR cannot be scanned. */
export function createJsapiOrder(api: ApiClient, body: OrderCreateExRequest) {
  return api.request({ scene: 'pay', method: 'POST', path: payPaths.orderCreatePayEx, body: { ...body, trade_type: TradeType.Jsapi }, response: () => import('../../../../shared/contracts/pay').then((c) => c.orderCreatePayExResponse) })
}

/**
 * POST order/create_pay_ex with trade type 3 (H5): paying on a phone outside WeChat. The
 * channel's page returns to `returnPath`, to which the service adds the trade number.
 */
export function createH5Order(api: ApiClient, body: OrderCreateExRequest, returnPath: string) {
  return api.request({
    scene: 'pay',
    method: 'POST',
    path: payPaths.orderCreatePayEx,
    body: { ...body, trade_type: TradeType.Mweb, return_path: returnPath },
    response: () => import('../../../../shared/contracts/pay').then((c) => c.orderCreatePayExResponse),
  })
}
