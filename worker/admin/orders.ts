import { z } from 'zod'
import { chinaDayStart } from '../../shared/chinaTime'
import { OrderState, PayMethod } from '../../shared/payEnums'
import type { Bindings } from '../env'
import { log } from '../lib/log'
import { payProvider } from '../providers/pay'
import { applyNotification, findOrder, type OrderRow } from '../services/pay'
import { auditStatement } from './audit'
import type { MismatchRow } from './reconciliation'
import type { Viewer } from './views'

/** Chinese names of the channels (pay types) and order states operators search by. */
export const CHANNEL_LABELS: Record<number, string> = {
  [PayMethod.Wechat]: '微信支付',
  [PayMethod.Alipay]: '支付宝',
  [PayMethod.Union]: '银联',
  [PayMethod.WechatTs]: '微信支付（自动续费）',
  [PayMethod.AlipayTs]: '支付宝（自动续费）',
  [PayMethod.UnionTs]: '银联（自动续费）',
}
export const STATE_LABELS: Record<string, string> = { created: '待支付', paid: '已支付', closed: '已关闭', refunded: '已全额退款' }

export interface OrderSearch {
  phone: string
  trade_no: string
  date_from: string
  date_to: string
  channel: string
  state: string
}

const day = z.union([
  z.literal(''),
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式应为 YYYY-MM-DD')
    .refine((value) => !Number.isNaN(chinaDayStart(value)), '日期无效'),
])

const searchSchema = z.object({
  phone: z.union([z.literal(''), z.string().regex(/^\d{3,11}$/, '手机号只能是 3 到 11 位数字')]),
  trade_no: z.union([z.literal(''), z.string().regex(/^[A-Za-z0-9_-]{4,64}$/, '订单号只能包含字母和数字，至少 4 位')]),
  date_from: day,
  date_to: day,
  channel: z.union([z.literal(''), z.enum(Object.keys(CHANNEL_LABELS) as [string, ...string[]], '请选择有效的渠道')]),
  state: z.union([z.literal(''), z.enum(Object.keys(STATE_LABELS) as [string, ...string[]], '请选择有效的状态')]),
})

export interface OrderListRow {
  out_trade_no: string
  phone: string | null
  product_name: string
  amount: number
  pay_type: number
  state: number
  refunded_at: number | null
  created_at: number
  paid_at: number | null
}

/** The search form as typed (trimmed, never lost), and its first problem in Chinese. */
export function readSearch(query: Record<string, string>): { search: OrderSearch; error: string | null; empty: boolean } {
  const search: OrderSearch = {
    phone: (query.phone ?? '').trim().slice(0, 64),
    trade_no: (query.trade_no ?? '').trim().slice(0, 128),
    date_from: (query.date_from ?? '').trim().slice(0, 32),
    date_to: (query.date_to ?? '').trim().slice(0, 32),
    channel: (query.channel ?? '').trim().slice(0, 8),
    state: (query.state ?? '').trim().slice(0, 16),
  }
  const empty = Object.values(search).every((value) => value === '')
  const parsed = searchSchema.safeParse(search)
  if (!parsed.success) return { search, error: parsed.error.issues[0]?.message ?? '查询条件无效', empty }
  if (search.date_from && search.date_to && search.date_from > search.date_to) return { search, error: '开始日期不能晚于结束日期', empty }
  return { search, error: null, empty }
}

