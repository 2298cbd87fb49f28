import { env } from 'cloudflare:workers'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { activityCalls, ExchangeRefusal, ExportFeature, GiftType, TaskRefusal, WelfareCode } from '../../../shared/contracts/activity'
import { ACTIVITY_MESSAGES } from '../../../shared/contracts/activityMessages'
import type { ExportTask, UploadDeviceRequest } from '../../../shared/contracts/schemas/activity'
import { activityLogin, call, resetActivityDemo, type Jar } from '../../test/activity'

beforeEach(resetActivityDemo)
afterEach(() => vi.useRealTimers())

const XSHD = 'demo-xshd'
// db/demo-activity.sql: export 3 (80 points), export 30 within 7 days, one AI-hand export, one Halloween export (past its deadline).
const TASK = { three: 901, thirty: 902, aiHand: 903, halloween: 904 }

let reports = 0
/** Reports exports as the desktop app does, each report with an id of its own unless given. */
function report(jar: Jar, count: number, feature: string = ExportFeature.Photo, id = `report-${++reports}-${Date.now()}`) {
  const body: UploadDeviceRequest = { device: 'MAC-AA:BB:CC:DD:EE:FF', exports: [{ id, count, feature: feature as ExportFeature }] }
  return call(activityCalls.uploadDevice.path, { body, jar })
}
async function tasks(jar: Jar = {}) {
  const answer = await call<{ logged_in: boolean; list: ExportTask[] }>(`${activityCalls.tasks.path}?uuid=${XSHD}`, { jar })
  expect(answer.code).toBe(0)
  return answer.data
}
const byId = (list: ExportTask[], id: number) => list.find((task) => task.id === id)!
const receive = (jar: Jar, taskId: number) =>
  call<{ task: ExportTask; credited: boolean }>(activityCalls.taskReceive.path, { body: { uuid: XSHD, task_id: taskId }, jar })

describe('export tasks', () => {
  it('shows a visitor the tasks with no progress and each deadline', async () => {
    const answer = await tasks()
    expect(answer.logged_in).toBe(false)
    expect(answer.list.map((task) => task.id)).toEqual([TASK.three, TASK.thirty, TASK.aiHand, TASK.halloween])
    expect(answer.list.every((task) => task.progress === 0 && !task.allow_receive && !task.is_finish)).toBe(true)
    const activity = await env.DB.prepare('SELECT end_at FROM activities WHERE uuid = ?').bind(XSHD).first<{ end_at: number }>()
    expect(byId(answer.list, TASK.three).valid_end_time).toBe(activity!.end_at)
    expect(byId(answer.list, TASK.thirty).valid_end_time).toBeLessThan(activity!.end_at)
    expect(byId(answer.list, TASK.halloween).is_expire).toBe(true)
  })

  it('moves progress with the reported exports, counts a resent report once and each kind only its own exports', async () => {
    const jar = await activityLogin('13700137601')
    expect((await report(jar, 2, ExportFeature.Photo, 'same-report-1')).code).toBe(0)
    expect((await report(jar, 2, ExportFeature.Photo, 'same-report-1')).code).toBe(0)
    let list = (await tasks(jar)).list
    expect(byId(list, TASK.three)).toMatchObject({ progress: 2, allow_receive: false })
    expect(byId(list, TASK.aiHand).progress).toBe(0)

    await report(jar, 1, ExportFeature.AiHand)
    list = (await tasks(jar)).list
    // An AI-hand export is an export too.
    expect(byId(list, TASK.three)).toMatchObject({ progress: 3, target: 3, allow_receive: true })
    expect(byId(list, TASK.aiHand)).toMatchObject({ progress: 1, allow_receive: true })
    expect(byId(list, TASK.thirty)).toMatchObject({ progress: 3, allow_receive: false })

    await report(jar, 40)
    // Shown capped at the target, as 'x / target'.
    expect(byId((await tasks(jar)).list, TASK.thirty)).toMatchObject({ progress: 30, allow_receive: true })
    // Another user's exports are theirs.
    expect(byId((await tasks(await activityLogin('13700137602'))).list, TASK.three).progress).toBe(0)
  })

  it('credits a reached task once under concurrent claims, through the gift ledger', async () => {
    const jar = await activityLogin('13700137603')
    await report(jar, 3)
    const answers = await Promise.all(Array.from({ length: 6 }, () => receive(jar, TASK.three)))
    expect(answers.every((answer) => answer.code === 0)).toBe(true)
    expect(answers.filter((answer) => answer.data.credited)).toHaveLength(1)
    expect(answers.every((answer) => answer.data.task.is_finish)).toBe(true)
    const credits = await env.DB.prepare(
      "SELECT count(*) AS n, min(source) AS source FROM activity_gift_credits c JOIN activity_users u ON u.id = c.user_id WHERE u.phone = '13700137603' AND c.gift_id = 55",
    ).first<{ n: number; source: string }>()
    expect(credits).toEqual({ n: 1, source: 'task' })
    expect(byId((await tasks(jar)).list, TASK.three)).toMatchObject({ is_finish: true, allow_receive: false })
    // 我的奖励 lists it.
    const rewards = await call<{ gifts: { id: number; type: number; received: boolean }[] }>(activityCalls.rewardBasicInfo.path, { body: { uuid: XSHD }, jar })
    expect(rewards.data.gifts.find((gift) => gift.id === 55)).toMatchObject({ type: GiftType.Points, received: true })
  })

  it('refuses a claim before the target, after the deadline, of another activity, and without a login', async () => {
    const jar = await activityLogin('13700137604')
    await report(jar, 2)
    expect(await receive(jar, TASK.three)).toMatchObject({ code: TaskRefusal.NotReached, msg: ACTIVITY_MESSAGES.task[TaskRefusal.NotReached] })
    expect(await receive(jar, TASK.halloween)).toMatchObject({ code: TaskRefusal.Expired, msg: ACTIVITY_MESSAGES.task[TaskRefusal.Expired] })
    expect((await receive(jar, 999)).code).toBe(TaskRefusal.NotFound)
    expect((await receive({}, TASK.three)).status).toBe(401)

    // Reached, then the 7-day deadline passes before the claim.
    await report(jar, 30)
    const deadline = byId((await tasks(jar)).list, TASK.thirty).valid_end_time
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(deadline * 1000)
    expect(await receive(jar, TASK.thirty)).toMatchObject({ code: TaskRefusal.Expired })
    // Exports reported after a deadline do not count toward it.
    vi.useRealTimers()
    const late = await activityLogin('13700137605')
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(deadline * 1000)
    await report(late, 30)
    expect(byId((await tasks(late)).list, TASK.thirty)).toMatchObject({ progress: 0, is_expire: true })
    // Once the activity has ended nothing is received, a reached task neither.
    vi.useRealTimers()
    const ready = await activityLogin('13700137607')
    await report(ready, 3)
    await env.DB.prepare('UPDATE activities SET end_at = unixepoch() - 1 WHERE uuid = ?').bind(XSHD).run()
    expect((await receive(ready, TASK.three)).code).toBe(WelfareCode.Timeout)
    expect(byId((await tasks(ready)).list, TASK.three)).toMatchObject({ allow_receive: false, is_expire: true })
  })

  it('refuses a report that is not one: bad counts and features, too many at once', async () => {
    const jar = await activityLogin('13700137606')
    expect((await report(jar, 0)).status).toBe(400)
    expect((await report(jar, 5, 'retouch')).status).toBe(400)
    const many = Array.from({ length: 51 }, (_, index) => ({ id: `bulk-report-${index}`, count: 1 }))
    expect((await call(activityCalls.uploadDevice.path, { body: { device: 'PC-1', exports: many }, jar })).status).toBe(400)
    // A device alone is still a report (the app's first call).
    expect((await call(activityCalls.uploadDevice.path, { body: { device: 'PC-1' }, jar })).code).toBe(0)
    expect(byId((await tasks(jar)).list, TASK.three).progress).toBe(0)
  })
})

