import type { NavigateFunction } from '../../lib/links'
import { storage } from '../../lib/storage'
import { orderToWatch, readOpenOrder, type OpenOrder } from './openOrder'
import { readPayMeta } from './payStore'
import { PAY_TIMEOUT_MS } from './payTiming'

/** The catalogue's orders, not an activity's offer card (its activity page watches that one, under the activity login). */
const catalogueOrder = (order: OpenOrder) => order.offer === undefined

/**
 * Back on the page from a channel's page by the browser's Back (not by its return address):
 * the order left open may still be paid there, so the page watches it as it would on a
 * return, by putting its trade number in the address (the page then resumes it), and says
 * when it is paid. `watches` says which orders this page owns.
 */
export function resumeLeftOrder(navigate: NavigateFunction, watches: (order: OpenOrder) => boolean = catalogueOrder): void {
  const store = storage()
  const left = orderToWatch(readOpenOrder(store), readPayMeta(store).outTradeNo, Date.now(), PAY_TIMEOUT_MS)
  if (!left || !watches(left)) return
  const search = new URLSearchParams(location.search)
  search.set('product_id', String(left.productId))
  search.set('out_trade_no', left.outTradeNo)
  void navigate(`${location.pathname}?${search.toString()}`, { replace: true, preventScrollReset: true })
}
