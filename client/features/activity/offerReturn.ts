import type { ActivityInfo } from '../../../shared/contracts/schemas/activity'
import type { ApiClient } from '../../lib/api/client'
import { storage } from '../../lib/storage'
import { readOpenOrder, withoutReturnParams } from '../../blocks/checkout/openOrder'
import { readPayMeta } from '../../blocks/checkout/payStore'
import { resumeActivityPurchase, startActivityPurchase } from './purchase'

/**
 * Back on the return address of `outTradeNo` (useOfferReturn, which loads this module then: the
 * pay store and the open order are not on an activity page's arrival): the pay dialog watches
 * the order, or, already paid and shown, `go` replaces the address with one without it.
 */
export function returnToOffer(api: ApiClient, activity: ActivityInfo, outTradeNo: string, productId: number, go: (path: string) => void): void {
  const store = storage()
  // Back (or a reload) on the return address of an order already paid and shown: no prompt again.
  if (readPayMeta(store).outTradeNo === outTradeNo) {
    go(withoutReturnParams(location.pathname, location.search))
    return
  }
  const kept = readOpenOrder(store, outTradeNo)?.offer
  const trace = kept?.activityUuid === activity.uuid ? kept : undefined
  const card = activity.cards.find((each) => (trace ? each.id === trace.cardId : each.product_id === productId))
  if (!card) return
  // The trace the order was placed with; without it (another browser's storage), a fresh one.
  const opening = trace ? resumeActivityPurchase(card, trace, outTradeNo) : startActivityPurchase(api, activity, card, outTradeNo)
  opening.catch(() => undefined) // the API client has told the visitor
}
