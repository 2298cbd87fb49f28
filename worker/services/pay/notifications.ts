import { ContractState, OrderState } from '../../../shared/payEnums'
import type { Bindings } from '../../env'
import { payProvider, type NotificationRequest, type PayNotification, type PayProvider } from '../../providers/pay'
import { log } from '../../lib/log'
import { creditPaidOrderStatement, reverseCreditStatement } from '../credits'
import { afterOrderPaid, afterOrderRefunded } from './orderEvents'
import { findOrder } from './orders'
import { addCycle } from './period'

/** What a notification did. Only 'paid' and 'refunded' changed anything. */
export type NotificationOutcome =
  'paid' | 'refunded' | 'duplicate' | 'ignored' | 'bad_signature' | 'unknown' | 'wrong_channel' | 'unknown_order' | 'amount_mismatch' | 'not_paid'

/**
 * The outcomes a channel is told it may stop retrying: applied, already applied, or a
 * documented non-payment. Anything else is refused, so the channel retries (and the
 * reconciliation job finds what retries never settle).
 */
export const ACKNOWLEDGED_OUTCOMES: ReadonlySet<NotificationOutcome> = new Set(['paid', 'refunded', 'duplicate', 'ignored'])

/** A handled notification: what it did, and why when it did nothing. */
export interface NotificationResult {
  outcome: NotificationOutcome
  reason?: string
}

/**
 * A channel's notification: the only way an order is paid and credited. The signature is
 * verified, the order must have been charged through this channel, the amount must equal
 * the order's, and the order moves to paid in one conditional update, in the same
 * transaction as its credit (whose key is unique). A duplicate or concurrent notification
 * credits nothing.
 */
export async function handleNotification(env: Bindings, provider: PayProvider, request: NotificationRequest, now: number): Promise<NotificationResult> {
  const notification = await provider.verifyNotification(request)
  if (!notification) return { outcome: 'bad_signature' }
  if (notification.kind === 'ignored') return { outcome: 'ignored', reason: notification.reason }
  if (notification.kind === 'unknown') return { outcome: 'unknown', reason: notification.reason }
  const order = await findOrder(env.DB, notification.out_trade_no)
  if (order && payProvider(env, order.pay_type)?.name !== provider.name) return { outcome: 'wrong_channel', reason: `order pay_type ${order.pay_type}` }
  return { outcome: await applyNotification(env, notification, now) }
}

/** A verified notification (or a verified query answer standing for one) applied to its order. */
export function applyNotification(env: Bindings, notification: PayNotification, now: number): Promise<NotificationOutcome> {
  return notification.kind === 'paid' ? applyPaid(env, notification, now) : applyRefund(env, notification, now)
}

/**
 * A verified payment pays its order, even one closed here: the channel took the money (a
 * notification later than our deadline, or an order closed while the payer was paying), so
 * the payer gets what they paid for rather than a refund to chase.
 */
async function applyPaid(env: Bindings, notification: PayNotification, now: number): Promise<NotificationOutcome> {
  const db = env.DB
  const order = await findOrder(db, notification.out_trade_no)
  if (!order) return 'unknown_order'
  if (notification.amount !== order.amount) return 'amount_mismatch'
  if (order.state === OrderState.Paid) return 'duplicate'
  const [, paid] = await db.batch([
    db
      .prepare('INSERT INTO pay_notifications (out_trade_no, kind, amount, channel_trade_no, received_at) VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING')
      .bind(order.out_trade_no, 'paid', notification.amount, notification.channel_trade_no, now),
    db
      .prepare(
        `UPDATE pay_orders SET state = ${OrderState.Paid}, paid_at = ?1, closed_at = NULL, channel_trade_no = ?2
         WHERE out_trade_no = ?3 AND state IN (${OrderState.Created}, ${OrderState.Closed})`,
      )
      .bind(now, notification.channel_trade_no, order.out_trade_no),
    creditPaidOrderStatement(db, order.out_trade_no, now),
    // The first charge of a subscription signs its contract.
    db
      .prepare(
        `UPDATE pay_contracts SET state = ${ContractState.Active}, signed_at = ?1, next_charge_at = ?2
         WHERE contract_uuid = ?3 AND state = ${ContractState.Signing}
           AND EXISTS (SELECT 1 FROM pay_orders WHERE out_trade_no = ?4 AND state = ${OrderState.Paid} AND paid_at = ?1)`,
      )
      .bind(now, addCycle(now, order.cycle), order.contract_uuid, order.out_trade_no),
  ])
  if (paid?.meta.changes !== 1) return 'duplicate'
  if (order.state === OrderState.Closed) log('warn', 'pay.paid_after_close', { out_trade_no: order.out_trade_no, closed_at: order.closed_at })
  const paidOrder = (await findOrder(db, order.out_trade_no))!
  await runHook(() => afterOrderPaid(env, paidOrder), 'afterOrderPaid')
  return 'paid'
}

async function applyRefund(env: Bindings, notification: PayNotification, now: number): Promise<NotificationOutcome> {
  const db = env.DB
  const order = await findOrder(db, notification.out_trade_no)
  if (!order) return 'unknown_order'
  if (notification.amount !== order.amount) return 'amount_mismatch'
  if (order.state !== OrderState.Paid) return 'not_paid'
  const [, refunded] = await db.batch([
    db
      .prepare('INSERT INTO pay_notifications (out_trade_no, kind, amount, channel_trade_no, received_at) VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING')
      .bind(order.out_trade_no, 'refund', notification.amount, notification.channel_trade_no, now),
    db
      .prepare(`UPDATE pay_orders SET refunded_at = ? WHERE out_trade_no = ? AND state = ${OrderState.Paid} AND refunded_at IS NULL`)
      .bind(now, order.out_trade_no),
    reverseCreditStatement(db, order.out_trade_no, now),
  ])
  if (refunded?.meta.changes !== 1) return 'duplicate'
  const refundedOrder = (await findOrder(db, order.out_trade_no))!
  await runHook(() => afterOrderRefunded(env, refundedOrder), 'afterOrderRefunded')
  return 'refunded'
}

async function runHook(hook: () => Promise<void>, name: string): Promise<void> {
  try {
    await hook()
  } catch (error) {
    log('error', 'pay.hook_failed', { hook: name, error })
  }
}
