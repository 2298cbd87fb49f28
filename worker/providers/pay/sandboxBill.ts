import { chinaDayStart } from '../../../shared/chinaTime'
import type { BillRow, PayNotification } from './provider'

/**
 * The sandbox channel's own ledger (`sandbox_pay_takes`, migration 0081): what it took and
 * gave back, notified or not. Its trade bill is read from here, so a tester can make the
 * channel take a payment whose notification is lost and watch reconciliation find it.
 */

/**
 * Records that the sandbox channel took a payment (or gave a refund), once per order and
 * kind as at a real channel; a refund only of a payment it took. Whether it was notified.
 */
export async function recordSandboxTake(db: D1Database, take: PayNotification, notified: boolean): Promise<boolean> {
  const paidFirst = take.kind === 'refund' ? `AND EXISTS (SELECT 1 FROM sandbox_pay_takes WHERE out_trade_no = ?1 AND kind = 'paid')` : ''
  const result = await db
    .prepare(
      `INSERT INTO sandbox_pay_takes (out_trade_no, kind, channel_trade_no, amount, time, notified)
       SELECT ?1, ?2, ?3, ?4, ?5, ?6 WHERE 1 ${paidFirst}
       ON CONFLICT (out_trade_no, kind) DO NOTHING`,
    )
    .bind(take.out_trade_no, take.kind, take.channel_trade_no, take.amount, take.time, notified ? 1 : 0)
    .run()
  return result.meta.changes === 1
}

/**
 * The sandbox channel's trade bill of one China day: its takes and refunds of that day. Its
 * periodic deductions (subscription renewals) are answered at once with their notification,
 * which the payment service records, so those notifications stand for what it took.
 */
export async function sandboxTradeBill(db: D1Database, billDate: string): Promise<BillRow[]> {
  const start = chinaDayStart(billDate)
  const { results } = await db
    .prepare(
      `SELECT out_trade_no, channel_trade_no, kind, amount, time FROM sandbox_pay_takes WHERE time >= ?1 AND time < ?2
       UNION ALL
       SELECT n.out_trade_no, n.channel_trade_no, 'paid', n.amount, n.received_at FROM pay_notifications n
       WHERE n.kind = 'paid' AND n.channel_trade_no LIKE 'sandbox-deduct-%' AND n.received_at >= ?1 AND n.received_at < ?2
         AND NOT EXISTS (SELECT 1 FROM sandbox_pay_takes t WHERE t.out_trade_no = n.out_trade_no AND t.kind = 'paid')
       ORDER BY 5, 1`,
    )
    .bind(start, start + 86_400)
    .all<BillRow>()
  return results
}
