import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { pointsCalls } from '../../../../shared/contracts/points'
import { allTasksResponse, detailLogResponse, questionsResponse } from '../../../../shared/contracts/schemas/points'
import { userCalls } from '../../../../shared/contracts/user'
import { PointsCode, PointsTaskType } from '../../../../shared/points'
import { openSession } from '../../../auth/session'
import { api, DEMO } from '../../../test/accounts'
import { resetPoints } from '../../../test/points'
import { nowSeconds } from '../../../lib/clock'

beforeEach(resetPoints)

const tokenOf = (userId: number) => openSession(env.DB, env.JWT_SECRET!, userId, nowSeconds())

async function tasks(token: string) {
  const body = await api(pointsCalls.allTasks.path, { token })
  return allTasksResponse.parse(body).data
}

async function userPoints(token: string): Promise<number> {
  return (await api<{ points: number }>(userCalls.userInfo.path, { token })).data.points
}

describe('the points service', () => {
  it('lists the tasks with the balance, and a sign-in sent many times at once pays once', async () => {
    const token = await tokenOf(DEMO.main.id)
    const before = await tasks(token)
    expect(before.meta.left_points).toBe(2680)
    expect(before.data.map((task) => task.type)).toEqual([1, 2, 3, 4, 5, 6])
    const signs = await Promise.all(
      Array.from({ length: 6 }, () => api<{ progress: number; points: number }>(pointsCalls.sign.path, { token, method: 'POST' })),
    )
    expect(signs.every((sign) => sign.code === 0 && sign.data.progress === 1)).toBe(true)
    expect(signs.reduce((sum, sign) => sum + sign.data.points, 0)).toBe(5)
    expect(await userPoints(token)).toBe(2685)
    const after = await tasks(token)
    expect(after.data.find((task) => task.type === PointsTaskType.SignIn)).toMatchObject({ is_finish: true, progress: 1 })
  })

  it('pays the quiz once, when every question is answered', async () => {
    const token = await tokenOf(DEMO.main.id)
    const quiz = questionsResponse.parse(await api(pointsCalls.questions.path, { token })).data
    expect(quiz.questions.length).toBeGreaterThanOrEqual(5)
    expect(quiz.questions.some((question) => question.answer.length > 1)).toBe(true)
    const earned = []
    for (const question of quiz.questions)
      earned.push((await api<{ points: number; progress: number }>(pointsCalls.answerQuestion.path, { token, body: { id: question.id } })).data.points)
    expect(earned.at(-1)).toBe(50)
    expect(earned.slice(0, -1).every((points) => points === 0)).toBe(true)
    expect((await api<{ points: number }>(pointsCalls.answerQuestion.path, { token, body: { id: quiz.questions[0]!.id } })).data.points).toBe(0)
    expect(await userPoints(token)).toBe(2730)
    expect((await api(pointsCalls.answerQuestion.path, { token, body: { id: 99_999 } })).code).toBe(PointsCode.TaskUnavailable)
  })

  it('receives the export challenge once, and the sub-account exports count to it', async () => {
    const token = await tokenOf(DEMO.main.id)
    const received = await api<{ allow_receive: boolean; progress: number }>(pointsCalls.receiveExportChallenge.path, { token, method: 'POST' })
    expect(received.data).toMatchObject({ allow_receive: false, progress: 0 })
    const subToken = await tokenOf(DEMO.subAccount.id)
    const report = await api<{ points: number }>(pointsCalls.reportExport.path, { token: subToken, body: { images: 3, report_id: 'batch-1' } })
    expect(report.data.points).toBe(80) // the newcomer export of 3 images
    expect((await api<{ points: number }>(pointsCalls.reportExport.path, { token: subToken, body: { images: 3, report_id: 'batch-1' } })).data.points).toBe(0)
    const list = await tasks(token)
    expect(list.data.find((task) => task.type === PointsTaskType.ExportChallenge)).toMatchObject({ progress: 3, allow_receive: false })
    expect(list.data.find((task) => task.type === PointsTaskType.NewcomerExport)).toMatchObject({ is_finish: true })
    expect(await userPoints(token)).toBe(2760)
    expect(await userPoints(subToken)).toBe(0)
  })

  it('shows a sub-account no tasks and refuses it every earning call', async () => {
    const token = await tokenOf(DEMO.subAccount.id)
    expect(await tasks(token)).toMatchObject({ data: [], meta: { left_points: 0, total_points: 0 } })
    for (const path of [pointsCalls.sign.path, pointsCalls.receiveExportChallenge.path]) {
      expect(await api(path, { token, method: 'POST' })).toMatchObject({ status: 200, code: PointsCode.NotAllowed })
    }
    expect((await api(pointsCalls.questions.path, { token })).code).toBe(PointsCode.NotAllowed)
  })

  it('answers the detail by month, newest first, a page at a time', async () => {
    const token = await tokenOf(DEMO.main.id)
    await api(pointsCalls.sign.path, { token, method: 'POST' })
    const first = detailLogResponse.parse(await api(`${pointsCalls.detailLog.path}?page=1&page_size=2`, { token })).data
    expect(first.meta.total).toBe(3)
    expect(first.data.flatMap((group) => group.records.map((record) => record.points))).toEqual([5, 680])
    expect(first.data[0]!.received_points).toBeGreaterThanOrEqual(5)
    const second = detailLogResponse.parse(await api(`${pointsCalls.detailLog.path}?page=2&page_size=2`, { token })).data
    expect(second.data.flatMap((group) => group.records.map((record) => record.points))).toEqual([2000])
    expect((await api(`${pointsCalls.detailLog.path}?page=0`, { token })).status).toBe(400)
  })

  it('refuses calls without a login', async () => {
    expect((await api(pointsCalls.allTasks.path)).status).toBe(401)
  })
})

describe('the sandbox plays the desktop app and the mall', () => {
  it('reports exports, spends and refunds points for an account by phone', async () => {
    const { callPath } = await import('../../../test/accounts')
    const post = (path: string, body: unknown) =>
      callPath(`/__sandbox/points${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
    const token = await tokenOf(DEMO.main.id)
    expect(await (await post('/export', { phone: DEMO.subAccount.phone, images: 3 })).json()).toMatchObject({ points: 80 })
    const spent = (await (await post('/spend', { phone: DEMO.main.phone, points: 760, exchange_id: 'mall-7' })).json()) as { points: number }
    expect(spent.points).toBe(760)
    expect(await userPoints(token)).toBe(2000)
    expect((await post('/spend', { phone: DEMO.main.phone, points: 5000 })).status).toBe(409)
    expect((await post('/spend', { phone: DEMO.subAccount.phone, points: 1 })).status).toBe(403)
    expect(await (await post('/refund', { phone: DEMO.main.phone, exchange_id: 'mall-7', points: 60 })).json()).toEqual({ points: 60 })
    expect(await userPoints(token)).toBe(2060)
    expect((await post('/export', { phone: 'x', images: 3 })).status).toBe(400)
  })
})
