import { useEffect } from 'react'
import { useNavigate } from '../../lib/links'
import { useSearchParams } from 'react-router'
import type { OpenOrder } from './openOrder'

/**
 * resumeLeftOrder (./resumeLeftOrder.ts) once the visitor is logged in (the order is theirs to
 * read) and the address is not already a return. The check and the stores it reads load then:
 * a visitor's /payment or activity page does not fetch them.
 */
export function useLeftOrder(loggedIn: boolean, watches?: (order: OpenOrder) => boolean): void {
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const resuming = params.has('out_trade_no')
  useEffect(() => {
    if (!loggedIn || resuming) return
    let live = true
    void import('./resumeLeftOrder').then(({ resumeLeftOrder }) => {
      if (live) resumeLeftOrder(navigate, watches)
    })
    return () => {
      live = false
    }
  }, [loggedIn])
}
