import { PAY_MESSAGES } from '../../../shared/payMessages'
import { ContractState, OrderState, TradeType } from '../../../shared/payEnums'
import type { Bindings } from '../../env'
import { log } from '../../lib/log'
import { payChannels, payProvider } from '../../providers/pay'
import { PayChannelError, type ContractRef, type DeductionResult, type NotificationRequest, type PayProvider } from '../../providers/pay/provider'
import type { ProductRow } from './catalogue'
import { applyNotification, handleNotification, type NotificationOutcome } from './notifications'
import { chargeRequestOf, findOrder, insertOrderStatement, newTradeNo, type OrderRow } from './orders'
import { findContract, type ContractRow } from './subscriptions'

/**
 * Auto-renewal contracts at a real channel (decision 030): the payer signs at the channel,
 * which notifies it; the first period and every later one are then deducted under the
 * contract, and paid only by the channel's verified answer or notification.
 */

/**
 * How long a deduction's order stays open: no payer is waiting, and WeChat Pay deducts
 * asynchronously. The daily job tries a refused deduction again while its order is open.
 */
export const DEDUCTION_WINDOW_SECONDS = 3 * 86_400

/** Our name for a contract at the channel: its uuid without dashes (32 letters and digits, as both channels ask). */
export function contractCode(contractUuid: string): string {
  return contractUuid.replace(/-/g, '')
}

/** The contract uuid a channel's contract code names. */
export function contractUuidOf(code: string): string {
  const hex = /^([0-9a-f]{8})([0-9a-f]{4})([0-9a-f]{4})([0-9a-f]{4})([0-9a-f]{12})$/i.exec(code)
  return hex ? hex.slice(1).join('-').toLowerCase() : code
}

export function contractRef(contract: ContractRow): ContractRef {
  return { contractCode: contractCode(contract.contract_uuid), channelContractId: contract.channel_contract_id ?? '' }
}

/** An order for one deduction under a contract, open for the deduction window. */
export async function createDeductionOrder(db: D1Database, contract: ContractRow, outTradeNo: string, now: number): Promise<OrderRow | null> {
  const product = await db.prepare('SELECT * FROM pay_products WHERE id = ?').bind(contract.product_id).first<ProductRow>()
  if (!product) return null
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
    expiresAt: now + DEDUCTION_WINDOW_SECONDS,
  })
  try {
    await statement.run()
  } catch (error) {
    // The same period's order made by a concurrent run.
    if (!String(error).includes('UNIQUE')) throw error
  }
  return findOrder(db, outTradeNo)
}

/** What a deduction's result did: credited only from a verified answer or notification; `accepted` waits for the channel's. */
export async function settleDeduction(env: Bindings, provider: PayProvider, result: DeductionResult, now: number): Promise<NotificationOutcome | 'accepted'> {
  if (result.state === 'paid') return applyNotification(env, result.notification, now)
  if (result.state === 'notify') return (await handleNotification(env, provider, result.request, now)).outcome
  return 'accepted'
}

/** Deducts one order under the contract; a PayChannelError when the channel refused or could not be reached. */
export async function deductOrder(env: Bindings, provider: PayProvider, contract: ContractRow, order: OrderRow, now: number, origin: string) {
  if (!provider.deduct) throw new PayChannelError(`${provider.name} deducts nothing`, 'unsupported')
  const result = await provider.deduct({ ...chargeRequestOf(order, origin), tradeType: TradeType.Native, ...contractRef(contract) })
  return settleDeduction(env, provider, result, now)
}

/**
 * The first period, once the channel says the payer signed: the newest open order of the
 * contract (made when the signing page was drawn), or a fresh one when those have closed;
 * announced to the channel where it asks for that, then deducted.
 */
async function deductFirstPeriod(env: Bindings, provider: PayProvider, contract: ContractRow, now: number, origin: string) {
  const open = await env.DB.prepare(
    `SELECT * FROM pay_orders WHERE contract_uuid = ? AND state = ${OrderState.Created} AND expires_at > ? ORDER BY id DESC LIMIT 1`,
  )
    .bind(contract.contract_uuid, now)
    .first<OrderRow>()
  const order = open ?? (await createDeductionOrder(env.DB, contract, newTradeNo(now, 'S'), now))
  if (!order) throw new PayChannelError(`contract ${contract.contract_uuid}: its product is gone`, 'unsupported')
  await provider.scheduleDeduction?.(contractRef(contract), order.amount)
  return deductOrder(env, provider, contract, order, now, origin)
}

/** What a contract notification did. `bad_signature`, `unknown` and `channel_error` are not acknowledged: the channel retries. */
export type ContractOutcome = 'signed' | 'terminated' | 'duplicate' | 'ended_at_channel' | 'unknown_contract' | 'bad_signature' | 'unknown' | 'channel_error'

export const ACKNOWLEDGED_CONTRACT_OUTCOMES: ReadonlySet<ContractOutcome> = new Set([
  'signed',
  'terminated',
  'duplicate',
  'ended_at_channel',
  'unknown_contract',
])

/**
 * A channel's contract notification. Signed: the channel's contract id is recorded and the
 * first period deducted (a contract cancelled here meanwhile is ended there instead).
 * Ended at the channel (the payer unsigned in their wallet): cancelled here. Each kind is
 * recorded once per contract, so a duplicate does nothing; a deduction the channel refused
 * unrecords the signature, so the channel's retry tries again.
 */
