import { describe, expect, it } from 'vitest'
import { openFreePlan, openPromotion, promotionPriceOf } from './promotion'

const times = {
  seckill_purchase_start_at: 1000,
  seckill_purchase_end_at: 2000,
  promotion_purchase_start_at: 1000,
  promotion_purchase_end_at: 5000,
}

describe('openPromotion', () => {
  it('is the sec-kill window first, then the promotion window, each closing at its end', () => {
    expect(openPromotion(times, 999)).toBeNull()
    expect(openPromotion(times, 1000)).toEqual({ kind: 'seckill', endsAt: 2000 })
    expect(openPromotion(times, 2000)).toEqual({ kind: 'promotion', endsAt: 5000 })
    expect(openPromotion(times, 4999)).toEqual({ kind: 'promotion', endsAt: 5000 })
    expect(openPromotion(times, 5000)).toBeNull()
  })
  it('opens no window the operator left unset', () => {
    expect(
      openPromotion({ seckill_purchase_start_at: 0, seckill_purchase_end_at: 0, promotion_purchase_start_at: 0, promotion_purchase_end_at: 0 }, 10),
    ).toBeNull()
  })
})

describe('openFreePlan', () => {
  const plan = { is_free_plan_open: true, free_plan_started_at: 100, free_plan_ended_at: 200 }
  it('is open only when switched on and inside its window', () => {
    expect(openFreePlan(plan, 150)).toBe(200)
    expect(openFreePlan(plan, 99)).toBeNull()
    expect(openFreePlan(plan, 200)).toBeNull()
    expect(openFreePlan({ ...plan, is_free_plan_open: false }, 150)).toBeNull()
  })
})

describe('promotionPriceOf', () => {
  const window = { kind: 'promotion' as const, endsAt: 5000 }
  const piece = { kind: 'piece', cycle: 0, price: 69900, promotion_price: 59900 }
  it('is the promotion price below the list price of a one-time piece product while a window is open', () => {
    expect(promotionPriceOf(piece, window)).toBe(59900)
    expect(promotionPriceOf(piece, null)).toBeNull()
    expect(promotionPriceOf({ ...piece, promotion_price: 0 }, window)).toBeNull()
    expect(promotionPriceOf({ ...piece, promotion_price: 79900 }, window)).toBeNull()
  })
  it('never prices union products or subscriptions', () => {
    expect(promotionPriceOf({ ...piece, kind: 'union' }, window)).toBeNull()
    expect(promotionPriceOf({ ...piece, cycle: 1 }, window)).toBeNull()
  })
})