/** Orders matching every given condition, newest first (at most 100). */
export async function searchOrders(db: D1Database, search: OrderSearch): Promise<OrderListRow[]> {
  const where: string[] = []
  const binds: unknown[] = []
  if (search.phone) {
    where.push(search.phone.length === 11 ? 'u.phone = ?' : "u.phone LIKE ? || '%'")
    binds.push(search.phone)
  }
  if (search.trade_no) {
    where.push('(o.out_trade_no = ? OR o.channel_trade_no = ?)')
    binds.push(search.trade_no, search.trade_no)
  }
  if (search.date_from) {
    where.push('o.created_at >= ?')
    binds.push(chinaDayStart(search.date_from))
  }
  if (search.date_to) {
    where.push('o.created_at < ?')
    binds.push(chinaDayStart(search.date_to) + 86_400)
  }
  if (search.channel) {
    where.push('o.pay_type = ?')
    binds.push(Number(search.channel))
  }
  if (search.state === 'created') where.push(`o.state = ${OrderState.Created}`)
  if (search.state === 'paid') where.push(`o.state = ${OrderState.Paid} AND o.refunded_at IS NULL`)
  if (search.state === 'closed') where.push(`o.state = ${OrderState.Closed}`)
  if (search.state === 'refunded') where.push('o.refunded_at IS NOT NULL')
  const { results } = await db
    .prepare(
      `SELECT o.out_trade_no, u.phone, o.product_name, o.amount, o.pay_type, o.state, o.refunded_at, o.created_at, o.paid_at
       FROM pay_orders o LEFT JOIN users u ON u.id = o.user_id
       ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY o.created_at DESC, o.id DESC LIMIT 100`,
    )
    .bind(...binds)
    .all<OrderListRow>()
  return results
}

export function stateLabel(order: { state: number; refunded_at: number | null }): string {
  if (order.refunded_at) return STATE_LABELS.refunded!
  if (order.state === OrderState.Paid) return STATE_LABELS.paid!
  if (order.state === OrderState.Closed) return STATE_LABELS.closed!
  return STATE_LABELS.created!
}

export interface TimelineEvent {
  at: number
  what: string
  detail: string
}

export interface AdminRefund {
  out_refund_no: string
  out_trade_no: string
  amount: number
  reason: string
  state: 'requested' | 'success' | 'processing' | 'failed'
  channel_refund_no: string
  error: string
  requested_by: string
  created_at: number
  finished_at: number | null
}

export const REFUND_STATE_LABELS: Record<AdminRefund['state'], string> = {
  requested: '已提交',
  success: '退款成功',
  processing: '退款处理中',
  failed: '退款失败',
}

export interface OrderDetail {
  order: OrderRow
  phone: string | null
  refunds: AdminRefund[]
  timeline: TimelineEvent[]
  /** Cents that may still be refunded. */
  refundable: number
}

function refundedSoFar(refunds: AdminRefund[]): number {
  return refunds.filter((refund) => refund.state !== 'failed').reduce((sum, refund) => sum + refund.amount, 0)
}

