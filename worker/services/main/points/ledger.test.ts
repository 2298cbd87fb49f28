import { env } from 'cloudflare:workers'
import fc from 'fast-check'
import { beforeEach, describe, expect, it } from 'vitest'
import { PointsRecordType } from '../../../../shared/points'
import { exchangeDeduct, exchangeRefund } from './exchange'
import { credit, expireLots, InsufficientPoints, openLots, spendable } from './ledger'
import { at, ledgerState, resetPoints } from '../../../test/points'

const ORG = 9001
const db = env.DB

beforeEach(resetPoints)

async function clearOrg() {
  await db.batch([
    db.prepare('DELETE FROM points_allocations WHERE debit_id IN (SELECT id FROM points_records WHERE org_id = ?)').bind(ORG),
    db.prepare('DELETE FROM points_records WHERE org_id = ?').bind(ORG),
  ])
}

type Op =
  | { kind: 'earn'; points: number; days: number }
  | { kind: 'spend'; points: number; days: number }
  | { kind: 'refund'; part: number; days: number }
  | { kind: 'expire'; days: number }

const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('earn' as const), points: fc.integer({ min: 1, max: 500 }), days: fc.integer({ min: 0, max: 300 }) }),
  fc.record({ kind: fc.constant('spend' as const), points: fc.integer({ min: 1, max: 700 }), days: fc.integer({ min: 0, max: 300 }) }),
  fc.record({ kind: fc.constant('refund' as const), part: fc.double({ min: 0.1, max: 1, noNaN: true }), days: fc.integer({ min: 0, max: 60 }) }),
  fc.record({ kind: fc.constant('expire' as const), days: fc.integer({ min: 0, max: 400 }) }),
)

describe('the ledger', () => {
  it('always sums to the lots it holds, never overdraws a lot, and spends only what is live', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 14 }), async (ops) => {
        await clearOrg()
        let now = at('2026-03-01T04:00:00Z')
        let n = 0
        const exchanges: string[] = []
        for (const step of ops) {
          now += step.days * 86_400
          n++
          if (step.kind === 'earn') {
            await credit(db, { orgId: ORG, type: PointsRecordType.Admin, points: step.points, taskName: '系统调整', uniqueKey: `earn:${n}`, now })
          } else if (step.kind === 'spend') {
            const live = await spendable(db, ORG, now)
            const id = `x${n}`
            if (live >= step.points) {
              expect(await exchangeDeduct(db, ORG, 1, step.points, id, now)).toBe(step.points)
              exchanges.push(id)
              expect(await spendable(db, ORG, now)).toBe(live - step.points)
            } else {
              await expect(exchangeDeduct(db, ORG, 1, step.points, id, now)).rejects.toBeInstanceOf(InsufficientPoints)
            }
          } else if (step.kind === 'refund') {
            const id = exchanges.shift()
            if (id) await exchangeRefund(db, ORG, id, undefined, now)
          } else {
            await expireLots(db, now)
            // Nothing live has passed its end after the job ran.
            const overdue = await db
              .prepare(
                `SELECT COUNT(*) AS n FROM points_records r WHERE r.org_id = ? AND r.expires_at <= ?
                 AND r.points > COALESCE((SELECT SUM(a.points) FROM points_allocations a WHERE a.lot_id = r.id), 0)`,
              )
              .bind(ORG, now)
              .first<number>('n')
            expect(overdue).toBe(0)
            expect((await ledgerState(ORG)).sum).toBe(await spendable(db, ORG, now))
          }
          const state = await ledgerState(ORG)
          expect(state.lots.every((remaining) => remaining >= 0)).toBe(true)
          expect(state.sum).toBe(state.lots.reduce((a, b) => a + b, 0))
        }
      }),
      { numRuns: 30 },
    )
  }, 120_000)

  it('spends the nearest expiry first', async () => {
    await clearOrg()
    const early = at('2026-05-01T00:00:00Z')
    const late = at('2027-05-01T00:00:00Z')
    await credit(db, { orgId: ORG, type: PointsRecordType.Admin, points: 100, taskName: 'late', uniqueKey: 'late', now: late })
    await credit(db, { orgId: ORG, type: PointsRecordType.Admin, points: 100, taskName: 'early', uniqueKey: 'early', now: early })
    await exchangeDeduct(db, ORG, 1, 130, 'order-1', late)
    const lots = await openLots(db, ORG, late)
    expect(lots.map((lot) => lot.remaining)).toEqual([70])
    expect(lots[0]!.expires_at).toBe(at('2028-12-31T15:59:59Z'))
  })

  it('writes an exchange and its refund once each', async () => {
    await clearOrg()
    const now = at('2026-05-01T00:00:00Z')
    await credit(db, { orgId: ORG, type: PointsRecordType.Admin, points: 100, taskName: 'x', uniqueKey: 'x', now })
    await Promise.all([exchangeDeduct(db, ORG, 1, 60, 'e1', now), exchangeDeduct(db, ORG, 1, 60, 'e1', now)])
    expect(await spendable(db, ORG, now)).toBe(40)
    await Promise.all([exchangeRefund(db, ORG, 'e1', undefined, now), exchangeRefund(db, ORG, 'e1', undefined, now)])
    expect(await spendable(db, ORG, now)).toBe(100)
    const types = await db.prepare('SELECT type, points FROM points_records WHERE org_id = ? ORDER BY id').bind(ORG).all()
    expect(types.results).toEqual([
      { type: 2, points: 100 },
      { type: 5, points: -60 },
      { type: 6, points: 60 },
    ])
  })

  it('lets concurrent spends never take more than there is', async () => {
    await clearOrg()
    const now = at('2026-05-01T00:00:00Z')
    await credit(db, { orgId: ORG, type: PointsRecordType.Admin, points: 100, taskName: 'x', uniqueKey: 'x', now })
    const results = await Promise.allSettled(Array.from({ length: 5 }, (_, i) => exchangeDeduct(db, ORG, 1, 30, `c${i}`, now)))
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(3)
    expect(await spendable(db, ORG, now)).toBe(10)
    expect((await ledgerState(ORG)).sum).toBe(10)
  })
})
