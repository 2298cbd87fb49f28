/**
 * The points ledger (ARCHITECTURE decision 10). Every change is a signed record; a
 * positive record is a lot valid to its expires_at; a negative one names the lots it
 * took its points from (nearest expiry first) in points_allocations, whose trigger makes
 * overdrawing a lot impossible even for concurrent writers. The balance is the sum of
 * the records; what may still be spent is the remaining of the lots not yet expired.
 */
import { lotExpiresAt, PointsRecordType } from '../../../../shared/points'
import { log } from '../../../lib/log'

export interface Lot {
  id: number
  expires_at: number
  remaining: number
}

export interface Credit {
  orgId: number
  userId?: number | null
  type: PointsRecordType
  points: number
  taskId?: number | null
  taskName: string
  /** Makes the credit happen once per organisation. */
  uniqueKey: string
  ref?: string
  now: number
  /** Defaults to the rule: 31 Dec 23:59:59 China time of the next year. */
  expiresAt?: number
}

export class InsufficientPoints extends Error {
  constructor(readonly available: number) {
    super('insufficient points')
  }
}

/** The statement that writes a credit once: nothing when its unique key is already there. */
export function creditStatement(db: D1Database, credit: Credit): D1PreparedStatement {
  if (!(credit.points > 0)) throw new Error('a credit is positive')
  return db
    .prepare(
      `INSERT INTO points_records (org_id, user_id, type, points, task_id, task_name, expires_at, unique_key, ref, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (org_id, unique_key) DO NOTHING`,
    )
    .bind(
      credit.orgId,
      credit.userId ?? null,
      credit.type,
      credit.points,
      credit.taskId ?? null,
      credit.taskName,
      credit.expiresAt ?? lotExpiresAt(credit.now),
      credit.uniqueKey,
      credit.ref ?? '',
      credit.now,
    )
}

/** Writes a credit once; true when this call wrote it. */
export async function credit(db: D1Database, entry: Credit): Promise<boolean> {
  const result = await creditStatement(db, entry).run()
  return result.meta.changes === 1
}

/** The sum of the organisation's ledger. */
export async function ledgerSum(db: D1Database, orgId: number): Promise<number> {
  return (await db.prepare('SELECT COALESCE(SUM(points), 0) AS total FROM points_records WHERE org_id = ?').bind(orgId).first<number>('total')) ?? 0
}

/** Lots with points left, nearest expiry first (ties: oldest first). */
export async function openLots(db: D1Database, orgId: number, now: number): Promise<Lot[]> {
  const { results } = await db
    .prepare(
      `SELECT r.id, r.expires_at, r.points - COALESCE((SELECT SUM(a.points) FROM points_allocations a WHERE a.lot_id = r.id), 0) AS remaining
       FROM points_records r WHERE r.org_id = ? AND r.expires_at IS NOT NULL AND r.expires_at > ?
       ORDER BY r.expires_at, r.id`,
    )
    .bind(orgId, now)
    .all<Lot>()
  return results.filter((lot) => lot.remaining > 0)
}

/** What the organisation may spend now: the lots not yet expired. */
export async function spendable(db: D1Database, orgId: number, now: number): Promise<number> {
  return (await openLots(db, orgId, now)).reduce((sum, lot) => sum + lot.remaining, 0)
}

/** Points taken from lots, nearest expiry first; `preferLotId` is drained first (a reversal takes back its own award). */
export function allocate(lots: readonly Lot[], points: number, preferLotId?: number): { lotId: number; points: number }[] {
  const ordered = preferLotId === undefined ? lots : [...lots.filter((lot) => lot.id === preferLotId), ...lots.filter((lot) => lot.id !== preferLotId)]
  const allocations: { lotId: number; points: number }[] = []
  let left = points
  for (const lot of ordered) {
    if (left === 0) break
    const take = Math.min(lot.remaining, left)
    if (take > 0) allocations.push({ lotId: lot.id, points: take })
    left -= take
  }
  if (left > 0) throw new InsufficientPoints(points - left)
  return allocations
}