/** An order with everything that happened to it, in time order. */
export async function orderDetail(db: D1Database, tradeNo: string): Promise<OrderDetail | null> {
  const order = await findOrder(db, tradeNo)
  if (!order) return null
  const [user, notifications, credits, refunds, mismatches] = await Promise.all([
    db.prepare('SELECT phone FROM users WHERE id = ?').bind(order.user_id).first<{ phone: string }>(),
    db
      .prepare('SELECT kind, amount, channel_trade_no, received_at FROM pay_notifications WHERE out_trade_no = ?')
      .bind(tradeNo)
      .all<{ kind: string; amount: number; channel_trade_no: string; received_at: number }>(),
    db
      .prepare('SELECT credit_key, name, count, storage, created_at FROM pay_credits WHERE out_trade_no = ?')
      .bind(tradeNo)
      .all<{ credit_key: string; name: string; count: number; storage: number; created_at: number }>(),
    db.prepare('SELECT * FROM admin_refunds WHERE out_trade_no = ? ORDER BY created_at, out_refund_no').bind(tradeNo).all<AdminRefund>(),
    db
      .prepare(
        `SELECT m.id, m.channel, m.bill_date, m.kind, m.channel_amount, m.local_amount, m.resolution, m.found_at, r.resolution AS operator_resolution
         FROM pay_reconciliation_mismatches m LEFT JOIN admin_mismatch_resolutions r ON r.mismatch_id = m.id WHERE m.out_trade_no = ?`,
      )
      .bind(tradeNo)
      .all<
        Pick<MismatchRow, 'id' | 'channel' | 'bill_date' | 'kind' | 'channel_amount' | 'local_amount' | 'resolution' | 'found_at' | 'operator_resolution'>
      >(),
  ])
  const yuanText = (cents: number | null) => (cents == null ? '—' : `${(cents / 100).toFixed(2)} 元`)
  const timeline: TimelineEvent[] = [
    { at: order.created_at, what: '创建订单', detail: `${order.product_name}，${yuanText(order.amount)}，${CHANNEL_LABELS[order.pay_type] ?? order.pay_type}` },
  ]
  if (order.paid_at) timeline.push({ at: order.paid_at, what: '支付成功', detail: order.channel_trade_no ? `渠道单号 ${order.channel_trade_no}` : '' })
  if (order.closed_at) timeline.push({ at: order.closed_at, what: '订单关闭', detail: '' })
  for (const row of notifications.results)
    timeline.push({
      at: row.received_at,
      what: row.kind === 'paid' ? '收到支付通知' : '收到退款通知',
      detail: `${yuanText(row.amount)}${row.channel_trade_no ? `，${row.channel_trade_no}` : ''}`,
    })
  for (const row of credits.results)
    timeline.push({ at: row.created_at, what: row.credit_key.startsWith('refund:') ? '扣回权益' : '发放权益', detail: `${row.name}（${row.credit_key}）` })
  for (const row of refunds.results) {
    timeline.push({
      at: row.created_at,
      what: '后台发起退款',
      detail: `${yuanText(row.amount)}，${row.reason}，${row.requested_by}，退款单号 ${row.out_refund_no}`,
    })
    if (row.finished_at) timeline.push({ at: row.finished_at, what: REFUND_STATE_LABELS[row.state], detail: row.error || row.channel_refund_no })
  }
  if (order.refunded_at) timeline.push({ at: order.refunded_at, what: '订单全额退款', detail: '权益与购买积分已扣回' })
  for (const row of mismatches.results) {
    timeline.push({
      at: row.found_at,
      what: '对账差异',
      detail: `${row.bill_date} ${row.channel} ${row.kind}：渠道 ${yuanText(row.channel_amount)}，本地 ${yuanText(row.local_amount)}，${row.operator_resolution ?? row.resolution}`,
    })
  }
  timeline.sort((a, b) => a.at - b.at)
  return {
    order,
    phone: user?.phone ?? null,
    refunds: refunds.results,
    timeline,
    refundable: order.state === OrderState.Paid && !order.refunded_at ? order.amount - refundedSoFar(refunds.results) : 0,
  }
}

