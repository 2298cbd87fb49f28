/**
 * The purchase tasks (spec section 9), fired by the payment service: a paid order of 299
 * yuan or more earns 300 as the organisation's first such purchase within 30 days of
 * registration, else 200 as a repurchase at most once per 24 hours; a refunded order takes
 * its points back (record type 10). Both are idempotent by trade number. The integrator
 * calls them from the pay service's afterOrderPaid / afterOrderRefunded hooks.
 */
import { lotExpiresAt, POINTS_RULES, PointsRecordType, PointsTaskType } from '../../../../shared/points'
import { DAY_SECONDS, taskOfType } from './catalogue'
import { creditStatement, debit } from './ledger'

export interface PaidOrder {
  orgId: number
  userId: number
  tradeNo: string
  amountCents: number
  /** Unix seconds. */
  paidAt: number
}

export type PurchaseAward = { kind: 'first' | 'repurchase' | 'none'; points: number }

const FIRST_KEY = 'first_purchase'

export async function awardPurchasePoints(env: { DB: D1Database }, order: PaidOrder): Promise<PurchaseAward> {
  const db = env.DB
  const inserted = await db
    .prepare('INSERT INTO points_purchases (trade_no, org_id, user_id, amount_cents, paid_at) VALUES (?, ?, ?, ?, ?) ON CONFLICT (trade_no) DO NOTHING')
    .bind(order.tradeNo, order.orgId, order.userId, order.amountCents, order.paidAt)
    .run()
  const already = await db
    .prepare('SELECT points, unique_key FROM points_records WHERE ref = ? AND type = ? AND org_id = ?')
    .bind(order.tradeNo, PointsRecordType.OrderPurchase, order.orgId)
    .first<{ points: number; unique_key: string }>()
  if (already) return { kind: already.unique_key === FIRST_KEY ? 'first' : 'repurchase', points: 0 }
  // Seen before and earned nothing then: the answer cannot change.
  if (inserted.meta.changes === 0) return { kind: 'none', points: 0 }
  if (order.amountCents < POINTS_RULES.purchaseMinCents) return { kind: 'none', points: 0 }

  const registeredAt = await db
    .prepare('SELECT COALESCE(m.created_at, 0) AS at FROM organisations o LEFT JOIN users m ON m.id = o.main_user_id WHERE o.id = ?')
    .bind(order.orgId)
    .first<number>('at')
  const earlier = await db
    .prepare('SELECT 1 FROM points_purchases WHERE org_id = ? AND trade_no <> ? AND amount_cents >= ? AND paid_at <= ? LIMIT 1')
    .bind(order.orgId, order.tradeNo, POINTS_RULES.purchaseMinCents, order.paidAt)
    .first()

  if (!earlier) {
    const task = await taskOfType(db, PointsTaskType.FirstPurchase)
    const withinDays = task?.valid || POINTS_RULES.firstPurchaseWithinDays
    if (registeredAt === null || order.paidAt > registeredAt + withinDays * DAY_SECONDS) return { kind: 'none', points: 0 }
    const points = task?.points ?? POINTS_RULES.firstPurchase
    const [result] = await db.batch([
      creditStatement(db, {
        orgId: order.orgId,
        userId: order.userId,
        type: PointsRecordType.OrderPurchase,
        points,
        taskId: task?.id ?? null,
        taskName: task?.task_name ?? '首次购买套餐',
        uniqueKey: FIRST_KEY,
        ref: order.tradeNo,
        now: order.paidAt,
      }),
    ])
    return result?.meta.changes === 1 ? { kind: 'first', points } : { kind: 'none', points: 0 }
  }

  // A repurchase: one statement, so two orders paid at once cannot both pass the 24-hour check.
  const task = await taskOfType(db, PointsTaskType.Repurchase)
  const points = task?.points ?? POINTS_RULES.repurchase
  const result = await db
    .prepare(
      `INSERT INTO points_records (org_id, user_id, type, points, task_id, task_name, expires_at, unique_key, ref, created_at)
       SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10
       WHERE NOT EXISTS (SELECT 1 FROM points_records WHERE org_id = ?1 AND unique_key LIKE 'repurchase:%' AND created_at > ?10 - ?11 AND created_at <= ?10)
       ON CONFLICT (org_id, unique_key) DO NOTHING`,
    )
    .bind(
      order.orgId,
      order.userId,
      PointsRecordType.OrderPurchase,
      points,
      task?.id ?? null,
      task?.task_name ?? '复购套餐',
      lotExpiresAt(order.paidAt),
      `repurchase:${order.tradeNo}`,
      order.tradeNo,
      order.paidAt,
      POINTS_RULES.repurchaseEverySeconds,
    )
    .run()
  return result.meta.changes === 1 ? { kind: 'repurchase', points } : { kind: 'none', points: 0 }
}

/** Takes back what a refunded order earned (type 10), from its own lot first; never below zero. Returns the points taken. */
export async function reversePurchasePoints(env: { DB: D1Database }, refund: { tradeNo: string; refundedAt: number }): Promise<number> {
  const db = env.DB
  await db.prepare('UPDATE points_purchases SET refunded_at = COALESCE(refunded_at, ?) WHERE trade_no = ?').bind(refund.refundedAt, refund.tradeNo).run()
  const award = await db
    .prepare('SELECT id, org_id, user_id, points FROM points_records WHERE ref = ? AND type = ? ORDER BY id LIMIT 1')
    .bind(refund.tradeNo, PointsRecordType.OrderPurchase)
    .first<{ id: number; org_id: number; user_id: number | null; points: number }>()
  if (!award) return 0
  return debit(db, {
    orgId: award.org_id,
    userId: award.user_id,
    type: PointsRecordType.OrderRefundDeduction,
    points: award.points,
    taskName: '订单退款扣除',
    uniqueKey: `refund:${refund.tradeNo}`,
    ref: refund.tradeNo,
    now: refund.refundedAt,
    preferLotId: award.id,
    upTo: true,
  })
}
