import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import { CAKE_APPID_HEADER } from '../../../shared/constants'
import { ServerCode } from '../../../shared/enums'
import { ERROR_MESSAGES, PAY_MESSAGES } from '../../../shared/messages'
import { PayCode } from '../../../shared/payEnums'
import { readSession } from '../../auth/session'
import { readConfig, type Bindings, type Variables } from '../../env'
import { nowSeconds } from '../../lib/clock'
import { payProvider, type PayProvider } from '../../providers/pay'
import { ServiceError } from '../serviceApp'

/** Who pays: the logged-in account and the organisation its purchases credit. */
export interface Payer {
  userId: number
  orgId: number
  phone: string
}

export type PayEnv = { Bindings: Bindings; Variables: Variables & { payer: Payer } }

function bearer(header: string | undefined): string | undefined {
  const token = header?.replace(/^Bearer\s+/i, '').trim()
  return token || undefined
}

/**
 * The payer the Authorization header names (the gateway sends the payment scene's token).
 * An account without an organisation cannot buy: it is treated as not logged in.
 */
export async function payerOf(c: Context<PayEnv>): Promise<Payer | null> {
  const token = bearer(c.req.header('authorization'))
  if (!token) return null
  const session = await readSession(c.env.DB, readConfig(c.env).JWT_SECRET, token, nowSeconds())
  if (!session) return null
  const row = await c.env.DB.prepare('SELECT id, org_id, phone FROM users WHERE id = ? AND deleted_at IS NULL AND org_id IS NOT NULL')
    .bind(session.userId)
    .first<{ id: number; org_id: number; phone: string }>()
  return row ? { userId: row.id, orgId: row.org_id, phone: row.phone } : null
}

export const requirePayer = createMiddleware<PayEnv>(async (c, next) => {
  const payer = await payerOf(c)
  if (!payer) throw new ServiceError(ServerCode.Unauthorized, ERROR_MESSAGES.unauthorized, 401)
  c.set('payer', payer)
  await next()
})

/** The channel, or a clear 503 when none is configured (like the SMS provider). */
export function requireProvider(env: Bindings): PayProvider {
  const provider = payProvider(env)
  if (!provider) throw new ServiceError(PayCode.PayUnavailable, PAY_MESSAGES.payUnavailable, 503)
  return provider
}

/** The app id of a call: the request's own field, else the Cake-Appid header, else Cake (1). */
export function appIdOf(c: Context, fromRequest: number | undefined): number {
  const header = Number(c.req.header(CAKE_APPID_HEADER))
  return fromRequest ?? (Number.isInteger(header) && header > 0 ? header : 1)
}
