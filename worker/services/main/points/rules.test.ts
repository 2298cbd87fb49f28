import { createExecutionContext, createScheduledController, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { PointsRecordType } from '../../../../shared/points'
import worker from '../../../index'
import { SANDBOX_ENV } from '../../../test/accounts'
import { exchangeDeduct } from './exchange'
import { credit, openLots, spendable } from './ledger'
import { awardPurchasePoints, reversePurchasePoints } from './purchaseTasks'
import { signIn } from './signIn'
import { at, ledgerState, makeOrg, resetPoints } from '../../../test/points'

const db = env.DB
const DAY = 86_400

beforeEach(resetPoints)

/** Noon China time on a China calendar day. */
const noon = (day: string) => at(`${day}T04:00:00Z`)

describe('sign-in', () => {
  it('pays 5 a day, 10 on day 3 and 15 on day 7, across a year end', async () => {
    const { orgId, userId } = await makeOrg(9101, at('2026-01-01T00:00:00Z'))
    const days = ['2026-12-29', '2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02', '2027-01-03', '2027-01-04', '2027-01-05']
    const rewards = []
    for (const day of days) rewards.push((await signIn(db, orgId, userId, noon(day))).points)
    expect(rewards).toEqual([5, 5, 10, 5, 5, 5, 15, 5])
  })

  it('keeps the cycle across a month end, a leap day and the China midnight, and starts again after a gap', async () => {
    const { orgId, userId } = await makeOrg(9102, at('2026-01-01T00:00:00Z'))
    // 23:30 China time on 27 Feb, then 00:10 on 28 Feb: two China days, though 40 minutes apart.
    const moments = [
      at('2028-02-27T15:30:00Z'),
      at('2028-02-27T16:10:00Z'),
      noon('2028-02-29'),
      noon('2028-03-01'),
      noon('2028-03-02'),
      noon('2028-03-03'),
      noon('2028-03-04'),
    ]
    const results = []
    for (const moment of moments) results.push(await signIn(db, orgId, userId, moment))
    expect(results.map((result) => result.points)).toEqual([5, 5, 10, 5, 5, 5, 15])
    expect(results.map((result) => result.progress)).toEqual([1, 2, 3, 4, 5, 6, 7])
    // A day missed: day 1 again.
    expect(await signIn(db, orgId, userId, noon('2028-03-06'))).toEqual({ progress: 1, points: 5 })
  })

  it('signs once per China day however often and however concurrently it is sent', async () => {
    const { orgId, userId } = await makeOrg(9103, at('2026-01-01T00:00:00Z'))
    const now = noon('2026-06-01')
    const results = await Promise.all(Array.from({ length: 8 }, (_, i) => signIn(db, orgId, userId, now + i)))
    expect(results.reduce((sum, result) => sum + result.points, 0)).toBe(5)
    expect(results.every((result) => result.progress === 1)).toBe(true)
    const records = await db.prepare('SELECT points FROM points_records WHERE org_id = ?').bind(orgId).all()
    expect(records.results).toEqual([{ points: 5 }])
  })
})

describe('purchase tasks', () => {
  const registered = at('2026-03-01T00:00:00Z')

  it('pays 300 for the first purchase of 299 yuan or more within 30 days of registration, once per trade', async () => {
    const { orgId, userId } = await makeOrg(9201, registered)
    expect(await awardPurchasePoints(env, { orgId, userId, tradeNo: 'T-small', amountCents: 29_899, paidAt: registered + DAY })).toEqual({
      kind: 'none',
      points: 0,
    })
    const order = { orgId, userId, tradeNo: 'T1', amountCents: 29_900, paidAt: registered + 29 * DAY }
    const [first, again] = await Promise.all([awardPurchasePoints(env, order), awardPurchasePoints(env, order)])
    expect([first!.points, again!.points].sort()).toEqual([0, 300])
    expect(await awardPurchasePoints(env, order)).toEqual({ kind: 'first', points: 0 })
    expect(await spendable(db, orgId, order.paidAt)).toBe(300)
  })

  it('pays nothing for a first purchase after 30 days; later ones are repurchases, at most one per 24 hours', async () => {
    const { orgId, userId } = await makeOrg(9202, registered)
    const t0 = registered + 31 * DAY
    expect(await awardPurchasePoints(env, { orgId, userId, tradeNo: 'A', amountCents: 59_900, paidAt: t0 })).toEqual({ kind: 'none', points: 0 })
    expect(await awardPurchasePoints(env, { orgId, userId, tradeNo: 'B', amountCents: 29_900, paidAt: t0 + 3600 })).toEqual({ kind: 'repurchase', points: 200 })
    expect(await awardPurchasePoints(env, { orgId, userId, tradeNo: 'C', amountCents: 99_900, paidAt: t0 + 23 * 3600 })).toEqual({ kind: 'none', points: 0 })
    expect(await awardPurchasePoints(env, { orgId, userId, tradeNo: 'D', amountCents: 29_900, paidAt: t0 + 3600 + DAY + 1 })).toEqual({
      kind: 'repurchase',
      points: 200,
    })
    expect(await spendable(db, orgId, t0 + 2 * DAY)).toBe(400)
  })

  it('takes the points back when the order is refunded (type 10), once, never below zero', async () => {
    const { orgId, userId } = await makeOrg(9203, registered)
    const paidAt = registered + DAY
    await awardPurchasePoints(env, { orgId, userId, tradeNo: 'R1', amountCents: 29_900, paidAt })
    await exchangeDeduct(db, orgId, userId, 250, 'mall-1', paidAt + 10)
    expect(await reversePurchasePoints(env, { tradeNo: 'R1', refundedAt: paidAt + DAY })).toBe(50)
    expect(await reversePurchasePoints(env, { tradeNo: 'R1', refundedAt: paidAt + DAY })).toBe(0)
    expect(await reversePurchasePoints(env, { tradeNo: 'unknown', refundedAt: paidAt + DAY })).toBe(0)
    const refund = await db
      .prepare('SELECT type, points FROM points_records WHERE org_id = ? AND type = ?')
      .bind(orgId, PointsRecordType.OrderRefundDeduction)
      .all()
    expect(refund.results).toEqual([{ type: 10, points: -50 }])
    expect((await ledgerState(orgId)).sum).toBe(0)
  })
})

describe('expiry by the scheduled handler', () => {
  async function runCron(scheduledTime: number) {
    const ctx = createExecutionContext()
    await worker.scheduled(createScheduledController({ scheduledTime: scheduledTime * 1000, cron: '5 16 * * *' }), SANDBOX_ENV, ctx)
    await waitOnExecutionContext(ctx)
  }

  it('expires what is left of lapsed lots, after nearest-expiry-first spending, and writes nothing more the second time', async () => {
    const { orgId, userId } = await makeOrg(9301, at('2025-01-01T00:00:00Z'))
    const old = at('2026-04-01T04:00:00Z') // valid to the end of 2027
    const recent = at('2027-04-01T04:00:00Z') // valid to the end of 2028
    await credit(db, { orgId, userId, type: PointsRecordType.Task, points: 100, taskName: '旧', uniqueKey: 'old', now: old })
    await credit(db, { orgId, userId, type: PointsRecordType.Task, points: 80, taskName: '新', uniqueKey: 'new', now: recent })
    await exchangeDeduct(db, orgId, userId, 60, 'mall', recent)

    // Just before the end: nothing lapses.
    await runCron(at('2027-12-31T15:59:58Z'))
    expect(await spendable(db, orgId, at('2027-12-31T15:59:58Z'))).toBe(120)

    const after = at('2027-12-31T16:05:00Z')
    await runCron(after)
    await runCron(after)
    const expired = await db.prepare('SELECT type, points FROM points_records WHERE org_id = ? AND type = ?').bind(orgId, PointsRecordType.Expiry).all()
    expect(expired.results).toEqual([{ type: 12, points: -40 }])
    expect((await ledgerState(orgId)).sum).toBe(80)
    expect((await openLots(db, orgId, after)).map((lot) => lot.remaining)).toEqual([80])
  })
})
