import { useEffect, useRef } from 'react'
import { useNavigate } from '../../lib/links'
import { useSearchParams } from 'react-router'
import type { ActivityInfo } from '../../../shared/contracts/schemas/activity'
import { useApi } from '../../lib/api/context'

/**
 * Back on the activity page from WeChat's sheet or a channel's mobile page (its return
 * address names the order, or the browser's Back left one open): the pay dialog watches the
 * order every 3 s as /payment does, goes to the success page once it is paid, or offers
 * 继续支付 and 更换支付方式. Runs once the activity login is known (the order is its user's);
 * the pay store and the open order load then, not with every visitor's page.
 */
export function useOfferReturn(activity: ActivityInfo, loggedIn: boolean): void {
  const api = useApi()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const outTradeNo = params.get('out_trade_no')
  const productId = Number(params.get('product_id'))
  const resuming = params.has('out_trade_no')
  // useLeftOrder's (client/blocks/checkout/useLeftOrder.ts), written out: as a chunk shared with
  // /payment it cost every campaign page a file of its own. Only this activity's cards: /payment
  // and other activity pages watch their own orders.
  useEffect(() => {
    if (!loggedIn || resuming) return
    let live = true
    void import('../../blocks/checkout/resumeLeftOrder').then(({ resumeLeftOrder }) => {
      if (live) resumeLeftOrder(navigate, (order) => order.offer?.activityUuid === activity.uuid)
    })
    return () => {
      live = false
    }
  }, [loggedIn])
  const opened = useRef<string>(undefined)
  useEffect(() => {
    if (!loggedIn || !outTradeNo || opened.current === outTradeNo) return
    opened.current = outTradeNo
    const go = (path: string) => void navigate(path, { replace: true, preventScrollReset: true })
    void import('./offerReturn').then(({ returnToOffer }) => returnToOffer(api, activity, outTradeNo, productId, go))
  }, [loggedIn, outTradeNo])
}