/** A refund number for the refund form: made when the form is shown, so sending it twice refunds once. */
export function newRefundNo(): string {
  const random = [...crypto.getRandomValues(new Uint8Array(12))].map((byte) => 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'[byte % 32]).join('')
  return `R${random}`
}

export interface RefundForm {
  out_refund_no: string
  amount: string
  reason: string
}

const refundSchema = z.object({
  out_refund_no: z.string().regex(/^R[A-Z0-9]{12}$/, '退款单号无效，请刷新页面后重试'),
  amount: z.string().regex(/^\d{1,8}(\.\d{1,2})?$/, '退款金额应为最多两位小数的元数，如 10.50'),
  reason: z.string().trim().min(1, '请填写退款原因').max(80, '退款原因不能超过 80 个字'),
})

export type RefundOutcome = { ok: true; refund: AdminRefund; message: string } | { ok: false; message: string }

/**
 * An operator's refund: checked, recorded (with its audit entry) before the channel is asked,
 * asked once per refund number, and when the order's whole amount has come back, applied
 * through the payment service's own refund path, which takes the credits and purchase
 * points back once. A partial refund gives money back and leaves the package.
 */
export async function refundOrder(env: Bindings, viewer: Viewer, tradeNo: string, form: RefundForm, now: number, requestId = ''): Promise<RefundOutcome> {
  const db = env.DB
  const parsed = refundSchema.safeParse(form)
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? '退款信息无效' }
  const amount = Math.round(Number(parsed.data.amount) * 100)
  if (amount <= 0) return { ok: false, message: '退款金额必须大于 0' }
  const existing = await db.prepare('SELECT * FROM admin_refunds WHERE out_refund_no = ?').bind(parsed.data.out_refund_no).first<AdminRefund>()
  if (existing) {
    if (existing.out_trade_no !== tradeNo) return { ok: false, message: '退款单号无效，请刷新页面后重试' }
    return { ok: true, refund: existing, message: '该退款已提交过，未重复退款' }
  }
  const detail = await orderDetail(db, tradeNo)
  if (!detail) return { ok: false, message: '订单不存在' }
  const { order } = detail
  if (order.state !== OrderState.Paid) return { ok: false, message: '只有已支付的订单可以退款' }
  if (order.refunded_at) return { ok: false, message: '该订单已全额退款' }
  if (amount > detail.refundable) return { ok: false, message: `退款金额不能超过可退金额 ${(detail.refundable / 100).toFixed(2)} 元` }
  const provider = payProvider(env, order.pay_type)
  if (!provider?.refund) return { ok: false, message: '该支付渠道不支持在后台退款，请在渠道商户平台操作' }

  const before = { refunded: order.amount - detail.refundable, refundable: detail.refundable }
  const requested = { out_refund_no: parsed.data.out_refund_no, amount, reason: parsed.data.reason, state: 'requested' }
  // The sum is checked again inside the insert: two refunds sent at once cannot exceed the order.
  const [inserted] = await db.batch([
    db
      .prepare(
        `INSERT INTO admin_refunds (out_refund_no, out_trade_no, amount, reason, state, requested_by, created_at)
         SELECT ?1, ?2, ?3, ?4, 'requested', ?5, ?6
         WHERE (SELECT COALESCE(SUM(amount), 0) FROM admin_refunds WHERE out_trade_no = ?2 AND state != 'failed') + ?3 <= ?7
         ON CONFLICT (out_refund_no) DO NOTHING`,
      )
      .bind(parsed.data.out_refund_no, tradeNo, amount, parsed.data.reason, viewer.email, now, order.amount),
    auditStatement(db, viewer, { action: 'order.refund', target: tradeNo, before, after: requested }, now, requestId, { onlyIfPreviousChanged: true }),
  ])
  if (inserted?.meta.changes !== 1) {
    const raced = await db.prepare('SELECT * FROM admin_refunds WHERE out_refund_no = ?').bind(parsed.data.out_refund_no).first<AdminRefund>()
    return raced ? { ok: true, refund: raced, message: '该退款已提交过，未重复退款' } : { ok: false, message: '退款金额超过可退金额，请刷新后重试' }
  }

  let state: AdminRefund['state']
  let channelRefundNo = ''
  let error = ''
  try {
    const result = await provider.refund({
      outTradeNo: tradeNo,
      channelTradeNo: order.channel_trade_no,
      outRefundNo: parsed.data.out_refund_no,
      amount,
      total: order.amount,
      reason: parsed.data.reason,
    })
    state = result.state
    channelRefundNo = result.channelRefundNo
  } catch (caught) {
    log('warn', 'admin.refund_failed', { out_trade_no: tradeNo, out_refund_no: parsed.data.out_refund_no, error: caught })
    state = 'failed'
    error = caught instanceof Error ? caught.message.slice(0, 200) : '渠道未接受退款'
  }
  await db.batch([
    db
      .prepare(`UPDATE admin_refunds SET state = ?, channel_refund_no = ?, error = ?, finished_at = ? WHERE out_refund_no = ? AND state = 'requested'`)
      .bind(state, channelRefundNo, error, now, parsed.data.out_refund_no),
    auditStatement(
      db,
      viewer,
      { action: 'order.refund_result', target: tradeNo, before: requested, after: { ...requested, state, channel_refund_no: channelRefundNo, error } },
      now,
      requestId,
      { onlyIfPreviousChanged: true },
    ),
  ])
  if (state === 'success') {
    const refunded = await db
      .prepare(`SELECT COALESCE(SUM(amount), 0) AS total FROM admin_refunds WHERE out_trade_no = ? AND state = 'success'`)
      .bind(tradeNo)
      .first<{ total: number }>()
    // The whole amount is back: the same path as the channel's refund notification, once per order.
    if (refunded?.total === order.amount) {
      await applyNotification(env, { kind: 'refund', out_trade_no: tradeNo, amount: order.amount, channel_trade_no: channelRefundNo, time: now }, now)
    }
  }
  const refund = (await db.prepare('SELECT * FROM admin_refunds WHERE out_refund_no = ?').bind(parsed.data.out_refund_no).first<AdminRefund>())!
  const message = state === 'success' ? '退款成功' : state === 'processing' ? '渠道已受理退款，处理中' : `退款失败：${error}`
  return { ok: state !== 'failed', refund, message }
}
