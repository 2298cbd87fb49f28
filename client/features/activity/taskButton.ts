import type { ExportTask } from '../../../shared/contracts/schemas/activity'
import { TASK_TEXT } from './taskText'

export type TaskButtonKind = 'finished' | 'expired' | 'receive' | 'progress' | 'todo'

/**
 * A task's button, in the points tasks' precedence (spec section 4): 已完成, 已过期, 领取任务
 * when receivable, 'x / target' once exports count toward it, else 去完成 (the export guide).
 */
export function taskButton(task: Pick<ExportTask, 'is_finish' | 'is_expire' | 'allow_receive' | 'progress' | 'target'>): {
  kind: TaskButtonKind
  text: string
} {
  const text = TASK_TEXT
  if (task.is_finish) return { kind: 'finished', text: text.finished }
  if (task.is_expire) return { kind: 'expired', text: text.expired }
  if (task.allow_receive) return { kind: 'receive', text: text.receive }
  if (task.progress > 0) return { kind: 'progress', text: text.progress(task.progress, task.target) }
  return { kind: 'todo', text: text.todo }
}
