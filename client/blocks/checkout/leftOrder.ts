import type { KeyValueStore } from '../../lib/storage'
import { orderToWatch, readOpenOrder, type OpenOrder } from './openOrder'
import { readPayMeta } from './payStore'
import { PAY_TIMEOUT_MS } from './payTiming'

/**
 * The order left open on a channel's page that is still to be watched (useLeftOrder): one
 * module apart from the hook, so that the stores it reads load in one fetch once logged in.
 */
export function leftOrder(store: KeyValueStore, nowMs: number): OpenOrder | undefined {
  return orderToWatch(readOpenOrder(store), readPayMeta(store).outTradeNo, nowMs, PAY_TIMEOUT_MS)
}
