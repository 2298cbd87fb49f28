import { PointsRecordType, PointsTaskType } from '../../../../shared/points'
import type { Credit } from './ledger'

export interface TaskRow {
  id: number
  type: PointsTaskType
  show_name: string
  task_name: string
  description: string
  is_show_description: number
  points: number
  valid: number
  valid_end_time: number | null
  receive_type: number
  target: number
  sort: number
}

/** The catalogue, in display order. */
export async function readCatalogue(db: D1Database): Promise<TaskRow[]> {
  const { results } = await db.prepare('SELECT * FROM points_tasks ORDER BY sort, id').all<TaskRow>()
  return results
}

export async function taskOfType(db: D1Database, type: PointsTaskType): Promise<TaskRow | null> {
  return db.prepare('SELECT * FROM points_tasks WHERE type = ? ORDER BY sort, id LIMIT 1').bind(type).first<TaskRow>()
}

/** The unique key of a one-time task's reward. */
export function taskKey(taskId: number): string {
  return `task:${taskId}`
}

/** A one-time task's reward to a member: its points, credited once per organisation. */
export function taskReward(task: TaskRow, member: { orgId: number; userId: number }, now: number): Credit {
  return {
    orgId: member.orgId,
    userId: member.userId,
    type: PointsRecordType.Task,
    points: task.points,
    taskId: task.id,
    taskName: task.task_name,
    uniqueKey: taskKey(task.id),
    now,
  }
}

export const DAY_SECONDS = 86_400
