import { env } from 'cloudflare:workers'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { chinaDay, chinaDayStartOf } from '../../../shared/chinaTime'
import type { Bindings } from '../../env'
import { nowSeconds } from '../../lib/clock'
import { payChannelNamed } from '../../providers/pay'
import { recordSandboxTake } from '../../providers/pay/sandboxBill'
import { SANDBOX_ENV } from '../../test/accounts'
import { fakeWechatBills, wechatBillText } from '../../test/fakeBills'
import { callRaw, createOrder, creditCount, orderAmount, postNotification, resetPay, resetPayAsDemo } from '../../test/pay'
import { channelKeysBeforeAll, routeFetchTo, wechatPaySecrets } from '../../test/realChannels'
import { runPayJobs } from './jobs'
import { latestBillDay, reconcileBills, reconcileDay } from './reconcile'

const json = (body: unknown): RequestInit => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })

async function orderState(outTradeNo: string): Promise<number | null> {
  return env.DB.prepare('SELECT state FROM pay_orders WHERE out_trade_no = ?').bind(outTradeNo).first<number>('state')
}

async function mismatches(): Promise<{ out_trade_no: string; kind: string; resolution: string; channel_amount: number | null; local_amount: number | null }[]> {
  const { results } = await env.DB.prepare(
    'SELECT out_trade_no, kind, resolution, channel_amount, local_amount FROM pay_reconciliation_mismatches ORDER BY out_trade_no, kind',
  ).all<{
    out_trade_no: string
    kind: string
    resolution: string
    channel_amount: number | null
    local_amount: number | null
  }>()
  return results
}

