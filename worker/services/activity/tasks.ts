import { ActivityState, EXPORT_TASK_FEATURES, TaskRefusal } from '../../../shared/contracts/activity'
import { ACTIVITY_MESSAGES } from '../../../shared/contracts/activityMessages'
import type { ActivityInfo, ExportTask } from '../../../shared/contracts/schemas/activity'
import { ServiceError } from '../../lib/serviceApp'
import { creditGifts } from './gifts'

/**
 * Export tasks (task kinds 4, 5 and 7): the desktop app reports its exports through
 * upload_device, a task's progress is the sum of the reports within the activity's start and
 * the task's deadline, and a reached task's gift is credited once through the gift ledger.
 */

interface ExportReport {
  id: string
  count: number
  feature: string
}

/** Records the device and its exports; a resent report (same id) is counted once. */
export async function recordExports(db: D1Database, userId: number, device: string, exports: readonly ExportReport[], now: number): Promise<void> {
  await db.batch([
    db
      .prepare('INSERT INTO activity_devices (user_id, device, created_at) VALUES (?, ?, ?) ON CONFLICT (user_id, device) DO NOTHING')
      .bind(userId, device, now),
    ...exports.map((report) =>
      db
        .prepare(
          `INSERT INTO activity_exports (user_id, report_id, device, feature, count, reported_at) VALUES (?, ?, ?, ?, ?, ?)
           ON CONFLICT (user_id, report_id) DO NOTHING`,
        )
        .bind(userId, report.id, device, report.feature, report.count, now),
    ),
  ])
}

/** Which exports a task counts, by its kind: the features are constants, not input. */
const COUNTED = Object.entries(EXPORT_TASK_FEATURES)
  .map(([kind, features]) => `(t.kind = ${Number(kind)} AND e.feature IN (${features.map((feature) => `'${feature}'`).join(', ')}))`)
  .join(' OR ')

interface TaskRow {
  id: number
  kind: number
  name: string
  description: string
  target: number
  deadline: number
  gift_id: number
  gift_type: number
  gift_name: string
  gift_amount: number
  gift_unit: string
  received: number
  progress: number
}

/** An activity's tasks with what `userId` (null: a visitor) has done; a task's deadline is never after the activity's end. */
export async function exportTasks(db: D1Database, activity: ActivityInfo, userId: number | null, now: number): Promise<ExportTask[]> {
  const { results } = await db
    .prepare(
      `SELECT t.id, t.kind, t.name, t.description, t.target, MIN(COALESCE(t.ends_at, a.end_at), a.end_at) AS deadline,
         g.id AS gift_id, g.type AS gift_type, g.name AS gift_name, g.amount AS gift_amount, g.unit AS gift_unit,
         EXISTS (SELECT 1 FROM activity_gift_credits c WHERE c.gift_id = t.gift_id AND c.user_id = ?2) AS received,
         (SELECT COALESCE(SUM(e.count), 0) FROM activity_exports e
          WHERE e.user_id = ?2 AND e.reported_at >= a.start_at AND e.reported_at < MIN(COALESCE(t.ends_at, a.end_at), a.end_at) AND (${COUNTED})) AS progress
       FROM activity_tasks t JOIN activities a ON a.uuid = t.activity_uuid JOIN activity_gifts g ON g.id = t.gift_id
       WHERE t.activity_uuid = ?1 ORDER BY t.sort, t.id`,
    )
    .bind(activity.uuid, userId ?? 0)
    .all<TaskRow>()
  const running = activity.state === ActivityState.Started
  return results.map((row) => {
    const finished = row.received === 1
    const expired = !finished && now >= row.deadline
    const progress = Math.min(row.progress, row.target)
    return {
      id: row.id,
      kind: row.kind,
      show_name: row.name,
      description: row.description,
      target: row.target,
      progress,
      valid_end_time: row.deadline,
      allow_receive: running && !finished && !expired && progress >= row.target,
      is_finish: finished,
      is_expire: expired,
      gift: { id: row.gift_id, type: row.gift_type, name: row.gift_name, amount: row.gift_amount, unit: row.gift_unit },
    }
  })
}

function refuse(code: (typeof TaskRefusal)[keyof typeof TaskRefusal]): ServiceError {
  return new ServiceError(code, ACTIVITY_MESSAGES.task[code])
}

/**
 * Credits a reached task's gift, once: concurrent claims all pass the checks, and the gift
 * ledger's key lets one of them credit (`credited`), the others answer the finished task.
 */
export async function receiveTask(
  db: D1Database,
  activity: ActivityInfo,
  userId: number,
  taskId: number,
  now: number,
): Promise<{ task: ExportTask; credited: boolean }> {
  const task = (await exportTasks(db, activity, userId, now)).find((item) => item.id === taskId)
  if (!task) throw refuse(TaskRefusal.NotFound)
  if (task.is_finish) return { task, credited: false }
  if (task.is_expire) throw refuse(TaskRefusal.Expired)
  if (task.progress < task.target) throw refuse(TaskRefusal.NotReached)
  const credited = await creditGifts(db, userId, [task.gift], 'task', now)
  return { task: { ...task, is_finish: true, allow_receive: false }, credited: credited.length > 0 }
}
