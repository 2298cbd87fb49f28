import { RENEWAL_NOTICE_DAYS } from '../../../shared/constants'
import { ContractState, OrderState } from '../../../shared/payEnums'
import type { Bindings } from '../../env'
import { payChannels, payProvider } from '../../providers/pay'
import { findOrder, type OrderRow } from './orders'
import { settleExpiredOrder } from './settle'
import { addCycle } from './period'
import { reconcileBills } from './reconcile'
import type { ContractRow } from './subscriptions'
import { announceDeductions, createDeductionOrder, deductOrder } from './contracts'
import { log } from '../../lib/log'

const DAY = 86_400

/** How many expired orders one run asks their channel about (the rest wait for the next run). */
const SETTLE_BATCH = 50

/**
 * Closes every order still waiting after its 10 minutes (Cron Trigger). Where the channel
 * can be asked (WeChat Pay, Alipay), `settleExpiredOrder` asks it first (at most
 * SETTLE_BATCH a run, each a subrequest; the rest of a backlog waits for the next run);
 * the others close on their deadline alone. Reads settle their own order lazily too, so a
 * late job never gives a wrong answer; running twice closes nothing twice.
 */
export async function closeExpiredOrders(env: Bindings, now: number): Promise<number> {
  const askable = payChannels(env).flatMap((channel) => (channel.queryCharge ? channel.payTypes : []))
  let closed = 0
  if (askable.length > 0) {
    const { results } = await env.DB.prepare(
      `SELECT * FROM pay_orders
       WHERE state = ${OrderState.Created} AND expires_at <= ? AND pay_type IN (SELECT value FROM json_each(?))
       ORDER BY expires_at LIMIT ${SETTLE_BATCH}`,
    )
      .bind(now, JSON.stringify(askable))
      .all<OrderRow>()
    for (const order of results) if ((await settleExpiredOrder(env, order, now)) === 'closed') closed++
  }
  const result = await env.DB.prepare(
    `UPDATE pay_orders SET state = ${OrderState.Closed}, closed_at = ?1
     WHERE state = ${OrderState.Created} AND expires_at <= ?1 AND pay_type NOT IN (SELECT value FROM json_each(?2))`,
  )
    .bind(now, JSON.stringify(askable))
    .run()
  return closed + result.meta.changes
}

/**
 * Records the auto-renewal notice of every active contract whose next charge is at most
 * 5 days away (Chinese auto-renewal rules): one per contract and charge, with its sent time.
 */
export async function sendRenewalNotices(env: Bindings, now: number): Promise<number> {
  const result = await env.DB.prepare(
    `INSERT INTO pay_renewal_notices (contract_uuid, org_id, product_name, amount, charge_at, sent_at)
     SELECT contract_uuid, org_id, product_name, amount, next_charge_at, ?1 FROM pay_contracts
     WHERE state = ${ContractState.Active} AND next_charge_at > ?1 AND next_charge_at <= ?1 + ${RENEWAL_NOTICE_DAYS * DAY}
     ON CONFLICT (contract_uuid, charge_at) DO NOTHING`,
  )
    .bind(now)
    .run()
  // The channels that announce a deduction to the payer themselves are told too.
  await announceDeductions(env, now)
  return result.meta.changes
}

/**
 * The trade number of a contract's charge for one period: the same period never makes two
 * orders. At most 32 characters, as WeChat Pay takes (20 characters of the contract, the
 * period's time in base 36).
 */
export function renewalTradeNo(contract: ContractRow): string {
  return `R${contract.contract_uuid.replace(/-/g, '').slice(0, 20)}${contract.next_charge_at!.toString(36)}`
}

/**
 * Charges every active contract whose next charge is due (Cron Trigger): one order per
 * period (unique trade number), paid only by the channel's notification, then the next
 * charge moves one cycle on (a conditional update, so a second run does nothing).
 */
export async function chargeSubscriptions(env: Bindings, now: number, origin = 'https://localhost'): Promise<number> {
  if (payChannels(env).length === 0) return 0
  const db = env.DB
  const { results: due } = await db
    .prepare(`SELECT * FROM pay_contracts WHERE state = ${ContractState.Active} AND next_charge_at <= ? ORDER BY next_charge_at`)
    .bind(now)
    .all<ContractRow>()
  let charged = 0
  for (const contract of due) {
    const provider = payProvider(env, contract.pay_type)
    // A channel that signs no contracts cannot charge this one; it stays due for one that can.
    if (!provider?.deduct) continue
    // A channel that signs its own contracts deducts only under the one the payer signed there.
    if (provider.signContract && !contract.channel_contract_id) continue
    const outTradeNo = renewalTradeNo(contract)
    const order = (await findOrder(db, outTradeNo)) ?? (await createDeductionOrder(db, contract, outTradeNo, now))
    if (!order) continue
    // Open: deduct (again, under the same trade number, which the channels charge once). Paid,
    // or closed unpaid after the deduction window: this period is settled, the next one is due.
    if (order.state === OrderState.Created) {
      if (order.expires_at <= now) continue // the close job asks the channel first
      try {
        if ((await deductOrder(env, provider, contract, order, now, contract.site_origin ?? origin)) === 'paid') charged++
      } catch (error) {
        // Refused or unreachable: the period stays due, and the next run tries again while the order is open.
        log('warn', 'pay.deduct_failed', { channel: provider.name, contract_uuid: contract.contract_uuid, out_trade_no: outTradeNo, error })
        continue
      }
    } else if (order.state === OrderState.Closed) log('warn', 'pay.renewal_lapsed', { contract_uuid: contract.contract_uuid, out_trade_no: outTradeNo })
    await db
      .prepare(`UPDATE pay_contracts SET next_charge_at = ? WHERE contract_uuid = ? AND state = ${ContractState.Active} AND next_charge_at = ?`)
      .bind(addCycle(contract.next_charge_at!, contract.cycle), contract.contract_uuid, contract.next_charge_at)
      .run()
  }
  return charged
}

/** Every payment job, in the order the Cron Trigger runs them. */
export async function runPayJobs(env: Bindings, now: number): Promise<void> {
  await closeExpiredOrders(env, now)
  await chargeSubscriptions(env, now)
  await sendRenewalNotices(env, now)
  // Each channel's bill of the previous China day, once it is ready (reconcile.ts).
  await reconcileBills(env, now)
}
