import { Hono, type Context } from 'hono'
import { ok } from '../../../../shared/contracts/envelope'
import { answerQuestionRequest, detailLogQuery, pointsPaths, reportExportRequest } from '../../../../shared/contracts/points'
import { PointsCode, POINTS_MESSAGES, PointsTaskType, ReceiveType } from '../../../../shared/points'
import { nowSeconds } from '../../../lib/clock'
import { readJson, readQuery } from '../../../lib/input'
import { ServiceError } from '../../serviceApp'
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
export const pointsRoutes = new Hono<UserEnv>()
  .use('/v1/points/*', requireUser)
  .get(pointsPaths.allTasks, async (c) => {
    const member = await memberOf(c)
    const now = nowSeconds()
    // A sub-account has no points tasks and no points of its own.
    if (!member.isMain) return c.json({ ...ok([]), meta: { left_points: 0, total_points: 0 } })
    const [tasks, left, total] = await Promise.all([listTasks(c.env.DB, member, now), spendable(c.env.DB, member.orgId, now), totalReceived(c.env.DB, member.orgId)])
    return c.json({ ...ok(tasks), meta: { left_points: left, total_points: total } })
  })
  .get(pointsPaths.questions, async (c) => {
    const member = await mainMember(c)
    const [questions, progress] = await Promise.all([readQuestions(c.env.DB), quizProgress(c.env.DB, member.orgId)])
    return c.json(ok({ questions, ...progress }))
  })
  .post(pointsPaths.answerQuestion, async (c) => {
    const member = await mainMember(c)
    const { id } = await readJson(c, answerQuestionRequest)
    const known = await c.env.DB.prepare('SELECT 1 FROM points_questions WHERE id = ?').bind(id).first()
    if (!known) throw new ServiceError(PointsCode.TaskUnavailable, POINTS_MESSAGES.unknownQuestion)
    return c.json(ok(await answerQuestion(c.env.DB, member.orgId, member.userId, id, nowSeconds())))
  })
  .post(pointsPaths.sign, async (c) => {
    const member = await mainMember(c)
    return c.json(ok(await signIn(c.env.DB, member.orgId, member.userId, nowSeconds())))
  })
  .post(pointsPaths.receiveExportChallenge, async (c) => {
    const member = await mainMember(c)
    const now = nowSeconds()
    const task = await taskOfType(c.env.DB, PointsTaskType.ExportChallenge)
    if (!task || task.receive_type !== ReceiveType.Manual) throw new ServiceError(PointsCode.TaskUnavailable, POINTS_MESSAGES.taskUnavailable)
    const before = await taskView(c.env.DB, task, member, now)
    if (before.is_expire || before.is_finish) throw new ServiceError(PointsCode.TaskUnavailable, POINTS_MESSAGES.taskUnavailable)
    await c.env.DB.prepare('INSERT INTO points_task_receipts (org_id, task_id, received_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING').bind(member.orgId, task.id, now).run()
    return c.json(ok(await taskView(c.env.DB, task, member, now)))
  })
  .get(pointsPaths.detailLog, async (c) => {
    const member = await memberOf(c)
    const { page, page_size } = readQuery(c, detailLogQuery)
    if (!member.isMain) return c.json({ ...ok([]), meta: { total: 0 } })
    const { groups, total } = await readDetail(c.env.DB, member.orgId, page, page_size)
    return c.json({ ...ok(groups), meta: { total } })
  })
  // The desktop app, with its login token: any account of the organisation may report; the main account earns.
  .post(pointsPaths.reportExport, async (c) => {
    const member = await memberOf(c)
    const { images, report_id } = await readJson(c, reportExportRequest)
    return c.json(ok({ points: await reportExport(c.env.DB, member, images, report_id, nowSeconds()) }))
  })
