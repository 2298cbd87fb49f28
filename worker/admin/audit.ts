import type { Viewer } from './views'

/**
 * The audit log (migration 0091): one row per change an operator makes, written in the same
 * batch as the change so neither exists without the other. Append-only: the table refuses
 * updates and nothing here deletes.
 */

export interface AuditChange {
  action: string
  target: string
  before: unknown
  after: unknown
}

export interface AuditEntry {
  id: number
  at: number
  actor_email: string
  actor_role: string
  action: string
  target: string
  before_json: string
  after_json: string
}

/** The statement that records `change`, to run in the change's own batch. */
export function auditStatement(
  db: D1Database,
  viewer: Viewer,
  change: AuditChange,
  now: number,
  requestId = '',
  options: { onlyIfPreviousChanged?: boolean } = {},
): D1PreparedStatement {
  // In a batch, changes() is the previous statement's: the entry exists exactly when its change does.
  const condition = options.onlyIfPreviousChanged ? ' WHERE changes() = 1' : ''
  return db
    .prepare(
      `INSERT INTO admin_audit (at, actor_email, actor_role, action, target, before_json, after_json, request_id) SELECT ?, ?, ?, ?, ?, ?, ?, ?${condition}`,
    )
    .bind(now, viewer.email, viewer.role, change.action, change.target, JSON.stringify(change.before ?? null), JSON.stringify(change.after ?? null), requestId)
}

/** The newest entries first, optionally of one target (an order's trade number, a mismatch). */
export async function listAudit(db: D1Database, filter: { target?: string; limit?: number } = {}): Promise<AuditEntry[]> {
  const limit = Math.min(Math.max(filter.limit ?? 200, 1), 500)
  const { results } = filter.target
    ? await db.prepare('SELECT * FROM admin_audit WHERE target = ? ORDER BY id DESC LIMIT ?').bind(filter.target, limit).all<AuditEntry>()
    : await db.prepare('SELECT * FROM admin_audit ORDER BY id DESC LIMIT ?').bind(limit).all<AuditEntry>()
  return results
}

/** Chinese names of the audited actions. */
export const ACTION_LABELS: Record<string, string> = {
  'order.refund': '订单退款',
  'order.refund_result': '渠道退款结果',
  'reconciliation.resolve': '处理对账差异',
  'points.adjust': '积分调整',
  'invoice.issue': '开具发票',
  'invoice.fail': '开票失败',
  'activity.create': '新建活动',
  'activity.update': '编辑活动',
  'activity.gift.create': '添加活动赠品',
  'activity.gift.update': '修改活动赠品',
  'activity.gift.delete': '删除活动赠品',
  'activity.card.create': '添加优惠卡片',
  'activity.card.update': '修改优惠卡片',
  'activity.card.delete': '删除优惠卡片',
  'activity.data.update': '编辑活动专属数据',
  'activity.codes.issue': '生成兑换码',
  'landing.create': '新建落地页',
  'landing.update': '编辑落地页',
  'channel.set': '设置渠道',
  'channel.remove': '删除渠道',
  'config.update': '修改全局配置',
}
