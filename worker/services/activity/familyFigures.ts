import type { ActivityInfo } from '../../../shared/contracts/schemas/activity'
import { familyRoot, reportYear } from '../../../shared/activityFamilies'
import { dataValue, DEPOSIT_BONUS, GROUP_SIZE } from '../../../shared/activityData'
import { CHINA_OFFSET_SECONDS, chinaDayStart } from '../../../shared/chinaTime'

/** The user's own figures that info_ex adds for a family; a family with none answers {}. */
type Figures = Record<string, number>

/** A group buy's size: the activity's `size` (2 to 50, shared/activityData.ts), 3 when it names none. */
export function groupSize(activity: ActivityInfo): number {
  return dataValue(activity.data, 'size', GROUP_SIZE) ?? 3
}

/** A group buy: my group (mine, or the one I joined), its leader and those who joined through their link. */
async function groupFigures(db: D1Database, activity: ActivityInfo, userId: number): Promise<Figures> {
  const row = await db
    .prepare(
      `WITH leader AS (SELECT coalesce((SELECT inviter_id FROM activity_invites WHERE activity_uuid = ?1 AND invitee_id = ?2), ?2) AS id)
       SELECT (SELECT id FROM leader) = ?2 AS leading, count(*) AS joined FROM activity_invites WHERE activity_uuid = ?1 AND inviter_id = (SELECT id FROM leader)`,
    )
    .bind(activity.uuid, userId)
    .first<{ leading: number; joined: number }>()
  return { members: 1 + (row?.joined ?? 0), size: groupSize(activity), leading: row?.leading ?? 1 }
}

/** The bonus of a deposit card, in cents, by its tier, from the activity's data ({"bonus": {"<tier>": cents}}). */
function depositBonus(activity: ActivityInfo, tier: number): number {
  return dataValue(activity.data, 'bonus', DEPOSIT_BONUS)?.[String(tier)] ?? 0
}

/** A deposit: what the user paid in through this activity's cards (not refunded), and the bonus it brought. */
async function depositFigures(db: D1Database, activity: ActivityInfo, userId: number): Promise<Figures> {
  const rows = await db
    .prepare(
      `SELECT c.tier AS tier, o.amount AS amount FROM pay_orders o
       JOIN activity_package_traces t ON t.trace_id = o.activity_trace_id JOIN activity_cards c ON c.id = t.card_id
       WHERE t.user_id = ? AND t.activity_uuid = ? AND o.paid_at IS NOT NULL AND o.refunded_at IS NULL`,
    )
    .bind(userId, activity.uuid)
    .all<{ tier: number; amount: number }>()
  const paid = rows.results.reduce((sum, row) => sum + row.amount, 0)
  const bonus = rows.results.reduce((sum, row) => sum + depositBonus(activity, row.tier), 0)
  return { paid, bonus, balance: paid + bonus }
}

/** A studio's year: the exports, active days, busiest month, orders and points of the main account of the same phone. */
async function annualFigures(db: D1Database, activity: ActivityInfo, userId: number): Promise<Figures> {
  const year = reportYear(activity)
  const from = chinaDayStart(`${year}-01-01`)
  const to = chinaDayStart(`${year + 1}-01-01`)
  const owner = await db
    .prepare('SELECT m.id AS id, m.org_id AS org_id FROM activity_users a JOIN users m ON m.phone = a.phone WHERE a.id = ?')
    .bind(userId)
    .first<{ id: number; org_id: number }>()
  if (!owner) return { year }
  const offset = `${CHINA_OFFSET_SECONDS} seconds`
  const [exports, busiest, orders, points] = await Promise.all([
    db
      .prepare(
        `SELECT coalesce(sum(images), 0) AS images, count(DISTINCT date(reported_at, 'unixepoch', ?4)) AS days
         FROM points_exports WHERE org_id = ?1 AND reported_at >= ?2 AND reported_at < ?3`,
      )
      .bind(owner.org_id, from, to, offset)
      .first<{ images: number; days: number }>(),
    db
      .prepare(
        `SELECT CAST(strftime('%m', reported_at, 'unixepoch', ?4) AS INTEGER) AS month, sum(images) AS images
         FROM points_exports WHERE org_id = ?1 AND reported_at >= ?2 AND reported_at < ?3 GROUP BY month ORDER BY images DESC LIMIT 1`,
      )
      .bind(owner.org_id, from, to, offset)
      .first<{ month: number; images: number }>(),
    db
      .prepare('SELECT count(*) AS n FROM pay_orders WHERE user_id = ? AND paid_at >= ? AND paid_at < ? AND refunded_at IS NULL')
      .bind(owner.id, from, to)
      .first<{ n: number }>(),
    db
      .prepare('SELECT coalesce(sum(points), 0) AS n FROM points_records WHERE org_id = ? AND points > 0 AND created_at >= ? AND created_at < ?')
      .bind(owner.org_id, from, to)
      .first<{ n: number }>(),
  ])
  return {
    year,
    images: exports?.images ?? 0,
    active_days: exports?.days ?? 0,
    busiest_month: busiest?.month ?? 0,
    busiest_images: busiest?.images ?? 0,
    orders: orders?.n ?? 0,
    points: points?.n ?? 0,
  }
}

const FIGURES: Record<string, (db: D1Database, activity: ActivityInfo, userId: number) => Promise<Figures>> = {
  group: groupFigures,
  deposit: depositFigures,
  'annual-report': annualFigures,
}

/** What info_ex adds for the logged-in user in the activity's family. */
export function familyFigures(db: D1Database, activity: ActivityInfo, userId: number): Promise<Figures> {
  const figures = FIGURES[familyRoot(activity.family)]
  return figures ? figures(db, activity, userId) : Promise.resolve({})
}