describe('reconciliation against the sandbox channel’s bill', () => {
  let token: string
  beforeEach(async () => {
    token = await resetPayAsDemo()
  })

  const sandbox = () => payChannelNamed(SANDBOX_ENV, 'sandbox')!

  it('pays a payment taken without a notification once: two runs at once, then again', async () => {
    const no = await createOrder(token, 1002)
    expect(await (await callRaw(`/__sandbox/pay/reconciliation/lost/${no}`, json({}))).json()).toEqual({ recorded: true })
    expect(await orderState(no)).toBe(0)
    expect(await creditCount(no)).toBe(0)

    const now = nowSeconds()
    const day = chinaDay(now)
    const both = await Promise.all([reconcileDay(SANDBOX_ENV, sandbox(), day, now, true), reconcileDay(SANDBOX_ENV, sandbox(), day, now, true)])
    expect(both.map((result) => result.state).sort()).toEqual(['done', 'skipped'])
    expect(both.find((result) => result.state === 'done')).toMatchObject({ bill_rows: 1, credited: 1, mismatches: 1 })
    expect(await orderState(no)).toBe(1)
    expect(await creditCount(no)).toBe(1)

    const again = await reconcileDay(SANDBOX_ENV, sandbox(), day, now + 60, true)
    expect(again).toMatchObject({ state: 'done', credited: 0, mismatches: 1 })
    expect(await creditCount(no)).toBe(1)
    expect(await mismatches()).toEqual([{ out_trade_no: no, kind: 'paid_there_not_here', resolution: 'credited', channel_amount: 29900, local_amount: 29900 }])
    // Without force, a done day is not run again.
    expect(await reconcileDay(SANDBOX_ENV, sandbox(), day, now + 120)).toMatchObject({ state: 'skipped' })
  })

  it('records each kind of mismatch once, and credits none of them', async () => {
    const amountDiffers = await createOrder(token, 1002)
    await recordSandboxTake(
      env.DB,
      { kind: 'paid', out_trade_no: amountDiffers, amount: 100, channel_trade_no: `sandbox-paid-${amountDiffers}`, time: nowSeconds() },
      false,
    )

    const paidHereOnly = await createOrder(token, 1005)
    const price = await orderAmount(paidHereOnly)
    // Paid by a notification the sandbox's ledger never saw (as if the channel had not taken it).
    await postNotification({ kind: 'paid', out_trade_no: paidHereOnly, amount: price, channel_trade_no: 'forged-elsewhere', time: nowSeconds() })

    const refundedThere = await createOrder(token, 1005)
    await callRaw(`/__sandbox/pay/order/${refundedThere}/pay`, json({}))
    await recordSandboxTake(
      env.DB,
      { kind: 'refund', out_trade_no: refundedThere, amount: price, channel_trade_no: `sandbox-refund-${refundedThere}`, time: nowSeconds() },
      false,
    )

    const refundedHere = await createOrder(token, 1005)
    await callRaw(`/__sandbox/pay/order/${refundedHere}/pay`, json({}))
    await postNotification({ kind: 'refund', out_trade_no: refundedHere, amount: price, channel_trade_no: 'refund-elsewhere', time: nowSeconds() })

    await recordSandboxTake(
      env.DB,
      { kind: 'paid', out_trade_no: 'PUNKNOWN0000000001', amount: 990, channel_trade_no: 'sandbox-paid-unknown', time: nowSeconds() },
      false,
    )

    const now = nowSeconds()
    for (let run = 0; run < 2; run++)
      expect(await reconcileDay(SANDBOX_ENV, sandbox(), chinaDay(now), now + run, true)).toMatchObject({ state: 'done', credited: 0, mismatches: 5 })

    const expected = [
      { out_trade_no: amountDiffers, kind: 'amount_differs', resolution: 'open', channel_amount: 100, local_amount: 29900 },
      { out_trade_no: paidHereOnly, kind: 'paid_here_not_there', resolution: 'open', channel_amount: null, local_amount: price },
      { out_trade_no: refundedThere, kind: 'refund_there_not_here', resolution: 'open', channel_amount: price, local_amount: price },
      { out_trade_no: refundedHere, kind: 'refund_here_not_there', resolution: 'open', channel_amount: null, local_amount: price },
      { out_trade_no: 'PUNKNOWN0000000001', kind: 'paid_there_not_here', resolution: 'unknown_order', channel_amount: 990, local_amount: null },
    ]
    expect(await mismatches()).toEqual(expect.arrayContaining(expected))
    expect(await mismatches()).toHaveLength(expected.length)
    expect(await creditCount(amountDiffers)).toBe(0)
    expect(await orderState(amountDiffers)).toBe(0)

    // An operator reads them on the sandbox console.
    const page = await (await callRaw('/__sandbox/pay/reconciliation')).text()
    expect(page).toContain('金额不符 / Amount differs')
    expect(page).toContain('本站已支付，账单中没有 / Paid here, not in the bill')
    expect(page).toContain('本站无此订单，需人工退款')
    const listed = (await (await callRaw('/__sandbox/pay/reconciliation', { headers: { accept: 'application/json' } })).json()) as {
      mismatches: unknown[]
      runs: unknown[]
    }
    expect(listed.mismatches).toHaveLength(5)
    expect(listed.runs).toHaveLength(1)
  })

  it('the console runs a day from its form and refuses a bad date; the lost action needs a waiting order', async () => {
    const no = await createOrder(token, 1002)
    const page = await (await callRaw(`/__sandbox/pay/order/${no}`)).text()
    expect(page).toContain('data-testid="sandbox-pay-lost"')
    const lost = await (await callRaw(`/__sandbox/pay/reconciliation/lost/${no}`, { method: 'POST' })).text()
    expect(lost).toContain('通知已丢失')
    expect(await (await callRaw(`/__sandbox/pay/reconciliation/lost/${no}`, json({}))).json()).toEqual({ recorded: false })
    const run = await (
      await callRaw('/__sandbox/pay/reconciliation/run', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: `bill_date=${chinaDay(nowSeconds())}`,
      })
    ).text()
    expect(run).toContain('补单入账 1 笔')
    expect(await orderState(no)).toBe(1)
    expect((await callRaw('/__sandbox/pay/reconciliation/run', json({ bill_date: '2026-02-30' }))).status).toBe(400)
    expect((await callRaw('/__sandbox/pay/reconciliation/lost/PNOSUCHORDER', json({}))).status).toBe(404)
  })

  it('the Cron job reconciles the previous China day once', async () => {
    // Noon of yesterday, China time: two runs 5 minutes apart from the clock's now would straddle
    // China's midnight in the 5 minutes before it (16:00 UTC), and the second would reconcile a new day.
    const now = chinaDayStartOf(nowSeconds()) - 12 * 3600
    await runPayJobs(SANDBOX_ENV, now)
    await runPayJobs(SANDBOX_ENV, now + 300)
    const runs = await env.DB.prepare("SELECT bill_date, state, attempts FROM pay_reconciliation_runs WHERE channel = 'sandbox' ORDER BY bill_date DESC").all()
    expect(runs.results[0]).toEqual({ bill_date: latestBillDay(now, 0), state: 'done', attempts: 1 })
  })
})

