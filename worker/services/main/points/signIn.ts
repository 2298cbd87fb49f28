import { chinaDay, previousChinaDay } from '../../../../shared/chinaTime'
import { PointsRecordType, PointsTaskType, signInProgress, signInReward } from '../../../../shared/points'
import { taskOfType } from './catalogue'
import { creditStatement } from './ledger'

export interface SignInState {
  streak: number
  signedToday: boolean
  progress: number
}

/** The organisation's sign-in streak as of today (China calendar). */
export async function readSignIn(db: D1Database, orgId: number, now: number): Promise<SignInState> {
  const today = chinaDay(now)
  const row = await db
    .prepare('SELECT china_day, streak FROM points_sign_ins WHERE org_id = ? AND china_day IN (?, ?) ORDER BY china_day DESC LIMIT 1')
    .bind(orgId, today, previousChinaDay(today))
    .first<{ china_day: string; streak: number }>()
  const streak = row?.streak ?? 0
  const signedToday = row?.china_day === today
  return { streak, signedToday, progress: signInProgress(streak, signedToday) }
}

/**
 * Signs in once per China calendar day, however often and however concurrently it is
 * sent: the day's row and its ledger record are written in one batch, each once by its
 * unique key; concurrent callers compute the same streak, and only one write lands.
 * Returns the cycle progress and the points this call earned (0 when already signed).
 */
export async function signIn(db: D1Database, orgId: number, userId: number, now: number): Promise<{ progress: number; points: number }> {
  const state = await readSignIn(db, orgId, now)
  if (state.signedToday) return { progress: state.progress, points: 0 }
  const task = await taskOfType(db, PointsTaskType.SignIn)
  const day = chinaDay(now)
  const streak = state.streak + 1
  const reward = signInReward(streak)
  const [signed] = await db.batch([
    db.prepare('INSERT INTO points_sign_ins (org_id, china_day, streak, signed_at) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING').bind(orgId, day, streak, now),
    creditStatement(db, {
      orgId,
      userId,
      type: PointsRecordType.Task,
      points: reward,
      taskId: task?.id ?? null,
      taskName: task?.task_name ?? '每日签到',
      uniqueKey: `sign:${day}`,
      now,
    }),
  ])
  const after = await readSignIn(db, orgId, now)
  return { progress: after.progress, points: signed?.meta.changes === 1 ? reward : 0 }
}
