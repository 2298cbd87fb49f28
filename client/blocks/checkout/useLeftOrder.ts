import { useEffect } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { storage } from '../../lib/storage'
import type { OpenOrder } from './openOrder'

/**
 * Back on the page from a channel's page by the browser's Back (not by its return address):
 * the order left open may still be paid there, so the page watches it as it would on a
 * return, by putting its trade number in the address (the page then resumes it), and says
 * when it is paid. Runs once the visitor is logged in (the order is theirs to read).
 * `watches` says which orders this page owns: by default the catalogue's, not an activity's
 * offer card (its activity page watches that one, under the activity login). The stores it
 * reads load with a login, not with the page: a visitor's /payment does not fetch them.
 */
export function useLeftOrder(loggedIn: boolean, watches: (order: OpenOrder) => boolean = (order) => order.offer === undefined): void {
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const resuming = params.has('out_trade_no')
  useEffect(() => {
    if (!loggedIn || resuming) return
    let live = true
    void import('./leftOrder').then(({ leftOrder }) => {
      const left = leftOrder(storage(), Date.now())
      if (!live || !left || !watches(left)) return
      const search = new URLSearchParams(location.search)
      search.set('product_id', String(left.productId))
      search.set('out_trade_no', left.outTradeNo)
      void navigate(`${location.pathname}?${search.toString()}`, { replace: true, preventScrollReset: true })
    })
    return () => {
      live = false
    }
  }, [loggedIn])
}
