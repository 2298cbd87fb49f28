import { chinaRfc3339 } from '../../../../shared/chinaTime'
import type { PointsTask } from '../../../../shared/contracts/schemas/points'
import { POINTS_RULES, PointsTaskType, ReceiveType } from '../../../../shared/points'
import { DAY_SECONDS, readCatalogue, taskKey, type TaskRow } from './catalogue'
import { exportedSince, exportTarget, exportWindow, receivedAt } from './exports'
import type { PointsMember } from './members'
import { quizProgress } from './quiz'
import { readSignIn } from './signIn'

/** The year-0001 date that means "no end" (spec section 3). */
const NO_END = '0001-01-01T00:00:00+08:00'

async function rewarded(db: D1Database, orgId: number, key: string): Promise<boolean> {
  return (await db.prepare('SELECT 1 FROM points_records WHERE org_id = ? AND unique_key = ?').bind(orgId, key).first()) !== null
}

/** One task as the organisation sees it now. */
export async function taskView(db: D1Database, task: TaskRow, member: PointsMember, now: number): Promise<PointsTask> {
  let progress = 0
  let isFinish = false
  let isExpire = false
  let allowReceive = false
  let target = task.target
  let endsAt = task.valid_end_time
  switch (task.type) {
    case PointsTaskType.SignIn: {
      const state = await readSignIn(db, member.orgId, now)
      progress = state.progress
      isFinish = state.signedToday
      target = POINTS_RULES.signInCycleDays
      break
    }
    case PointsTaskType.Answer: {
      progress = (await quizProgress(db, member.orgId)).progress
      isFinish = await rewarded(db, member.orgId, taskKey(task.id))
      break
    }
    case PointsTaskType.NewcomerExport:
    case PointsTaskType.ExportChallenge: {
      target = exportTarget(task)
      isFinish = await rewarded(db, member.orgId, taskKey(task.id))
      const window = await exportWindow(db, task, member)
      if (task.type === PointsTaskType.ExportChallenge) allowReceive = (await receivedAt(db, member.orgId, task.id)) === null
      if (window) {
        progress = Math.min(target, await exportedSince(db, member.orgId, window.from))
        if (window.until !== Number.MAX_SAFE_INTEGER) endsAt = window.until
      }
      break
    }
    case PointsTaskType.FirstPurchase: {
      isFinish = await rewarded(db, member.orgId, 'first_purchase')
      const within = task.valid || POINTS_RULES.firstPurchaseWithinDays
      endsAt = member.registeredAt + within * DAY_SECONDS
      break
    }
    case PointsTaskType.Repurchase: {
      // Repeatable: done for now while the last award is less than 24 hours old.
      const last = await db
        .prepare("SELECT MAX(created_at) AS at FROM points_records WHERE org_id = ? AND unique_key LIKE 'repurchase:%'")
        .bind(member.orgId)
        .first<number | null>('at')
      isFinish = last !== null && now - last < POINTS_RULES.repurchaseEverySeconds
      break
    }
  }
  if (endsAt !== null && now > endsAt && !isFinish) isExpire = true
  if (isExpire || isFinish) allowReceive = false
  return {
    id: task.id,
    type: task.type,
    show_name: task.show_name,
    description: task.description,
    is_show_description: task.is_show_description === 1,
    points: task.points,
    valid: task.valid,
    valid_end_time: endsAt === null ? NO_END : chinaRfc3339(endsAt),
    receive_type: task.receive_type,
    allow_receive: task.receive_type === ReceiveType.Manual && allowReceive,
    is_finish: isFinish,
    is_expire: isExpire,
    progress,
    finish_conditions: target > 0 ? [{ type: task.type, value: target }] : [],
    task_name: task.task_name,
  }
}

export async function listTasks(db: D1Database, member: PointsMember, now: number): Promise<PointsTask[]> {
  const catalogue = await readCatalogue(db)
  return Promise.all(catalogue.map((task) => taskView(db, task, member, now)))
}

/** Points the organisation received in all (credits), for the list's meta.total_points. */
export async function totalReceived(db: D1Database, orgId: number): Promise<number> {
  return (await db.prepare('SELECT COALESCE(SUM(points), 0) AS n FROM points_records WHERE org_id = ? AND points > 0').bind(orgId).first<number>('n')) ?? 0
}
