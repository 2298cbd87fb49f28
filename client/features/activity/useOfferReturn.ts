import { useEffect, useRef } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import type { ActivityInfo } from '../../../shared/contracts/schemas/activity'
import { useApi } from '../../lib/api/context'
import { storage } from '../../lib/storage'
import { readOpenOrder, withoutReturnParams } from '../../blocks/checkout/openOrder'
import { readPayMeta } from '../../blocks/checkout/payStore'
import { useLeftOrder } from '../../blocks/checkout/useLeftOrder'
import { resumeActivityPurchase, startActivityPurchase } from './purchase'

/**
 * Back on the activity page from WeChat's sheet or a channel's mobile page (its return
 * address names the order, or the browser's Back left one open): the pay dialog watches the
 * order every 3 s as /payment does, goes to the success page once it is paid, or offers
 * 继续支付 and 更换支付方式. Runs once the activity login is known (the order is its user's).
 */
export function useOfferReturn(activity: ActivityInfo, loggedIn: boolean): void {
  const api = useApi()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const outTradeNo = params.get('out_trade_no')
  const productId = Number(params.get('product_id'))
  // Only this activity's cards: /payment and other activity pages watch their own orders.
  useLeftOrder(loggedIn, (order) => order.offer?.activityUuid === activity.uuid)
  const opened = useRef<string>(undefined)
  useEffect(() => {
    if (!loggedIn || !outTradeNo || opened.current === outTradeNo) return
    opened.current = outTradeNo
    const store = storage()
    // Back (or a reload) on the return address of an order already paid and shown: no prompt again.
    if (readPayMeta(store).outTradeNo === outTradeNo) {
      void navigate(withoutReturnParams(location.pathname, location.search), { replace: true, preventScrollReset: true })
      return
    }
    const kept = readOpenOrder(store, outTradeNo)?.offer
    const trace = kept?.activityUuid === activity.uuid ? kept : undefined
    const card = activity.cards.find((each) => (trace ? each.id === trace.cardId : each.product_id === productId))
    if (!card) return
    // The trace the order was placed with; without it (another browser's storage), a fresh one.
    const opening = trace ? resumeActivityPurchase(card, trace, outTradeNo) : startActivityPurchase(api, activity, card, outTradeNo)
    opening.catch(() => undefined) // the API client has told the visitor
  }, [loggedIn, outTradeNo])
}