export interface Debit {
  orgId: number
  userId?: number | null
  type: PointsRecordType
  /** Positive: how many points to take. */
  points: number
  taskName: string
  uniqueKey: string
  ref?: string
  now: number
  preferLotId?: number
  /** Take what there is instead of refusing when the lots hold less (a reversal never makes a balance negative). */
  upTo?: boolean
}

const MAX_ATTEMPTS = 5

/**
 * Writes a debit once (by its unique key), allocated nearest expiry first. Returns the
 * points taken (0 when the key was already written or, with `upTo`, nothing was left).
 * A concurrent writer that drained a lot first makes the batch fail on the trigger; the
 * debit is then allocated again from what is left.
 */
export async function debit(db: D1Database, entry: Debit): Promise<number> {
  for (let attempt = 1; ; attempt++) {
    const existing = await db.prepare('SELECT id FROM points_records WHERE org_id = ? AND unique_key = ?').bind(entry.orgId, entry.uniqueKey).first()
    if (existing) return 0
    const lots = await openLots(db, entry.orgId, entry.now)
    const available = lots.reduce((sum, lot) => sum + lot.remaining, 0)
    const points = entry.upTo ? Math.min(entry.points, available) : entry.points
    if (points <= 0) return 0
    const allocations = allocate(lots, points, entry.preferLotId)
    try {
      await db.batch([
        db
          .prepare(
            `INSERT INTO points_records (org_id, user_id, type, points, task_name, unique_key, ref, created_at)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
          )
          .bind(entry.orgId, entry.userId ?? null, entry.type, -points, entry.taskName, entry.uniqueKey, entry.ref ?? '', entry.now),
        ...allocations.map((allocation) =>
          db
            .prepare(
              `INSERT INTO points_allocations (debit_id, lot_id, points)
               VALUES ((SELECT id FROM points_records WHERE org_id = ? AND unique_key = ?), ?, ?)`,
            )
            .bind(entry.orgId, entry.uniqueKey, allocation.lotId, allocation.points),
        ),
      ])
      return points
    } catch (error) {
      // Lost a race: the key was written meanwhile (UNIQUE) or a lot was drained (trigger).
      if (attempt >= MAX_ATTEMPTS) throw error
    }
  }
}

/**
 * Expires every lot whose validity has ended (the Cron Trigger's job): one expiry record
 * per lot for what was left in it, allocated to that lot. Running it twice writes nothing
 * more. Returns the number of lots expired.
 */
export async function expireLots(db: D1Database, now: number): Promise<number> {
  const { results } = await db
    .prepare(
      `SELECT r.id, r.org_id, r.points - COALESCE((SELECT SUM(a.points) FROM points_allocations a WHERE a.lot_id = r.id), 0) AS remaining
       FROM points_records r WHERE r.expires_at IS NOT NULL AND r.expires_at <= ?
         AND NOT EXISTS (SELECT 1 FROM points_records e WHERE e.org_id = r.org_id AND e.unique_key = 'expire:' || r.id)`,
    )
    .bind(now)
    .all<{ id: number; org_id: number; remaining: number }>()
  let expired = 0
  for (const lot of results) {
    if (lot.remaining <= 0) continue
    const key = `expire:${lot.id}`
    try {
      await db.batch([
        db
          .prepare(
            `INSERT INTO points_records (org_id, type, points, task_name, unique_key, ref, created_at)
             VALUES (?, ?, ?, '积分过期', ?, ?, ?) ON CONFLICT (org_id, unique_key) DO NOTHING`,
          )
          .bind(lot.org_id, PointsRecordType.Expiry, -lot.remaining, key, String(lot.id), now),
        db
          .prepare(
            `INSERT INTO points_allocations (debit_id, lot_id, points)
             VALUES ((SELECT id FROM points_records WHERE org_id = ? AND unique_key = ?), ?, ?) ON CONFLICT DO NOTHING`,
          )
          .bind(lot.org_id, key, lot.id, lot.remaining),
      ])
      expired++
    } catch (error) {
      // A spend took from the lot meanwhile: the next run expires what is left.
      log('warn', 'points.expiry_skipped', { lot: lot.id, error })
    }
  }
  return expired
}