describe('redemption codes', () => {
  const exchange = (jar: Jar, code: string, uuid = 'demo-exchange') =>
    call<{ gifts: { id: number; type: number }[]; credited: boolean }>(activityCalls.exchange.path, { body: { uuid, code }, jar })
  const holders = (code: string) =>
    env.DB.prepare('SELECT used_by FROM activity_exchange_codes WHERE code = ?')
      .bind(code)
      .first<{ used_by: number | null }>()
      .then((row) => row?.used_by ?? null)

  it('credits the gift its type names, once, to one of many concurrent redeemers', async () => {
    const jars = await Promise.all(['13700137611', '13700137612', '13700137613'].map((phone) => activityLogin(phone)))
    const answers = await Promise.all(jars.flatMap((jar) => [exchange(jar, 'gyaigc100p00001 '), exchange(jar, 'GYAIGC100P00001')]))
    const winners = answers.filter((answer) => answer.code === 0 && answer.data.credited)
    expect(winners).toHaveLength(1)
    expect(winners[0]!.data.gifts).toEqual([expect.objectContaining({ id: 973, type: GiftType.AigcPoints })])
    // The others were refused as used, or (the winner's second tap) told it is done.
    for (const answer of answers.filter((item) => !(item.code === 0 && item.data.credited))) {
      if (answer.code === 0) expect(answer.data.credited).toBe(false)
      else expect(answer).toMatchObject({ code: ExchangeRefusal.Used, msg: ACTIVITY_MESSAGES.exchange[ExchangeRefusal.Used] })
    }
    const credits = await env.DB.prepare("SELECT count(*) AS n FROM activity_gift_credits WHERE gift_id = 973 AND source = 'exchange'").first<{ n: number }>()
    expect(credits?.n).toBe(1)
    expect(await holders('GYAIGC100P00001')).not.toBeNull()
  })

  it('explains each refusal in Chinese: unknown, used, expired, not for this activity, malformed', async () => {
    const jar = await activityLogin('13700137614')
    const cases: [string, number][] = [
      ['GYNOSUCHCODE0001', ExchangeRefusal.Unknown],
      ['GYUSEDCODE00001', ExchangeRefusal.Used],
      ['GYEXPIRED000001', ExchangeRefusal.Expired],
      ['GYOTHERACT00001', ExchangeRefusal.OtherActivity],
    ]
    for (const [code, refusal] of cases) {
      expect(await exchange(jar, code), code).toMatchObject({
        code: refusal,
        msg: ACTIVITY_MESSAGES.exchange[refusal as keyof typeof ACTIVITY_MESSAGES.exchange],
      })
    }
    expect(await exchange(jar, '兑换码')).toMatchObject({ status: 400, msg: ACTIVITY_MESSAGES.exchangeCodeInvalid })
    expect(await holders('GYEXPIRED000001')).toBeNull()
  })

  it('keeps a second code of a gift the user already has unspent, for someone else', async () => {
    const jar = await activityLogin('13700137615')
    expect((await exchange(jar, 'GYRIGHTS90D00001')).data.credited).toBe(true)
    expect(await exchange(jar, 'GYRIGHTS90D00002')).toMatchObject({ code: 0, data: { credited: false } })
    expect(await holders('GYRIGHTS90D00002')).toBeNull()
    expect((await exchange(await activityLogin('13700137616'), 'GYRIGHTS90D00002')).data.credited).toBe(true)
  })
})
