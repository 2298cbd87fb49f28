import type { PackageItem } from '../../../shared/contracts/schemas/payAccount'
import { UseStatus } from '../../../shared/payEnums'

// The organisations' package ledger (pay_credits and its usage): what paid orders and activity
// gifts credit, and what of it is left. It sits below the services that credit or read it (pay,
// activity, the user profile), so none of them imports another to reach it.
export { giftPackageStatement, type GiftPackage } from './gifts'

const DAY = 86_400

/**
 * The credit of a paid order, written in the same batch that paid it. It selects from the
 * order only once the order is paid, and its key is unique, so a duplicate or concurrent
 * notification inserts nothing.
 */
export function creditPaidOrderStatement(db: D1Database, outTradeNo: string, now: number): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO pay_credits (credit_key, org_id, out_trade_no, name, business_type, tier, count, storage, lite_effect, aigc_points,
         valid_from, valid_until, created_at)
       SELECT 'paid:' || out_trade_no, org_id, out_trade_no, product_name, business_type, tier,
         CASE WHEN business_type IN (0, 2) THEN count ELSE 0 END,
         CASE WHEN business_type IN (0, 1) THEN storage ELSE 0 END,
         CASE WHEN business_type = 3 THEN points ELSE 0 END,
         CASE WHEN business_type = 128 THEN points ELSE 0 END,
         paid_at, paid_at + duration * ${DAY}, ?2
       FROM pay_orders WHERE out_trade_no = ?1 AND state = 1 AND paid_at IS NOT NULL
       ON CONFLICT (credit_key) DO NOTHING`,
    )
    .bind(outTradeNo, now)
}

/** A refund appends the negative of the order's credit, once. */
export function reverseCreditStatement(db: D1Database, outTradeNo: string, now: number): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO pay_credits (credit_key, org_id, out_trade_no, name, business_type, tier, count, storage, lite_effect, aigc_points,
         valid_from, valid_until, created_at)
       SELECT 'refund:' || c.out_trade_no, c.org_id, c.out_trade_no, c.name, c.business_type, c.tier, -c.count, -c.storage, -c.lite_effect,
         -c.aigc_points, c.valid_from, c.valid_until, ?2
       FROM pay_credits c JOIN pay_orders o ON o.out_trade_no = c.out_trade_no
       WHERE c.credit_key = 'paid:' || ?1 AND o.refunded_at IS NOT NULL
       ON CONFLICT (credit_key) DO NOTHING`,
    )
    .bind(outTradeNo, now)
}

export interface CreditTotals {
  count: number
  leftCount: number
  storage: number
  leftStorage: number
  liteEffect: number
  aigcPoints: number
  leftAigcPoints: number
}

/** The organisation's unexpired credits and what of them is left (sums of the ledger and the usage records). */
export async function orgCreditTotals(db: D1Database, orgId: number, now: number): Promise<CreditTotals> {
  const row = await db
    .prepare(
      `SELECT COALESCE(SUM(c.count), 0) AS count, COALESCE(SUM(c.storage), 0) AS storage, COALESCE(SUM(c.lite_effect), 0) AS lite_effect,
         COALESCE(SUM(c.aigc_points), 0) AS aigc_points,
         COALESCE((SELECT SUM(u.count) FROM pay_credit_usage u JOIN pay_credits k ON k.id = u.credit_id WHERE k.org_id = ?1 AND k.valid_until > ?2), 0) AS used_count,
         COALESCE((SELECT SUM(u.storage) FROM pay_credit_usage u JOIN pay_credits k ON k.id = u.credit_id WHERE k.org_id = ?1 AND k.valid_until > ?2), 0) AS used_storage,
         COALESCE((SELECT SUM(u.points) FROM pay_credit_usage u JOIN pay_credits k ON k.id = u.credit_id WHERE k.org_id = ?1 AND k.valid_until > ?2 AND k.business_type = 128), 0) AS used_points
       FROM pay_credits c WHERE c.org_id = ?1 AND c.valid_until > ?2`,
    )
    .bind(orgId, now)
    .first<{ count: number; storage: number; lite_effect: number; aigc_points: number; used_count: number; used_storage: number; used_points: number }>()
  const totals = row ?? { count: 0, storage: 0, lite_effect: 0, aigc_points: 0, used_count: 0, used_storage: 0, used_points: 0 }
  return {
    count: totals.count,
    leftCount: Math.max(totals.count - totals.used_count, 0),
    storage: totals.storage,
    leftStorage: Math.max(totals.storage - totals.used_storage, 0),
    liteEffect: totals.lite_effect,
    aigcPoints: totals.aigc_points,
    leftAigcPoints: Math.max(totals.aigc_points - totals.used_points, 0),
  }
}

interface PackageRow {
  id: number
  out_trade_no: string
  name: string
  business_type: number
  tier: number
  count: number
  storage: number
  lite_effect: number
  aigc_points: number
  valid_from: number
  valid_until: number
  used_count: number
  used_storage: number
  used_points: number
}

/** The organisation's packages: one per paid, unrefunded order or gift (an activity's), newest first, with its use status. */
export async function orgPackages(db: D1Database, orgId: number, now: number): Promise<PackageItem[]> {
  const { results } = await db
    .prepare(
      `SELECT c.id, c.out_trade_no, c.name, c.business_type, c.tier, c.count, c.storage, c.lite_effect, c.aigc_points, c.valid_from, c.valid_until,
         COALESCE(SUM(u.count), 0) AS used_count, COALESCE(SUM(u.storage), 0) AS used_storage, COALESCE(SUM(u.points), 0) AS used_points
       FROM pay_credits c LEFT JOIN pay_credit_usage u ON u.credit_id = c.id
       WHERE c.org_id = ? AND (c.credit_key LIKE 'paid:%' OR c.credit_key LIKE 'gift:%')
         AND NOT EXISTS (SELECT 1 FROM pay_credits r WHERE r.credit_key = 'refund:' || c.out_trade_no)
       GROUP BY c.id ORDER BY c.valid_from DESC, c.id DESC`,
    )
    .bind(orgId)
    .all<PackageRow>()
  return results.map((row) => {
    const totalPoints = row.lite_effect + row.aigc_points
    const left = {
      count: Math.max(row.count - row.used_count, 0),
      storage: Math.max(row.storage - row.used_storage, 0),
      points: Math.max(totalPoints - row.used_points, 0),
    }
    const usedUp = row.count + row.storage + totalPoints > 0 && left.count + left.storage + left.points === 0
    const use_status = row.valid_until <= now ? UseStatus.Expired : usedUp ? UseStatus.Used : UseStatus.InUse
    return {
      id: row.id,
      out_trade_no: row.out_trade_no,
      name: row.name,
      business_type: row.business_type as PackageItem['business_type'],
      tier: row.tier as PackageItem['tier'],
      use_status,
      left_count: left.count,
      total_count: row.count,
      total_space: row.storage,
      left_space: left.storage,
      left_points: left.points,
      total_points: totalPoints,
      valid_from: row.valid_from,
      valid_until: row.valid_until,
    }
  })
}
