import { z } from 'zod'
import { auditStatement } from './audit'
import type { Viewer } from './views'

/** What an operator may decide about a mismatch of the daily reconciliation. */
export const RESOLUTION_LABELS: Record<string, string> = {
  refunded_at_channel: '已在渠道退款',
  credited_by_hand: '已人工补发权益',
  confirmed_no_action: '核实无误，无需处理',
  chasing: '跟进中',
}

export const MISMATCH_KIND_LABELS: Record<string, string> = {
  paid_there_not_here: '渠道已收款，本地未支付',
  paid_here_not_there: '本地已支付，渠道无收款',
  amount_differs: '金额不一致',
  refund_there_not_here: '渠道已退款，本地无退款',
  refund_here_not_there: '本地已退款，渠道无退款',
}

/** What the daily job itself did about a mismatch (its `resolution` column). */
export const JOB_RESOLUTION_LABELS: Record<string, string> = {
  credited: '已按账单补记到账',
  open: '待人工处理',
  wrong_channel: '订单支付渠道不符',
  unknown_order: '本地无此订单',
  amount_mismatch: '金额不符，未补记',
  not_paid: '未补记',
  ignored: '未补记',
}

export interface MismatchRow {
  id: number
  channel: string
  bill_date: string
  out_trade_no: string
  kind: string
  channel_amount: number | null
  local_amount: number | null
  resolution: string
  found_at: number
  operator_resolution: string | null
  operator_note: string | null
  resolved_by: string | null
  resolved_at: number | null
}

const SELECT = `SELECT m.id, m.channel, m.bill_date, m.out_trade_no, m.kind, m.channel_amount, m.local_amount, m.resolution, m.found_at,
  r.resolution AS operator_resolution, r.note AS operator_note, r.resolved_by, r.resolved_at
  FROM pay_reconciliation_mismatches m LEFT JOIN admin_mismatch_resolutions r ON r.mismatch_id = m.id`

/**
 * Mismatches, newest first; `onlyOpen`: those nobody has decided about yet. Everything the job
 * did not settle itself is an operator's (not only its `open`: an unknown order or a wrong
 * channel took money that nothing here accounts for).
 */
export async function listMismatches(db: D1Database, onlyOpen: boolean): Promise<MismatchRow[]> {
  const where = onlyOpen ? "WHERE m.resolution <> 'credited' AND r.mismatch_id IS NULL" : ''
  const { results } = await db.prepare(`${SELECT} ${where} ORDER BY m.found_at DESC, m.id DESC LIMIT 300`).all<MismatchRow>()
  return results
}

const resolveSchema = z.object({
  resolution: z.enum(Object.keys(RESOLUTION_LABELS) as [string, ...string[]], '请选择处理结果'),
  note: z.string().trim().max(200, '备注不能超过 200 个字'),
})

/** Sets (or changes) an operator's decision about one mismatch, with its audit entry in the same batch. */
export async function resolveMismatch(
  db: D1Database,
  viewer: Viewer,
  id: number,
  form: { resolution: string; note: string },
  now: number,
  requestId = '',
): Promise<{ ok: boolean; message: string }> {
  const parsed = resolveSchema.safeParse(form)
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? '处理结果无效' }
  const current = await db.prepare(`${SELECT} WHERE m.id = ?`).bind(id).first<MismatchRow>()
  if (!current) return { ok: false, message: '对账差异不存在' }
  const before = current.operator_resolution ? { resolution: current.operator_resolution, note: current.operator_note } : { resolution: current.resolution }
  const after = { resolution: parsed.data.resolution, note: parsed.data.note }
  if (current.operator_resolution === after.resolution && current.operator_note === after.note) return { ok: true, message: '处理结果未变化' }
  await db.batch([
    db
      .prepare(
        `INSERT INTO admin_mismatch_resolutions (mismatch_id, resolution, note, resolved_by, resolved_at) VALUES (?1, ?2, ?3, ?4, ?5)
         ON CONFLICT (mismatch_id) DO UPDATE SET resolution = ?2, note = ?3, resolved_by = ?4, resolved_at = ?5`,
      )
      .bind(id, after.resolution, after.note, viewer.email, now),
    auditStatement(db, viewer, { action: 'reconciliation.resolve', target: `mismatch:${id}:${current.out_trade_no}`, before, after }, now, requestId),
  ])
  return { ok: true, message: '已保存处理结果' }
}