describe('reconciliation of a real channel’s bill (WeChat Pay against a fake peer)', () => {
  const keys = channelKeysBeforeAll()
  let realEnv: Bindings
  beforeAll(() => {
    realEnv = { ...env, SANDBOX: 'off', ...wechatPaySecrets(keys) }
  })
  beforeEach(resetPay)

  /** 10:34:56 China time on 23 Nov 2026, when the payer paid. */
  const PAID_AT = Date.parse('2026-11-23T10:34:56+08:00') / 1000

  async function insertOrder(outTradeNo: string): Promise<void> {
    await env.DB.prepare(
      `INSERT INTO pay_orders (out_trade_no, org_id, user_id, product_id, product_name, business_type, price, amount, pay_type, created_at, expires_at)
       VALUES (?, 101, 1, 1001, '体验版', 2, 990, 990, 6, ?, ?)`,
    )
      .bind(outTradeNo, PAID_AT - 60, PAID_AT + 540)
      .run()
  }

  function connect() {
    const fake = fakeWechatBills(keys.merchant, keys.platform)
    routeFetchTo(fake)
    return fake
  }

  it('asks for the previous day only after the bill is ready (10:00 China time for WeChat Pay)', async () => {
    expect(latestBillDay(Date.parse('2026-11-24T09:59:59+08:00') / 1000, 10)).toBe('2026-11-22')
    expect(latestBillDay(Date.parse('2026-11-24T10:00:00+08:00') / 1000, 10)).toBe('2026-11-23')
    expect(latestBillDay(Date.parse('2026-11-24T09:00:00+08:00') / 1000, 9)).toBe('2026-11-23')
    const fake = connect()
    await reconcileBills(realEnv, Date.parse('2026-11-24T09:30:00+08:00') / 1000)
    expect(fake.calls[0]!.url).toBe('/v3/bill/tradebill?bill_date=2026-11-22&bill_type=ALL')
  })

  it('retries a day whose download failed on a later run, then pays the lost order once', async () => {
    await insertOrder('PRECONCILE0000001')
    const fake = connect()
    fake.bills.set(
      '2026-11-23',
      wechatBillText([
        { time: '2026-11-23 10:34:56', transaction_id: '4200000001202611230001', out_trade_no: 'PRECONCILE0000001', status: 'SUCCESS', total: '9.90' },
      ]),
    )
    fake.state.failDownloads = 1
    const now = Date.parse('2026-11-24T10:30:00+08:00') / 1000

    expect(await reconcileBills(realEnv, now)).toMatchObject([{ bill_date: '2026-11-23', state: 'failed' }])
    expect(await orderState('PRECONCILE0000001')).toBe(0)
    // Before its retry is due the failed day waits (an older day without a run goes meanwhile).
    expect(await reconcileBills(realEnv, now + 60)).toMatchObject([{ bill_date: '2026-11-22', state: 'done', bill_rows: 0 }])
    const failed = await env.DB.prepare("SELECT state, attempts, error FROM pay_reconciliation_runs WHERE bill_date = '2026-11-23'").first()
    expect(failed).toMatchObject({ state: 'failed', attempts: 1 })

    expect(await reconcileBills(realEnv, now + 30 * 60)).toMatchObject([{ bill_date: '2026-11-23', state: 'done', bill_rows: 1, credited: 1 }])
    expect(await orderState('PRECONCILE0000001')).toBe(1)
    expect(await env.DB.prepare("SELECT paid_at, channel_trade_no FROM pay_orders WHERE out_trade_no = 'PRECONCILE0000001'").first()).toEqual({
      paid_at: PAID_AT,
      channel_trade_no: '4200000001202611230001',
    })
    expect(await creditCount('PRECONCILE0000001')).toBe(1)
    // Later runs work through older days and never touch a done one again.
    for (let run = 1; run <= 8; run++) await reconcileBills(realEnv, now + 30 * 60 + run * 300)
    expect(await creditCount('PRECONCILE0000001')).toBe(1)
    expect(fake.calls.filter((call) => call.url.includes('bill_date=2026-11-23&'))).toHaveLength(2)
    expect(await mismatches()).toEqual([
      { out_trade_no: 'PRECONCILE0000001', kind: 'paid_there_not_here', resolution: 'credited', channel_amount: 990, local_amount: 990 },
    ])
  })

  it('a day without a bill is done when nothing was paid here, and failed (retried) when something was', async () => {
    connect()
    const now = Date.parse('2026-11-24T10:30:00+08:00') / 1000
    expect(await reconcileDay(realEnv, payChannelNamed(realEnv, 'wechatpay')!, '2026-11-23', now)).toMatchObject({ state: 'done', bill_rows: 0 })
    await insertOrder('PRECONCILE0000002')
    await env.DB.prepare("UPDATE pay_orders SET state = 1, paid_at = ? WHERE out_trade_no = 'PRECONCILE0000002'").bind(PAID_AT).run()
    expect(await reconcileDay(realEnv, payChannelNamed(realEnv, 'wechatpay')!, '2026-11-23', now, true)).toMatchObject({
      state: 'failed',
      error: expect.stringContaining('no bill'),
    })
  })
})
