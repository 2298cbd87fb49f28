import { ContractState, OrderState } from '../../../shared/payEnums'
import type { Bindings } from '../../env'
import type { NotificationRequest, PayNotification, PayProvider } from '../../providers/pay'
import { creditPaidOrderStatement, reverseCreditStatement } from './credits'
import { afterOrderPaid, afterOrderRefunded } from './orderEvents'
import { closeOrder, findOrder } from './orders'
import { addCycle } from './period'

/** What a notification did. Only 'paid' and 'refunded' changed anything. */
export type NotificationOutcome = 'paid' | 'refunded' | 'duplicate' | 'bad_signature' | 'unknown_order' | 'amount_mismatch' | 'closed' | 'not_paid' | 'ignored'

/**
 * A channel's notification: the only way an order is paid and credited. The signature is
 * verified, the amount must equal the order's, and the order moves from created to paid in
 * one conditional update, in the same transaction as its credit (whose key is unique).
 * A duplicate, concurrent or late notification credits nothing.
 */
export async function handleNotification(env: Bindings, provider: PayProvider, request: NotificationRequest, now: number): Promise<NotificationOutcome> {
  const notification = await provider.verifyNotification(request)
  if (!notification) return 'bad_signature'
  if (notification.kind === 'ignored') return 'ignored'
  return applyNotification(env, notification, now)
}

/** A verified notification (or a verified query answer standing for one) applied to its order. */
export function applyNotification(env: Bindings, notification: PayNotification, now: number): Promise<NotificationOutcome> {
  return notification.kind === 'paid' ? applyPaid(env, notification, now) : applyRefund(env, notification, now)
}

async function applyPaid(env: Bindings, notification: PayNotification, now: number): Promise<NotificationOutcome> {
  const db = env.DB
  const order = await findOrder(db, notification.out_trade_no)
  if (!order) return 'unknown_order'
  if (notification.amount !== order.amount) return 'amount_mismatch'
  if (order.state === OrderState.Paid) return 'duplicate'
  if (order.state === OrderState.Closed) return 'closed'
  const [, paid] = await db.batch([
    db
      .prepare('INSERT INTO pay_notifications (out_trade_no, kind, amount, channel_trade_no, received_at) VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING')
      .bind(order.out_trade_no, 'paid', notification.amount, notification.channel_trade_no, now),
    db
      .prepare(`UPDATE pay_orders SET state = ${OrderState.Paid}, paid_at = ?1, channel_trade_no = ?2 WHERE out_trade_no = ?3 AND state = ${OrderState.Created} AND expires_at > ?1`)
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
  if (paid?.meta.changes !== 1) {
    // Past its 10 minutes: the order closes and the channel is answered that it did not pay.
    const current = await findOrder(db, order.out_trade_no)
    if (current?.state === OrderState.Paid) return 'duplicate'
    await closeOrder(db, order.out_trade_no, now)
    return 'closed'
  }
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
    db.prepare(`UPDATE pay_orders SET refunded_at = ? WHERE out_trade_no = ? AND state = ${OrderState.Paid} AND refunded_at IS NULL`).bind(now, order.out_trade_no),
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
    console.error(`pay: ${name} failed`, error)
  }
}
