import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { payCalls } from '../../../shared/contracts/pay'
import { nowSeconds } from '../../lib/clock'
import type { PayProvider } from '../../providers/pay'
import { api, SANDBOX_ENV } from '../../test/accounts'
import { createOrder, creditCount, orderAmount, paidNotification, payApi, postNotification, resetPayAsDemo } from '../../test/pay'
import { handleNotification } from './notifications'
import { closeOrder } from './orders'

const BASIC = 1002 // 基础版, 3000 photos, ¥299.00

async function orderState(token: string, outTradeNo: string) {
  return payApi<{ state: number; pay_result: number | null; paid_at: number | null; closed_at: number | null }>(
    `${payCalls.orderState.path}?out_trade_no=${outTradeNo}&app_id=1`,
    { token },
  )
}

describe('payment notifications', () => {
  let token: string
  beforeEach(async () => {
    token = await resetPayAsDemo()
  })

  /** What a refused notification leaves: no credit, and the order still unpaid. */
  async function expectUnpaid(no: string) {
    expect(await creditCount(no)).toBe(0)
    expect((await orderState(token, no)).data.state).toBe(0)
  }

  it('a verified notification with the order amount pays the order and credits the organisation once', async () => {
    const no = await createOrder(token, BASIC)
    expect(await orderAmount(no)).toBe(29900)
    expect(await postNotification(paidNotification(no, 29900))).toEqual({ status: 200, msg: 'paid' })
    const state = await orderState(token, no)
    expect(state.data).toMatchObject({ state: 1, pay_result: 1, closed_at: null })
    const credit = await env.DB.prepare('SELECT org_id, count, valid_until - valid_from AS validity FROM pay_credits WHERE out_trade_no = ?').bind(no).first()
    expect(credit).toEqual({ org_id: 101, count: 3000, validity: 365 * 86400 })
  })

  it('a bad signature credits nothing and is refused', async () => {
    const no = await createOrder(token, BASIC)
    expect(await postNotification(paidNotification(no, 29900), 'f'.repeat(64))).toEqual({ status: 401, msg: 'bad_signature' })
    expect(await postNotification(paidNotification(no, 29900), '')).toEqual({ status: 401, msg: 'bad_signature' })
    await expectUnpaid(no)
  })

  it('a wrong amount credits nothing', async () => {
    const no = await createOrder(token, BASIC)
    expect((await postNotification(paidNotification(no, 29899))).msg).toBe('amount_mismatch')
    expect((await postNotification(paidNotification(no, 1))).msg).toBe('amount_mismatch')
    await expectUnpaid(no)
  })

  it('a duplicate notification credits once', async () => {
    const no = await createOrder(token, BASIC)
    expect((await postNotification(paidNotification(no, 29900))).msg).toBe('paid')
    expect((await postNotification(paidNotification(no, 29900))).msg).toBe('duplicate')
    expect(await creditCount(no)).toBe(1)
    const notifications = await env.DB.prepare('SELECT COUNT(*) AS n FROM pay_notifications WHERE out_trade_no = ?').bind(no).first<number>('n')
    expect(notifications).toBe(1)
  })

  it('concurrent duplicates credit once', async () => {
    const no = await createOrder(token, BASIC)
    const outcomes = await Promise.all(Array.from({ length: 6 }, () => postNotification(paidNotification(no, 29900))))
    expect(outcomes.filter((outcome) => outcome.msg === 'paid')).toHaveLength(1)
    expect(outcomes.every((outcome) => outcome.status === 200)).toBe(true)
    expect(await creditCount(no)).toBe(1)
  })

  it('a verified payment for an order closed here pays it: the channel took the money', async () => {
    const no = await createOrder(token, BASIC)
    expect(await closeOrder(env.DB, no, nowSeconds(), true)).toBe(true)
    expect(await postNotification(paidNotification(no, 29900))).toEqual({ status: 200, msg: 'paid' })
    expect((await orderState(token, no)).data).toMatchObject({ state: 1, pay_result: 1, closed_at: null })
    expect(await creditCount(no)).toBe(1)
    expect((await postNotification(paidNotification(no, 29900))).msg).toBe('duplicate')
    expect(await creditCount(no)).toBe(1)
  })

  it('no closed after paid: closing a paid order changes nothing', async () => {
    const no = await createOrder(token, BASIC)
    await postNotification(paidNotification(no, 29900))
    expect(await closeOrder(env.DB, no, nowSeconds() + 3600, true)).toBe(false)
    expect((await orderState(token, no)).data).toMatchObject({ state: 1, pay_result: 1, closed_at: null })
  })

  it('a notification after the 10 minutes still pays the order, once', async () => {
    const no = await createOrder(token, BASIC)
    await env.DB.prepare('UPDATE pay_orders SET expires_at = ? WHERE out_trade_no = ?')
      .bind(nowSeconds() - 1, no)
      .run()
    const outcomes = await Promise.all(Array.from({ length: 4 }, () => postNotification(paidNotification(no, 29900))))
    expect(outcomes.map((outcome) => outcome.msg).sort()).toEqual(['duplicate', 'duplicate', 'duplicate', 'paid'])
    expect(await creditCount(no)).toBe(1)
  })

  it('what it cannot apply it refuses, so the channel retries: an unknown order, a wrong amount, a refund of an unpaid order', async () => {
    expect(await postNotification(paidNotification('PNOSUCHORDER0001', 100))).toEqual({ status: 401, msg: 'unknown_order' })
    const no = await createOrder(token, BASIC)
    expect(await postNotification(paidNotification(no, 1))).toEqual({ status: 401, msg: 'amount_mismatch' })
    expect(await postNotification({ ...paidNotification(no, 29900), kind: 'refund' })).toEqual({ status: 401, msg: 'not_paid' })
    expect(await creditCount(no)).toBe(0)
  })

  it('a notification from another channel than the order’s is refused and credits nothing', async () => {
    const no = await createOrder(token, BASIC)
    const otherChannel: PayProvider = {
      name: 'other',
      payTypes: [],
      createCharge: () => Promise.reject(new Error('not used')),
      verifyNotification: async () => paidNotification(no, 29900),
      answerNotification: () => ({ status: 200, body: '', contentType: 'text/plain' }),
    }
    expect(await handleNotification(SANDBOX_ENV, otherChannel, { body: '', headers: new Headers() }, nowSeconds())).toEqual({
      outcome: 'wrong_channel',
      reason: 'order pay_type 6',
    })
    expect(await creditCount(no)).toBe(0)
  })

  it('a signed refund appends the negative credit once; the user panel counts drop back', async () => {
    const no = await createOrder(token, BASIC)
    await postNotification(paidNotification(no, 29900))
    const paidInfo = await api<{ left_count_str: string; total_count_str: string }>('/v1/user/info', { token })
    expect(paidInfo.data.left_count_str).toBe('4280')
    expect(paidInfo.data.total_count_str).toBe('6000')
    const refund = { ...paidNotification(no, 29900), kind: 'refund' as const }
    expect((await postNotification(refund)).msg).toBe('refunded')
    expect((await postNotification(refund)).msg).toBe('duplicate')
    const info = await api<{ left_count_str: string }>('/v1/user/info', { token })
    expect(info.data.left_count_str).toBe('1280')
  })
})
