import { useEffect, useRef, useState } from 'react'
import { openFreePlan, openPromotion, type SaleWindow } from '../../../shared/promotion'
import { serverNow, serverTimeReadAt } from '../../blocks/checkout/countdown'
import { useGlobalConfig } from '../../blocks/config/globalConfig'
import { storage } from '../../lib/storage'

export interface SaleWindows {
  /** The server's now, Unix seconds (0 before the config is in). */
  now: number
  promotion: SaleWindow | null
  /** When the free plan ends, while it is open. */
  freePlanEndsAt: number | null
}

/**
 * The global config's promotion and free-plan windows as they stand now, by the server's
 * clock (the config's server time advanced by the page's own clock, never the visitor's
 * wall time), re-read every second so a window opens and closes on the page as it does
 * at the payment service. The first render uses the server time itself, as the server did.
 */
export function useSaleWindows(): SaleWindows {
  const { data: config } = useGlobalConfig()
  const serverTime = config?.server_time
  const anchor = useRef<{ serverTime: number; readAt: number } | null>(null)
  const [nowMs, setNowMs] = useState(() => (serverTime ?? 0) * 1000)

  useEffect(() => {
    if (serverTime === undefined) return
    if (anchor.current?.serverTime !== serverTime) anchor.current = { serverTime, readAt: serverTimeReadAt(storage(), serverTime, Date.now()) }
    const { readAt } = anchor.current
    const tick = () => setNowMs(serverNow(serverTime, readAt, Date.now()))
    tick()
    const timer = setInterval(tick, 1000)
    return () => clearInterval(timer)
  }, [serverTime])

  if (!config || serverTime === undefined) return { now: 0, promotion: null, freePlanEndsAt: null }
  const now = Math.max(Math.floor(nowMs / 1000), serverTime)
  return { now, promotion: openPromotion(config.promotion, now), freePlanEndsAt: openFreePlan(config, now) }
}
