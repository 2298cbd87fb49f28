import { chinaMonth, chinaMonthRange } from '../../../../shared/chinaTime'
import type { MonthGroup } from '../../../../shared/contracts/schemas/points'

/**
 * detail_log: the organisation's records newest first, a page at a time, grouped by China
 * calendar month with what the month received and used (the whole month, not just the page).
 */
export async function readDetail(db: D1Database, orgId: number, page: number, pageSize: number): Promise<{ groups: MonthGroup[]; total: number }> {
  const total = (await db.prepare('SELECT COUNT(*) AS n FROM points_records WHERE org_id = ?').bind(orgId).first<number>('n')) ?? 0
  const { results } = await db
    .prepare('SELECT id, type, task_name, points, created_at FROM points_records WHERE org_id = ? ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?')
    .bind(orgId, pageSize, (page - 1) * pageSize)
    .all<{ id: number; type: number; task_name: string; points: number; created_at: number }>()
  const groups: MonthGroup[] = []
  for (const record of results) {
    const month = chinaMonth(record.created_at)
    let group = groups.at(-1)
    if (group?.month !== month) {
      group = { month, received_points: 0, used_points: 0, records: [] }
      groups.push(group)
    }
    group.records.push(record)
  }
  for (const group of groups) {
    const { from, to } = chinaMonthRange(group.month)
    const sums = await db
      .prepare(
        `SELECT COALESCE(SUM(CASE WHEN points > 0 THEN points END), 0) AS received, COALESCE(-SUM(CASE WHEN points < 0 THEN points END), 0) AS used
         FROM points_records WHERE org_id = ? AND created_at >= ? AND created_at < ?`,
      )
      .bind(orgId, from, to)
      .first<{ received: number; used: number }>()
    group.received_points = sums?.received ?? 0
    group.used_points = sums?.used ?? 0
  }
  return { groups, total }
}
