import type { Bindings } from '../../env'
import { creditOfferPurchase } from '../activity'
import { awardPurchasePoints, reversePurchasePoints } from '../main'
import type { OrderRow } from './orders'

/**
 * What follows a payment: the points programme's first-purchase and repurchase rewards
 * (spec section 9), reversed when the order is refunded, and an activity order's card gift. Each is called once per order,
 * after the conditional update that paid or refunded it, and both are idempotent by trade
 * number. They must not throw into the payment path; failures are logged by the caller.
 */
export async function afterOrderPaid(env: Bindings, order: OrderRow): Promise<void> {
  await awardPurchasePoints(env, {
    orgId: order.org_id,
    userId: order.user_id,
    tradeNo: order.out_trade_no,
    amountCents: order.amount,
    paidAt: order.paid_at ?? order.created_at,
  })
  if (order.activity_trace_id) await creditOfferPurchase(env.DB, order.activity_trace_id)
}

export async function afterOrderRefunded(env: Bindings, order: OrderRow): Promise<void> {
  await reversePurchasePoints(env, { tradeNo: order.out_trade_no, refundedAt: order.refunded_at ?? order.paid_at ?? order.created_at })
}
