import { payCalls } from '../../../../shared/contracts/pay'
import { ProductKind } from '../../../../shared/payEnums'
import type { LoginScene } from '../../../../shared/scenes'
import type { ApiClient } from '../../../lib/api/client'

/** GET order/state (union products: union_order_state) {out_trade_no, app_id}; polled every 3 s, silently. */
export function fetchOrderState(api: ApiClient, kind: string, outTradeNo: string, appId: number, login?: LoginScene) {
  const union = kind === ProductKind.Union
  return api.call(union ? payCalls.unionOrderState : payCalls.orderState, { query: { out_trade_no: outTradeNo, app_id: appId }, silent: true, login })
}