export async function handleContractNotification(
  env: Bindings,
  provider: PayProvider,
  request: NotificationRequest,
  now: number,
  origin: string,
): Promise<ContractOutcome> {
  const notification = await provider.verifyContractNotification?.(request)
  if (!notification) return 'bad_signature'
  if (notification.kind === 'unknown') {
    log('warn', 'pay.contract_notification_unknown', { channel: provider.name, reason: notification.reason })
    return 'unknown'
  }
  const db = env.DB
  const contract = await findContract(db, contractUuidOf(notification.contract_code))
  if (
    !contract ||
    !provider.payTypes.includes(contract.pay_type) ||
    (contract.channel_contract_id && contract.channel_contract_id !== notification.channel_contract_id)
  ) {
    log('warn', 'pay.contract_unknown', {
      channel: provider.name,
      contract_code: notification.contract_code,
      channel_contract_id: notification.channel_contract_id,
    })
    return 'unknown_contract'
  }
  const [recorded] = await db.batch([
    db
      .prepare(
        `INSERT INTO pay_contract_events (contract_uuid, kind, channel, channel_contract_id, event_time, received_at) VALUES (?, ?, ?, ?, ?, ?)
         ON CONFLICT (contract_uuid, kind) DO NOTHING`,
      )
      .bind(contract.contract_uuid, notification.kind, provider.name, notification.channel_contract_id, notification.time, now),
    db
      .prepare('UPDATE pay_contracts SET channel_contract_id = ? WHERE contract_uuid = ? AND channel_contract_id IS NULL')
      .bind(notification.channel_contract_id, contract.contract_uuid),
  ])
  const signed = { ...contract, channel_contract_id: notification.channel_contract_id }

  if (notification.kind === 'terminated') {
    const ended = await db
      .prepare(
        `UPDATE pay_contracts SET state = ${ContractState.Cancelled}, cancelled_at = ?, cancel_reason = ?
         WHERE contract_uuid = ? AND state IN (${ContractState.Signing}, ${ContractState.Active})`,
      )
      .bind(now, PAY_MESSAGES.contractEndedAtChannel, contract.contract_uuid)
      .run()
    return ended.meta.changes === 1 ? 'terminated' : 'duplicate'
  }

  if (recorded?.meta.changes !== 1 || contract.state === ContractState.Active) return 'duplicate'
  try {
    if (contract.state !== ContractState.Signing) {
      // Cancelled here while the payer was signing: end it there too, or the channel would keep a contract nobody charges.
      await provider.cancelContract?.(contractRef(signed), PAY_MESSAGES.contractCancelledBeforeSigned)
      return 'ended_at_channel'
    }
    const outcome = await deductFirstPeriod(env, provider, signed, now, origin)
    log('info', 'pay.contract_signed', { channel: provider.name, contract_uuid: contract.contract_uuid, first_deduction: outcome })
    // Cancelled here while this signature was being handled (before its contract id was recorded): end it there too.
    if ((await findContract(db, contract.contract_uuid))?.state === ContractState.Cancelled) {
      await provider.cancelContract?.(contractRef(signed), PAY_MESSAGES.contractCancelledBeforeSigned)
      return 'ended_at_channel'
    }
    return 'signed'
  } catch (error) {
    log('error', 'pay.contract_sign_failed', { channel: provider.name, contract_uuid: contract.contract_uuid, error })
    await db.prepare("DELETE FROM pay_contract_events WHERE contract_uuid = ? AND kind = 'signed'").bind(contract.contract_uuid).run()
    return 'channel_error'
  }
}

/** Ends a signed contract at its channel before it is cancelled here; a PayChannelError when the channel could not end it now. */
export async function endAtChannel(env: Bindings, contract: ContractRow, reason: string): Promise<void> {
  if (!contract.channel_contract_id || (contract.state !== ContractState.Signing && contract.state !== ContractState.Active)) return
  const provider = payProvider(env, contract.pay_type)
  if (!provider?.cancelContract) return
  await provider.cancelContract(contractRef(contract), reason)
}

/**
 * Tells the channels of the charges the renewal notices announce (WeChat Pay's 预约扣费, which
 * WeChat Pay passes on to the payer), once per notice; a channel that cannot be reached is
 * told on the next run.
 */
export async function announceDeductions(env: Bindings, now: number): Promise<number> {
  const payTypes = payChannels(env).flatMap((channel) => (channel.scheduleDeduction ? channel.payTypes : []))
  if (payTypes.length === 0) return 0
  const { results } = await env.DB.prepare(
    `SELECT n.id AS notice_id, c.* FROM pay_renewal_notices n JOIN pay_contracts c ON c.contract_uuid = n.contract_uuid
     WHERE n.channel_scheduled_at IS NULL AND n.charge_at > ? AND c.state = ${ContractState.Active} AND c.channel_contract_id IS NOT NULL
       AND c.pay_type IN (SELECT value FROM json_each(?))`,
  )
    .bind(now, JSON.stringify(payTypes))
    .all<ContractRow & { notice_id: number }>()
  let announced = 0
  for (const row of results) {
    const provider = payProvider(env, row.pay_type)
    try {
      await provider?.scheduleDeduction?.(contractRef(row), row.amount)
      await env.DB.prepare('UPDATE pay_renewal_notices SET channel_scheduled_at = ? WHERE id = ?').bind(now, row.notice_id).run()
      announced++
    } catch (error) {
      log('warn', 'pay.schedule_failed', { channel: provider?.name, contract_uuid: row.contract_uuid, error })
    }
  }
  return announced
}
