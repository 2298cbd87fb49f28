/**
 * The sale windows of the global config (spec section 3, "Global config"): the promotion's
 * sec-kill and promotion purchase windows, and the free plan. One pure reading for both
 * sides: /payment shows the promotion price and its countdown while a window is open, and
 * the payment service charges that price only while the same window is open.
 */
import { BillingCycle, ProductKind } from './payEnums'

export interface PromotionTimes {
  seckill_purchase_start_at: number
  seckill_purchase_end_at: number
  promotion_purchase_start_at: number
  promotion_purchase_end_at: number
}

export interface SaleWindow {
  /** `seckill` while the sec-kill window is open (it usually opens the promotion), else `promotion`. */
  kind: 'seckill' | 'promotion'
  /** Unix seconds when this window closes: the countdown's end. */
  endsAt: number
}

/** A window [start, end) is open at `now`; a zero end means the operator set none. */
function isOpen(start: number, end: number, now: number): boolean {
  return end > 0 && start <= now && now < end
}

/** The promotion window open at `now` (Unix seconds), if any. */
export function openPromotion(times: PromotionTimes, now: number): SaleWindow | null {
  if (isOpen(times.seckill_purchase_start_at, times.seckill_purchase_end_at, now)) return { kind: 'seckill', endsAt: times.seckill_purchase_end_at }
  if (isOpen(times.promotion_purchase_start_at, times.promotion_purchase_end_at, now)) return { kind: 'promotion', endsAt: times.promotion_purchase_end_at }
  return null
}

export interface FreePlanTimes {
  is_free_plan_open: boolean
  free_plan_started_at: number
  free_plan_ended_at: number
}

/** The free plan's end (Unix seconds) while it is switched on and its window is open at `now`, else null. */
export function openFreePlan(config: FreePlanTimes, now: number): number | null {
  return config.is_free_plan_open && isOpen(config.free_plan_started_at, config.free_plan_ended_at, now) ? config.free_plan_ended_at : null
}

/**
 * The promotion price a product sells at now: a one-time piece product with a promotion
 * price below its list price, while a promotion window is open; else null (list price).
 * Union products (priced by their deduction) and subscriptions never take it.
 */
export function promotionPriceOf(product: { kind: string; cycle: number; price: number; promotion_price: number }, window: SaleWindow | null): number | null {
  const eligible =
    product.kind === ProductKind.Piece && product.cycle === BillingCycle.OneTime && product.promotion_price > 0 && product.promotion_price < product.price
  return window && eligible ? product.promotion_price : null
}
