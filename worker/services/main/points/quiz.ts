import { PointsTaskType } from '../../../../shared/points'
import type { Question } from '../../../../shared/contracts/schemas/points'
import { taskOfType, taskReward } from './catalogue'
import { credit } from './ledger'

export async function readQuestions(db: D1Database): Promise<Question[]> {
  const { results } = await db.prepare('SELECT id, question, options, answer, description FROM points_questions ORDER BY sort, id').all<{
    id: number
    question: string
    options: string
    answer: string
    description: string
  }>()
  return results.map((row) => ({ ...row, options: JSON.parse(row.options) as string[], answer: JSON.parse(row.answer) as number[] }))
}

export async function quizProgress(db: D1Database, orgId: number): Promise<{ progress: number; total_progress: number }> {
  const row = await db
    .prepare(
      `SELECT (SELECT COUNT(*) FROM points_quiz_answers a JOIN points_questions q ON q.id = a.question_id WHERE a.org_id = ?) AS progress,
              (SELECT COUNT(*) FROM points_questions) AS total_progress`,
    )
    .bind(orgId)
    .first<{ progress: number; total_progress: number }>()
  return row ?? { progress: 0, total_progress: 0 }
}

/**
 * Records a question answered (the dialog moves on only after a right answer); when every
 * question is answered the quiz task pays once. Returns the progress and what this answer earned.
 */
export async function answerQuestion(db: D1Database, orgId: number, userId: number, questionId: number, now: number) {
  await db
    .prepare('INSERT INTO points_quiz_answers (org_id, question_id, answered_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING')
    .bind(orgId, questionId, now)
    .run()
  const progress = await quizProgress(db, orgId)
  let points = 0
  const task = await taskOfType(db, PointsTaskType.Answer)
  if (task && progress.total_progress > 0 && progress.progress >= progress.total_progress) {
    const wrote = await credit(db, taskReward(task, { orgId, userId }, now))
    if (wrote) points = task.points
  }
  return { ...progress, points }
}
