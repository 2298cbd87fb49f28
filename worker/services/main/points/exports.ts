import { POINTS_RULES, PointsTaskType } from '../../../../shared/points'
import { DAY_SECONDS, readCatalogue, taskReward, type TaskRow } from './catalogue'
import { credit } from './ledger'
import type { PointsMember } from './members'

/** Images the organisation (all its accounts) exported since a moment. */
export async function exportedSince(db: D1Database, orgId: number, since: number): Promise<number> {
  return (
    (await db
      .prepare('SELECT COALESCE(SUM(images), 0) AS n FROM points_exports WHERE org_id = ? AND reported_at >= ?')
      .bind(orgId, since)
      .first<number>('n')) ?? 0
  )
}

export async function receivedAt(db: D1Database, orgId: number, taskId: number): Promise<number | null> {
  return db.prepare('SELECT received_at FROM points_task_receipts WHERE org_id = ? AND task_id = ?').bind(orgId, taskId).first<number>('received_at')
}

/** The window an export task counts in: from registration (newcomer) or receipt (challenge), for `valid` days. */
export async function exportWindow(
  db: D1Database,
  task: TaskRow,
  member: Pick<PointsMember, 'orgId' | 'registeredAt'>,
): Promise<{ from: number; until: number } | null> {
  const from = task.type === PointsTaskType.ExportChallenge ? await receivedAt(db, member.orgId, task.id) : member.registeredAt
  if (from === null) return null
  let until = task.valid > 0 ? from + task.valid * DAY_SECONDS : Number.MAX_SAFE_INTEGER
  if (task.valid_end_time !== null) until = Math.min(until, task.valid_end_time)
  return { from, until }
}

function targetOf(task: TaskRow): number {
  return task.type === PointsTaskType.NewcomerExport ? task.target || POINTS_RULES.newcomerExportImages : task.target
}

/**
 * Records exported images for the account's organisation (once per report id) and pays
 * every export task the organisation has now completed within its window. Returns the
 * points earned by this report.
 */
export async function reportExport(db: D1Database, member: PointsMember, images: number, reportId: string, now: number): Promise<number> {
  await db
    .prepare('INSERT INTO points_exports (org_id, user_id, images, report_id, reported_at) VALUES (?, ?, ?, ?, ?) ON CONFLICT (report_id) DO NOTHING')
    .bind(member.orgId, member.userId, images, reportId, now)
    .run()
  let earned = 0
  const tasks = (await readCatalogue(db)).filter((task) => task.type === PointsTaskType.NewcomerExport || task.type === PointsTaskType.ExportChallenge)
  for (const task of tasks) {
    const window = await exportWindow(db, task, member)
    if (!window || now > window.until) continue
    if ((await exportedSince(db, member.orgId, window.from)) < targetOf(task)) continue
    if (await credit(db, taskReward(task, member, now))) earned += task.points
  }
  return earned
}

export { targetOf as exportTarget }
