import { PAY_MESSAGES } from '../../../shared/payMessages'
import { OrderState, PayCode } from '../../../shared/payEnums'
import type { Bindings } from '../../env'
import { log } from '../../lib/log'
import { payProvider } from '../../providers/pay'
import { ServiceError } from '../../lib/serviceApp'
import { applyNotification } from './notifications'
import { closeOrder, findOrder, type OrderRow } from './orders'

/** What settling an expired order did: paid (the channel had taken the money), closed, or left open (the channel could not be asked). */
export type Settlement = 'paid' | 'closed' | 'open'

/**
 * Settles an order past its 10 minutes. Every close of an order whose channel can be asked
 * asks it first, wherever the close happens (a page polling past the deadline, the Cron
 * job): paid there → paid here, at the channel's time; still open there → closed there,
 * then here; unreachable → left open for the next read or run, so a late notification
 * still finds it. A channel that cannot be asked (the sandbox) closes on the deadline alone.
 */
export async function settleExpiredOrder(env: Bindings, order: OrderRow, now: number): Promise<Settlement> {
  if (order.state !== OrderState.Created || order.expires_at > now)
    return order.state === OrderState.Paid ? 'paid' : order.state === OrderState.Closed ? 'closed' : 'open'
  const channel = payProvider(env, order.pay_type)
  if (channel?.queryCharge) {
    try {
      const answer = await channel.queryCharge(order.out_trade_no)
      if (answer.state === 'paid') {
        // Paid at the channel's time, which the channel's own expiry keeps before ours.
        const outcome = await applyNotification(env, answer.notification, Math.min(now, answer.notification.time))
        log(outcome === 'paid' ? 'info' : 'warn', 'pay.settled_by_query', { channel: channel.name, out_trade_no: order.out_trade_no, outcome })
        return outcome === 'paid' || outcome === 'duplicate' ? 'paid' : 'open'
      }
      if (answer.state === 'waiting') await channel.closeCharge?.(order.out_trade_no)
    } catch (error) {
      log('warn', 'pay.settle_failed', { channel: channel.name, out_trade_no: order.out_trade_no, error })
      return 'open'
    }
  }
  await closeOrder(env.DB, order.out_trade_no, now)
  const current = await findOrder(env.DB, order.out_trade_no)
  return current?.state === OrderState.Paid ? 'paid' : current?.state === OrderState.Closed ? 'closed' : 'open'
}

/** The order of an organisation, settled first if its 10 minutes are up (reads check their own deadline). */
export async function readOrgOrder(env: Bindings, outTradeNo: string, orgId: number, now: number): Promise<OrderRow> {
  const found = await findOrder(env.DB, outTradeNo)
  if (!found || found.org_id !== orgId) throw new ServiceError(PayCode.OrderNotFound, PAY_MESSAGES.orderNotFound)
  if (found.state !== OrderState.Created || found.expires_at > now) return found
  await settleExpiredOrder(env, found, now)
  return (await findOrder(env.DB, outTradeNo))!
}
