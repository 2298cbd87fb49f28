import { PAYMENT_TIMEOUT_SECONDS, RENEWAL_NOTICE_DAYS } from '../../../shared/constants'
import { ContractState, OrderState, TradeType } from '../../../shared/payEnums'
import type { Bindings } from '../../env'
import { payChannels, payProvider } from '../../providers/pay'
import type { ProductRow } from './catalogue'
import { handleNotification } from './notifications'
import { findOrder, insertOrderStatement, type OrderRow } from './orders'
import { settleExpiredOrder } from './settle'
import { addCycle } from './period'
import { reconcileBills } from './reconcile'
import type { ContractRow } from './subscriptions'

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
  return result.meta.changes
}

/** The trade number of a contract's charge for one period: the same period never makes two orders. */
function renewalTradeNo(contract: ContractRow): string {
  return `R${contract.contract_uuid.replace(/-/g, '')}${contract.next_charge_at}`
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
    const product = await db.prepare('SELECT * FROM pay_products WHERE id = ?').bind(contract.product_id).first<ProductRow>()
    if (!product) continue
    const outTradeNo = renewalTradeNo(contract)
    if (!(await findOrder(db, outTradeNo))) {
      const { statement } = insertOrderStatement(db, {
        outTradeNo,
        orgId: contract.org_id,
        userId: contract.user_id,
        product: { ...product, price: contract.amount },
        payType: contract.pay_type,
        tradeType: TradeType.Native,
        payScene: 1,
        contractUuid: contract.contract_uuid,
        now,
      })
      try {
        await statement.run()
      } catch (error) {
        if (!String(error).includes('UNIQUE')) throw error
      }
    }
    const notification = await provider.deduct({
      outTradeNo,
      amount: contract.amount,
      description: contract.product_name,
      payType: contract.pay_type as never,
      tradeType: TradeType.Native,
      origin,
      expiresAt: now + PAYMENT_TIMEOUT_SECONDS,
      contractUuid: contract.contract_uuid,
    })
    const outcome = notification ? (await handleNotification(env, provider, notification, now)).outcome : 'none'
    if (outcome === 'paid') charged++
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
