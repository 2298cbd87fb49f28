import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { PointsRecordType } from '../../../shared/points'
import { createOrder, paidNotification, postNotification, resetPayAsDemo } from '../../test/pay'

const BASIC = 1002 // 基础版, ¥299.00: a purchase task qualifies from 299 yuan
const TRIAL = 1001 // 体验版, ¥9.90: too small for a purchase task

async function purchaseRecords(tradeNo: string) {
  const { results } = await env.DB.prepare('SELECT type, points FROM points_records WHERE ref = ? ORDER BY id')
    .bind(tradeNo)
    .all<{ type: number; points: number }>()
  return results
}

describe('purchase points fired by the payment service', () => {
  let token: string
  beforeEach(async () => {
    token = await resetPayAsDemo()
  })

  it('a paid package of 299 yuan earns its purchase task once, however often the channel notifies', async () => {
    const no = await createOrder(token, BASIC)
    await Promise.all([postNotification(paidNotification(no, 29900)), postNotification(paidNotification(no, 29900))])
    await postNotification(paidNotification(no, 29900))
    const records = await purchaseRecords(no)
    expect(records).toHaveLength(1)
    expect(records[0]!.type).toBe(PointsRecordType.OrderPurchase)
    expect([300, 200]).toContain(records[0]!.points)
  })

  it('a refund takes the purchase points back once', async () => {
    const no = await createOrder(token, BASIC)
    await postNotification(paidNotification(no, 29900))
    const refund = { ...paidNotification(no, 29900), kind: 'refund' as const }
    expect((await postNotification(refund)).msg).toBe('refunded')
    expect((await postNotification(refund)).msg).toBe('duplicate')
    const records = await purchaseRecords(no)
    expect(records.map((record) => record.type)).toEqual([PointsRecordType.OrderPurchase, PointsRecordType.OrderRefundDeduction])
    expect(records[0]!.points + records[1]!.points).toBe(0)
  })

  it('a package under 299 yuan earns no purchase points', async () => {
    const no = await createOrder(token, TRIAL)
    await postNotification(paidNotification(no, 990))
    expect(await purchaseRecords(no)).toEqual([])
  })
})
