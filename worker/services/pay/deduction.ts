import { PAY_MESSAGES } from '../../../shared/payMessages'
import { OrderState, PayCode, ProductKind } from '../../../shared/payEnums'
import { ServiceError } from '../../lib/serviceApp'
import type { ProductRow } from './catalogue'
import type { OrderRow } from './orders'

const DAY = 86_400

export interface Deduction {
  deduction: number
  from: OrderRow | null
}

/**
 * Upgrading a union product: what the organisation's current union package is still worth
 * (its amount, pro rata of the whole days left) comes off the new price. Two current union
 * packages: 42. A product not above the current one: 5031 (no downgrade).
 */
export async function unionDeduction(db: D1Database, orgId: number, product: ProductRow, now: number): Promise<Deduction> {
  if (product.kind !== ProductKind.Union) throw new ServiceError(PayCode.UnionPurchaseError, PAY_MESSAGES.unionPurchaseError)
  const { results } = await db
    .prepare(
      `SELECT * FROM pay_orders WHERE org_id = ? AND kind = 'union' AND state = ${OrderState.Paid} AND refunded_at IS NULL
         AND paid_at + duration * ${DAY} > ? ORDER BY paid_at`,
    )
    .bind(orgId, now)
    .all<OrderRow>()
  if (results.length === 0) return { deduction: 0, from: null }
  if (results.length > 1) throw new ServiceError(PayCode.UnionDeductionMultiple, PAY_MESSAGES.unionDeductionMultiple)
  const current = results[0]!
  if (product.price <= current.price) throw new ServiceError(PayCode.DeductionDowngrade, PAY_MESSAGES.deductionDowngrade)
  // Whole days left (the day in progress counts), so the figure shown holds for the day.
  const leftDays = Math.max(Math.ceil((current.paid_at! + current.duration * DAY - now) / DAY), 0)
  const deduction = Math.min(Math.floor((current.amount * Math.min(leftDays, current.duration)) / current.duration), product.price)
  return { deduction, from: current }
}
