import { Hono, type Context } from 'hono'
import { ok } from '../../../../shared/contracts/envelope'
import { pointsCalls } from '../../../../shared/contracts/points'
import { PointsCode, POINTS_MESSAGES, PointsTaskType, ReceiveType } from '../../../../shared/points'
import { nowSeconds } from '../../../lib/clock'
import { servesCalls } from '../../../lib/serve'
import { ServiceError } from '../../../lib/serviceApp'
import { requireUser, unauthorized, type UserEnv } from '../../../auth/authenticate'
import { taskOfType } from './catalogue'
import { readDetail } from './detail'
import { reportExport } from './exports'
import { spendable } from './ledger'
import { findMember, type PointsMember } from './members'
import { answerQuestion, quizProgress, readQuestions } from './quiz'
import { signIn } from './signIn'
import { listTasks, taskView, totalReceived } from './tasks'

async function memberOf(c: Context<UserEnv>): Promise<PointsMember> {
  const member = await findMember(c.env.DB, c.var.session.userId)
  if (!member) throw unauthorized()
  return member
}

/** Earning and claiming are for main accounts only (spec section 6). */
async function mainMember(c: Context<UserEnv>): Promise<PointsMember> {
  const member = await memberOf(c)
  if (!member.isMain) throw new ServiceError(PointsCode.NotAllowed, POINTS_MESSAGES.notAllowed)
  return member
}

/** The points service of spec section 7, on the ledger. */
export const pointsRoutes = new Hono<UserEnv>().use('/v1/points/*', requireUser)
const serve = servesCalls(pointsRoutes)

serve(pointsCalls.allTasks, async (c) => {
  const member = await memberOf(c)
  const now = nowSeconds()
  // A sub-account has no points tasks and no points of its own.
  if (!member.isMain) return { ...ok([]), meta: { left_points: 0, total_points: 0 } }
  const [tasks, left, total] = await Promise.all([
    listTasks(c.env.DB, member, now),
    spendable(c.env.DB, member.orgId, now),
    totalReceived(c.env.DB, member.orgId),
  ])
  return { ...ok(tasks), meta: { left_points: left, total_points: total } }
})

serve(pointsCalls.questions, async (c) => {
  const member = await mainMember(c)
  const [questions, progress] = await Promise.all([readQuestions(c.env.DB), quizProgress(c.env.DB, member.orgId)])
  return ok({ questions, ...progress })
})

serve(pointsCalls.answerQuestion, async (c, { body }) => {
  const member = await mainMember(c)
  const known = await c.env.DB.prepare('SELECT 1 FROM points_questions WHERE id = ?').bind(body.id).first()
  if (!known) throw new ServiceError(PointsCode.TaskUnavailable, POINTS_MESSAGES.unknownQuestion)
  return ok(await answerQuestion(c.env.DB, member.orgId, member.userId, body.id, nowSeconds()))
})

serve(pointsCalls.sign, async (c) => {
  const member = await mainMember(c)
  return ok(await signIn(c.env.DB, member.orgId, member.userId, nowSeconds()))
})

serve(pointsCalls.receiveExportChallenge, async (c) => {
  const member = await mainMember(c)
  const now = nowSeconds()
  const task = await taskOfType(c.env.DB, PointsTaskType.ExportChallenge)
  if (!task || task.receive_type !== ReceiveType.Manual) throw new ServiceError(PointsCode.TaskUnavailable, POINTS_MESSAGES.taskUnavailable)
  const before = await taskView(c.env.DB, task, member, now)
  if (before.is_expire || before.is_finish) throw new ServiceError(PointsCode.TaskUnavailable, POINTS_MESSAGES.taskUnavailable)
  await c.env.DB.prepare('INSERT INTO points_task_receipts (org_id, task_id, received_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING')
    .bind(member.orgId, task.id, now)
    .run()
  return ok(await taskView(c.env.DB, task, member, now))
})

serve(pointsCalls.detailLog, async (c, { query }) => {
  const member = await memberOf(c)
  if (!member.isMain) return { ...ok([]), meta: { total: 0 } }
  const { groups, total } = await readDetail(c.env.DB, member.orgId, query.page, query.page_size)
  return { ...ok(groups), meta: { total } }
})

// The desktop app, with its login token: any account of the organisation may report; the main account earns.
serve(pointsCalls.reportExport, async (c, { body }) => {
  const member = await memberOf(c)
  return ok({ points: await reportExport(c.env.DB, member, body.images, body.report_id, nowSeconds()) })
})
