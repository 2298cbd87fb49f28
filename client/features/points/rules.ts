/** The dialog's rules of spec sections 4 and 5 as pure functions. */
import type { PointsTask, Question } from '../../../shared/contracts/schemas/points'
import { POINTS_RULES, PointsTaskType, ReceiveType } from '../../../shared/points'
import { MAINLAND_PHONE } from '../../../shared/validators'
import { POINTS_TEXT } from './messages'

const EXPORT_TASKS: readonly number[] = [PointsTaskType.NewcomerExport, PointsTaskType.ExportChallenge]
const PURCHASE_TASKS: readonly number[] = [PointsTaskType.FirstPurchase, PointsTaskType.Repurchase]

export function targetOf(task: PointsTask): number {
  return task.finish_conditions[0]?.value ?? 0
}

/** 已完成 if finished; 已过期 if expired; 领取任务 if manual and receivable; 'x / target' for export tasks with progress; else 去完成. */
export function taskButtonText(task: PointsTask): string {
  if (task.is_finish) return POINTS_TEXT.finished
  if (task.is_expire) return POINTS_TEXT.expired
  if (task.receive_type === ReceiveType.Manual && task.allow_receive) return POINTS_TEXT.receive
  if (EXPORT_TASKS.includes(task.type) && task.progress > 0) return `${task.progress} / ${targetOf(task)}`
  return POINTS_TEXT.todo
}

export type TaskAction = 'none' | 'receive' | 'quiz' | 'exportGuide' | 'purchase'

/** What clicking a task's button does. */
export function taskAction(task: PointsTask): TaskAction {
  if (task.is_finish || task.is_expire) return 'none'
  if (task.receive_type === ReceiveType.Manual && task.allow_receive) return 'receive'
  if (task.type === PointsTaskType.Answer) return 'quiz'
  if (EXPORT_TASKS.includes(task.type)) return 'exportGuide'
  if (PURCHASE_TASKS.includes(task.type)) return 'purchase'
  return 'none'
}

/** Finished or expired tasks sink to the bottom; otherwise the server's order stays (a stable sort). */
export function sortTasks(tasks: readonly PointsTask[]): PointsTask[] {
  const done = (task: PointsTask) => (task.is_finish || task.is_expire ? 1 : 0)
  return tasks
    .map((task, index) => ({ task, index }))
    .sort((a, b) => done(a.task) - done(b.task) || a.index - b.index)
    .map(({ task }) => task)
}

/** Claiming merges the returned task into the list, no longer receivable. */
export function mergeTask(tasks: readonly PointsTask[], claimed: PointsTask): PointsTask[] {
  return tasks.map((task) => (task.id === claimed.id ? { ...task, ...claimed, allow_receive: false } : task))
}

export type DayCell = { day: number; label: string; state: 'signed' | 'today' | 'later'; reward: number }

/** The seven cells of the sign-in cycle: 已签 for days signed, 今天 for today's (unsigned) day, else 第N天. */
export function dayCells(progress: number, signedToday: boolean): DayCell[] {
  const todayDay = signedToday ? progress : progress + 1
  return Array.from({ length: POINTS_RULES.signInCycleDays }, (_, index) => {
    const day = index + 1
    const reward = POINTS_RULES.signInSpecial[day] ?? POINTS_RULES.signInDaily
    if (day <= progress) return { day, label: POINTS_TEXT.signedCell, state: 'signed', reward }
    if (day === todayDay) return { day, label: POINTS_TEXT.today, state: 'today', reward }
    return { day, label: POINTS_TEXT.dayN(day), state: 'later', reward }
  })
}

/** Questions are answered in the reverse of the list's order, skipping those already answered. */
export function quizOrder(questions: readonly Question[], answered: number): Question[] {
  return [...questions].reverse().slice(answered)
}

/** Single-answer: the one right option; multi-answer: exactly the right set. */
export function isRightAnswer(question: Question, selected: readonly number[]): boolean {
  const right = new Set(question.answer)
  const chosen = new Set(selected)
  return chosen.size === right.size && [...chosen].every((option) => right.has(option))
}

export function isMultiAnswer(question: Question): boolean {
  return question.answer.length > 1
}

/** A choice: a single-answer question keeps one option; a multi-answer one toggles. */
export function toggleChoice(question: Question, selected: readonly number[], option: number): number[] {
  if (!isMultiAnswer(question)) return [option]
  return selected.includes(option) ? selected.filter((value) => value !== option) : [...selected, option].sort((a, b) => a - b)
}

/** Signed amounts of the detail list: +5, -60. */
export function signedPoints(points: number): string {
  return points > 0 ? `+${points}` : String(points)
}

/** 2026-11 → 2026年11月 */
export function monthLabel(month: string): string {
  const [year, value] = month.split('-')
  return `${year}年${Number(value)}月`
}

/** Only mainland China phones may use the points mall (spec section 6). */
export function mayUseMall(phone: string, allowJoin: boolean): boolean {
  return allowJoin && MAINLAND_PHONE.test(phone)
}
