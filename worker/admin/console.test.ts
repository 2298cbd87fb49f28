import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { chinaDay } from '../../shared/chinaTime'
import { nowSeconds } from '../lib/clock'
import { DEMO } from '../test/accounts'
import { createOrder, paidNotification, postNotification, resetPay, tokenFor } from '../test/pay'
import { adminGet as get, adminPost as post, adminSignIn as signIn } from '../test/admin'

const BASIC = 1002 // 基础版, ¥299.00: credits and a purchase task

async function paidOrder(): Promise<string> {
  const no = await createOrder(await tokenFor(DEMO.main.id), BASIC)
  expect((await postNotification(paidNotification(no, 29900))).msg).toBe('paid')
  return no
}

function refundNoOf(page: string): string {
  return /name="out_refund_no" value="(R[A-Z0-9]{12})"/.exec(page)![1]!
}

async function ledger(no: string) {
  const credits = await env.DB.prepare('SELECT credit_key FROM pay_credits WHERE out_trade_no = ? ORDER BY id').bind(no).all<{ credit_key: string }>()
  const points = await env.DB.prepare('SELECT points FROM points_records WHERE ref = ? ORDER BY id').bind(no).all<{ points: number }>()
  const order = await env.DB.prepare('SELECT refunded_at FROM pay_orders WHERE out_trade_no = ?').bind(no).first<{ refunded_at: number | null }>()
  return { credits: credits.results.map((row) => row.credit_key), points: points.results.map((row) => row.points), refunded: order?.refunded_at != null }
}

async function auditRows() {
  return (await env.DB.prepare('SELECT actor_email, action, target, before_json, after_json FROM admin_audit ORDER BY id').all<Record<string, string>>())
    .results
}

beforeEach(resetPay)

describe('orders', () => {
  it('finds an order by phone, trade number, date, channel and state; bad input is a Chinese message and the form keeps it', async () => {
    const cookie = await signIn('viewer@example.com')
    const no = await paidOrder()
    // The order's own China day, not the clock's: an order made just before China's midnight is searched under its day.
    const created = await env.DB.prepare('SELECT created_at FROM pay_orders WHERE out_trade_no = ?').bind(no).first<{ created_at: number }>()
    const today = chinaDay(created!.created_at)
    for (const query of [
      `phone=${DEMO.main.phone}`,
      `trade_no=${no}`,
      `date_from=${today}&date_to=${today}`,
      'channel=6',
      'state=paid',
      `phone=${DEMO.main.phone.slice(0, 7)}&channel=6&state=paid`,
    ]) {
      const page = await (await get(`/admin/orders?${query}`, cookie)).text()
      expect(page, query).toContain(`/admin/orders/${no}`)
    }
    expect(await (await get('/admin/orders?state=closed', cookie)).text()).not.toContain(`/admin/orders/${no}`)
    const bad = await get('/admin/orders?phone=12ab&trade_no=kept', cookie)
    expect(bad.status).toBe(400)
    const page = await bad.text()
    expect(page).toContain('手机号只能是 3 到 11 位数字')
    expect(page).toContain('value="12ab"')
    expect(page).toContain('value="kept"')
    expect((await get('/admin/orders?date_from=2026-13-45', cookie)).status).toBe(400)
  })

  it('shows the timeline: created, paid, the notification and the credit', async () => {
    const cookie = await signIn('viewer@example.com')
    const no = await paidOrder()
    const page = await (await get(`/admin/orders/${no}`, cookie)).text()
    for (const text of ['创建订单', '支付成功', '收到支付通知', '发放权益']) expect(page).toContain(text)
    expect(page).not.toContain('确认退款') // a viewer sees no refund form
    expect((await get('/admin/orders/NOPE', cookie)).status).toBe(404)
  })
})

