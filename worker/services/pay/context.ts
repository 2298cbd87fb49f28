import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import { CAKE_APPID_HEADER } from '../../../shared/constants'
import { ServerCode } from '../../../shared/enums'
import { PAY_MESSAGES } from '../../../shared/payMessages'
import { PayCode } from '../../../shared/payEnums'
import type { LoginScene } from '../../../shared/scenes'
import { authenticate, unauthorized } from '../../auth/authenticate'
import { activityUserPhone } from '../activity'
import { createAccount, findAccountByPhone } from '../main'
import { readConfig, type Bindings, type Variables } from '../../env'
import { nowSeconds } from '../../lib/clock'
import { log } from '../../lib/log'
import { PayChannelError, payProvider, type Charge, type ChargeRequest, type PayProvider } from '../../providers/pay'
import { ServiceError } from '../../lib/serviceApp'

/** Who pays: the logged-in account and the organisation its purchases credit. */
export interface Payer {
  userId: number
  orgId: number
  phone: string
  /** Set when paying under an activity login (payment scenes 2 and 3): the activity user. */
  activityUserId?: number
  /** The login the call came with: an activity order must come with the login of its scene. */
  login: LoginScene
}

export type PayEnv = { Bindings: Bindings; Variables: Variables & { payer: Payer } }

/**
 * An activity login pays as the official-site account of the same phone, registered at its
 * first payment call if there is none yet (a campaign buyer becomes a customer), so the
 * package credits an organisation like any other purchase.
 */
async function activityPayer(c: Context<PayEnv>, now: number): Promise<Payer | null> {
  const session = await authenticate(c, 'activity')
  if (!session) return null
  const phone = await activityUserPhone(c.env.DB, session.userId)
  if (!phone) return null
  const account = (await findAccountByPhone(c.env.DB, phone)) ?? (await createAccount(c.env.DB, phone, {}, now))
  const login = session.scene === 'activity-ex' ? 'activityEx' : 'activity'
  return account.org_id === null ? null : { userId: account.id, orgId: account.org_id, phone, activityUserId: session.userId, login }
}

/**
 * The payer the Authorization header names (the gateway sends the payment scene's token:
 * the official site's, or an activity login's). An account without an organisation cannot
 * buy: it is treated as not logged in.
 */
export async function payerOf(c: Context<PayEnv>): Promise<Payer | null> {
  const session = await authenticate(c, 'main')
  if (!session) return activityPayer(c, nowSeconds())
  const row = await c.env.DB.prepare('SELECT id, org_id, phone FROM users WHERE id = ? AND deleted_at IS NULL AND org_id IS NOT NULL')
    .bind(session.userId)
    .first<{ id: number; org_id: number; phone: string }>()
  return row ? { userId: row.id, orgId: row.org_id, phone: row.phone, login: 'main' } : null
}

export const requirePayer = createMiddleware<PayEnv>(async (c, next) => {
  const payer = await payerOf(c)
  if (!payer) throw unauthorized()
  c.set('payer', payer)
  await next()
})

/** The channel of a pay type, or a clear 503 when none is configured for it (like the SMS provider). */
export function requireProvider(env: Bindings, payType: number): PayProvider {
  const provider = payProvider(env, payType)
  if (!provider) throw new ServiceError(PayCode.PayUnavailable, PAY_MESSAGES.payUnavailable, 503)
  return provider
}

/**
 * The channel stops taking money this long before the order closes here, so a payment's
 * notification (which may lag a few seconds) arrives while the order is still open.
 */
export const CHANNEL_EXPIRY_MARGIN_SECONDS = 60

/**
 * The channel's charge for an order. A channel that refuses or cannot be reached is a 503
 * (the order simply expires unpaid); one that cannot take this kind of payment a 400.
 */
export async function chargeOf(provider: PayProvider, request: ChargeRequest): Promise<Charge> {
  try {
    return await provider.createCharge({ ...request, expiresAt: request.expiresAt - CHANNEL_EXPIRY_MARGIN_SECONDS })
  } catch (error) {
    const unsupported = error instanceof PayChannelError && error.kind === 'unsupported'
    log(unsupported ? 'warn' : 'error', 'pay.charge_failed', { channel: provider.name, out_trade_no: request.outTradeNo, error })
    if (unsupported) throw new ServiceError(PayCode.PayMethodNotAllowed, PAY_MESSAGES.payMethodNotAllowed)
    throw new ServiceError(PayCode.PayUnavailable, PAY_MESSAGES.payUnavailable, 503)
  }
}

/** The app id of a call: the request's own field, else the Cake-Appid header, else Cake (1). */
export function appIdOf(c: Context, fromRequest: number | undefined): number {
  const header = Number(c.req.header(CAKE_APPID_HEADER))
  return fromRequest ?? (Number.isInteger(header) && header > 0 ? header : 1)
}
