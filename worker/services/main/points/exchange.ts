/**
 * The points mall's exchanges (played by the sandbox console): a deduction (type 5) and
 * its refund (type 6), each once by its exchange id. A refund returns the points as a lot
 * that keeps the latest expiry of the lots they were taken from, so a refund never makes
 * points live longer than the rule allowed.
 */
import { PointsRecordType } from '../../../../shared/points'
import { credit, debit, InsufficientPoints } from './ledger'

export { InsufficientPoints }

export async function exchangeDeduct(db: D1Database, orgId: number, userId: number, points: number, exchangeId: string, now: number): Promise<number> {
  return debit(db, {
    orgId,
    userId,
    type: PointsRecordType.ExchangeDeduction,
    points,
    taskName: '积分兑换',
    uniqueKey: `exchange:${exchangeId}`,
    ref: exchangeId,
    now,
  })
}

/** Refunds up to what the exchange took; returns the points refunded (0 when already refunded or unknown). */
export async function exchangeRefund(db: D1Database, orgId: number, exchangeId: string, points: number | undefined, now: number): Promise<number> {
  const taken = await db
    .prepare(
      `SELECT r.id, r.user_id, -r.points AS points, (SELECT MAX(l.expires_at) FROM points_allocations a JOIN points_records l ON l.id = a.lot_id WHERE a.debit_id = r.id) AS expires_at
       FROM points_records r WHERE r.org_id = ? AND r.unique_key = ?`,
    )
    .bind(orgId, `exchange:${exchangeId}`)
    .first<{ id: number; user_id: number | null; points: number; expires_at: number }>()
  if (!taken) return 0
  const amount = Math.min(points ?? taken.points, taken.points)
  if (amount <= 0) return 0
  const wrote = await credit(db, {
    orgId,
    userId: taken.user_id,
    type: PointsRecordType.ExchangeRefund,
    points: amount,
    taskName: '积分兑换退回',
    uniqueKey: `exchange_refund:${exchangeId}`,
    ref: exchangeId,
    now,
    expiresAt: taken.expires_at,
  })
  return wrote ? amount : 0
}