describe('refunds', () => {
  it('only finance may refund; a viewer or an operator is refused and nothing changes', async () => {
    const no = await paidOrder()
    for (const email of ['viewer@example.com', 'operator@example.com']) {
      const response = await post(`/admin/orders/${no}/refund`, await signIn(email), { out_refund_no: 'RAAAAAAAAAAAA', amount: '1.00', reason: '测试' })
      expect(response.status).toBe(403)
    }
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM admin_refunds').first('n')).toBe(0)
    expect(await auditRows()).toEqual([])
  })

  it('refuses bad input with a Chinese message, keeps what was typed, and changes nothing', async () => {
    const cookie = await signIn('finance@example.com')
    const no = await paidOrder()
    const refundNo = refundNoOf(await (await get(`/admin/orders/${no}`, cookie)).text())
    for (const [form, message] of [
      [{ amount: 'abc', reason: '客户要求' }, '退款金额应为最多两位小数的元数'],
      [{ amount: '0', reason: '客户要求' }, '退款金额必须大于 0'],
      [{ amount: '299.01', reason: '客户要求' }, '退款金额不能超过可退金额 299.00 元'],
      [{ amount: '10', reason: '' }, '请填写退款原因'],
    ] as const) {
      const response = await post(`/admin/orders/${no}/refund`, cookie, { out_refund_no: refundNo, ...form })
      expect(response.status).toBe(400)
      const page = await response.text()
      expect(page).toContain(message)
      expect(page).toContain(`value="${form.amount}"`)
      expect(page).toContain(`value="${refundNo}"`)
    }
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM admin_refunds').first('n')).toBe(0)
    expect(await auditRows()).toEqual([])
  })

  it('a partial refund gives money back once per refund number, keeps the package, and is audited', async () => {
    const cookie = await signIn('finance@example.com')
    const no = await paidOrder()
    const before = await ledger(no)
    const refundNo = refundNoOf(await (await get(`/admin/orders/${no}`, cookie)).text())
    const first = await post(`/admin/orders/${no}/refund`, cookie, { out_refund_no: refundNo, amount: '100.00', reason: '部分退款' })
    expect(first.status).toBe(200)
    const page = await first.text()
    expect(page).toContain('退款成功')
    expect(page).toContain('后台发起退款')
    expect(page).toContain('data-testid="admin-refundable">199.00 元')
    // The same form sent again refunds nothing more.
    const again = await post(`/admin/orders/${no}/refund`, cookie, { out_refund_no: refundNo, amount: '100.00', reason: '部分退款' })
    expect(await again.text()).toContain('该退款已提交过，未重复退款')
    expect(
      await env.DB.prepare('SELECT amount, state, requested_by FROM admin_refunds')
        .all()
        .then((r) => r.results),
    ).toEqual([{ amount: 10000, state: 'success', requested_by: 'finance@example.com' }])
    expect(await ledger(no)).toEqual(before)
    const audit = await auditRows()
    expect(audit.map((row) => row.action)).toEqual(['order.refund', 'order.refund_result'])
    expect(audit[0]).toMatchObject({ actor_email: 'finance@example.com', target: no })
    expect(JSON.parse(audit[0]!.before_json!)).toEqual({ refunded: 0, refundable: 29900 })
    expect(JSON.parse(audit[1]!.after_json!)).toMatchObject({ amount: 10000, state: 'success' })
    // Readable in the console.
    expect(await (await get('/admin/audit', await signIn('viewer@example.com'))).text()).toContain('订单退款')
  })

  it('refunding the rest takes the credits and purchase points back once, even when the channel then notifies the refund', async () => {
    const cookie = await signIn('finance@example.com')
    const no = await paidOrder()
    const paid = await ledger(no)
    expect(paid.credits).toEqual([`paid:${no}`])
    for (const amount of ['99.00', '200.00']) {
      const refundNo = refundNoOf(await (await get(`/admin/orders/${no}`, cookie)).text())
      expect((await post(`/admin/orders/${no}/refund`, cookie, { out_refund_no: refundNo, amount, reason: '退款' })).status).toBe(200)
    }
    const refunded = await ledger(no)
    expect(refunded.refunded).toBe(true)
    expect(refunded.credits).toEqual([`paid:${no}`, `refund:${no}`])
    expect(refunded.points.reduce((sum, points) => sum + points, 0)).toBe(0)
    // The channel's own refund notification arriving afterwards is a duplicate.
    expect((await postNotification({ ...paidNotification(no, 29900), kind: 'refund' })).msg).toBe('duplicate')
    expect(await ledger(no)).toEqual(refunded)
    const page = await (await get(`/admin/orders/${no}`, cookie)).text()
    expect(page).toContain('订单全额退款')
    expect(page).toContain('扣回权益')
    expect(page).not.toContain('确认退款')
    const response = await post(`/admin/orders/${no}/refund`, cookie, { out_refund_no: 'RBBBBBBBBBBBB', amount: '1.00', reason: '再退' })
    expect(await response.text()).toContain('该订单已全额退款')
  })

  it('the audit log cannot be edited', async () => {
    const cookie = await signIn('finance@example.com')
    const no = await paidOrder()
    await post(`/admin/orders/${no}/refund`, cookie, {
      out_refund_no: refundNoOf(await (await get(`/admin/orders/${no}`, cookie)).text()),
      amount: '1.00',
      reason: '测试',
    })
    await expect(env.DB.prepare("UPDATE admin_audit SET actor_email = 'someone@else'").run()).rejects.toThrow(/append-only/)
  })
})

describe('reconciliation', () => {
  async function mismatch(no: string): Promise<number> {
    const result = await env.DB.prepare(
      `INSERT INTO pay_reconciliation_mismatches (channel, bill_date, out_trade_no, kind, channel_amount, local_amount, resolution, found_at) VALUES ('wechat', '2026-11-24', ?, 'refund_there_not_here', 29900, NULL, 'open', ?)`,
    )
      .bind(no, nowSeconds())
      .run()
    return result.meta.last_row_id
  }

  it('lists open mismatches; an operator sets a resolution (audited); bad input keeps the form; a viewer may not', async () => {
    const no = await paidOrder()
    const id = await mismatch(no)
    const operator = await signIn('operator@example.com')
    expect(await (await get('/admin/reconciliation', operator)).text()).toContain('渠道已退款，本地无退款')
    const bad = await post(`/admin/reconciliation/${id}`, operator, { resolution: 'whatever', note: '我写的备注' })
    expect(bad.status).toBe(400)
    const badPage = await bad.text()
    expect(badPage).toContain('请选择处理结果')
    expect(badPage).toContain('value="我写的备注"')
    expect((await post(`/admin/reconciliation/${id}`, await signIn('viewer@example.com'), { resolution: 'chasing', note: '' })).status).toBe(403)
    expect(await auditRows()).toEqual([])
    const saved = await post(`/admin/reconciliation/${id}`, operator, { resolution: 'refunded_at_channel', note: '商户平台已退' })
    expect(saved.status).toBe(200)
    expect(await saved.text()).toContain('已在渠道退款')
    expect(await (await get('/admin/reconciliation', operator)).text()).not.toContain(`/admin/orders/${no}`)
    const audit = await auditRows()
    expect(audit).toHaveLength(1)
    expect(audit[0]).toMatchObject({ actor_email: 'operator@example.com', action: 'reconciliation.resolve', target: `mismatch:${id}:${no}` })
    expect(JSON.parse(audit[0]!.before_json!)).toEqual({ resolution: 'open' })
    expect(JSON.parse(audit[0]!.after_json!)).toEqual({ resolution: 'refunded_at_channel', note: '商户平台已退' })
    expect(await (await get(`/admin/orders/${no}`, operator)).text()).toContain('对账差异')
  })
})
