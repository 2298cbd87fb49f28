import type { PayOrder } from '../../../shared/contracts/schemas/pay'
import { PAYMENT_TIMEOUT_SECONDS } from '../../../shared/constants'
import { BusinessType, OrderState } from '../../../shared/payEnums'
import type { ChargeRequest } from '../../providers/pay/provider'
import type { ProductRow } from './catalogue'

/** What a channel is asked to charge for an order: its trade number, amount, product, pay and trade type, and closing time. */
export function chargeRequestOf(order: OrderRow, origin: string): ChargeRequest {
  return {
    outTradeNo: order.out_trade_no,
    amount: order.amount,
    description: order.product_name,
    payType: order.pay_type as ChargeRequest['payType'],
    tradeType: order.trade_type as ChargeRequest['tradeType'],
    origin,
    expiresAt: order.expires_at,
  }
}

export interface OrderRow {
  id: number
  out_trade_no: string
  org_id: number
  user_id: number
  product_id: number
  product_name: string
  business_type: number
  tier: number
  cycle: number
  count: number
  storage: number
  points: number
  duration: number
  price: number
  deduction: number
  deduction_from: string | null
  amount: number
  pay_type: number
  trade_type: number
  pay_scene: number
  kind: string
  buy_source_id: number | null
  activity_uuid: string
  activity_trace_id: string | null
  contract_uuid: string | null
  state: number
  created_at: number
  expires_at: number
  paid_at: number | null
  closed_at: number | null
  refunded_at: number | null
  channel_trade_no: string
}

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'

/** A trade number: 'P', the UTC time to the second, and 10 random characters. */
export function newTradeNo(now: number, prefix = 'P'): string {
  const stamp = new Date(now * 1000).toISOString().replace(/\D/g, '').slice(0, 14)
  const random = [...crypto.getRandomValues(new Uint8Array(10))].map((byte) => ALPHABET[byte % ALPHABET.length]).join('')
  return `${prefix}${stamp}${random}`
}

export interface NewOrder {
  outTradeNo?: string
  orgId: number
  userId: number
  product: ProductRow
  payType: number
  tradeType: number
  payScene: number
  buySourceId?: number
  activityUuid?: string
  deduction?: number
  deductionFrom?: string | null
  contractUuid?: string | null
  /** The activity package trace an activity order pays (its card's price is the product's). */
  activityTraceId?: string | null
  now: number
  /** When the order closes; 10 minutes on by default (a deduction under a contract waits longer). */
  expiresAt?: number
}

export function insertOrderStatement(db: D1Database, order: NewOrder): { statement: D1PreparedStatement; outTradeNo: string; amount: number } {
  const outTradeNo = order.outTradeNo ?? newTradeNo(order.now)
  const deduction = order.deduction ?? 0
  const amount = Math.max(order.product.price - deduction, 0)
  const p = order.product
  const statement = db
    .prepare(
      `INSERT INTO pay_orders (out_trade_no, org_id, user_id, product_id, product_name, business_type, tier, cycle, count, storage, points,
         duration, price, deduction, deduction_from, amount, pay_type, trade_type, pay_scene, kind, buy_source_id, activity_uuid, contract_uuid,
         activity_trace_id, state, created_at, expires_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?)`,
    )
    .bind(
      outTradeNo,
      order.orgId,
      order.userId,
      p.id,
      p.name,
      p.business_type,
      p.tier,
      p.cycle,
      p.count,
      p.storage,
      p.points,
      p.duration,
      p.price,
      deduction,
      order.deductionFrom ?? null,
      amount,
      order.payType,
      order.tradeType,
      order.payScene,
      p.kind,
      order.buySourceId ?? null,
      order.activityUuid ?? '',
      order.contractUuid ?? null,
      order.activityTraceId ?? null,
      order.now,
      order.expiresAt ?? order.now + PAYMENT_TIMEOUT_SECONDS,
    )
  return { statement, outTradeNo, amount }
}

export async function createOrder(db: D1Database, order: NewOrder): Promise<OrderRow> {
  const { statement, outTradeNo } = insertOrderStatement(db, order)
  await statement.run()
  return (await findOrder(db, outTradeNo))!
}

export function findOrder(db: D1Database, outTradeNo: string): Promise<OrderRow | null> {
  return db.prepare('SELECT * FROM pay_orders WHERE out_trade_no = ?').bind(outTradeNo).first<OrderRow>()
}

/** Closes one order if it is still waiting: past its deadline, or at once when `force` (the payer or the channel closed it). */
export async function closeOrder(db: D1Database, outTradeNo: string, now: number, force = false): Promise<boolean> {
  const result = await db
    .prepare(
      `UPDATE pay_orders SET state = ${OrderState.Closed}, closed_at = ?1 WHERE out_trade_no = ?2 AND state = ${OrderState.Created} AND (?3 OR expires_at <= ?1)`,
    )
    .bind(now, outTradeNo, force ? 1 : 0)
    .run()
  return result.meta.changes === 1
}

/** An order as the browser sees it. */
export function orderView(order: OrderRow, phone: string): PayOrder {
  const state = order.state as PayOrder['state']
  return {
    out_trade_no: order.out_trade_no,
    state,
    pay_result: state === OrderState.Created ? null : state,
    amount: order.amount,
    deduction: order.deduction,
    pay_type: order.pay_type as PayOrder['pay_type'],
    trade_type: order.trade_type as PayOrder['trade_type'],
    pay_scene: order.pay_scene as PayOrder['pay_scene'],
    product_id: order.product_id,
    product_name: order.product_name,
    business_type: order.business_type as PayOrder['business_type'],
    count: order.business_type === BusinessType.LiteEffect || order.business_type === BusinessType.Token ? order.points : order.count,
    storage: order.storage,
    cycle: order.cycle as PayOrder['cycle'],
    created_at: order.created_at,
    expires_at: order.expires_at,
    paid_at: order.paid_at,
    closed_at: order.closed_at,
    phone,
    contract_uuid: order.contract_uuid,
  }
}
