import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import { ServerCode } from '../../../../shared/enums'
import { ERROR_MESSAGES } from '../../../../shared/messages'
import { readSession, type LiveSession } from '../../../auth/session'
import { readConfig, type Bindings, type Variables } from '../../../env'
import { ServiceError } from '../../serviceApp'
import { findAccount, type Account } from './accounts'
import { nowSeconds } from '../../../lib/clock'

/** The user service's Hono environment: the login, once `requireUser` has found it. */
export type UserEnv = { Bindings: Bindings; Variables: Variables & { session: LiveSession } }

/** The token the gateway put in `Authorization` (raw, or as a Bearer credential). */
function bearer(header: string | undefined): string | undefined {
  const token = header?.replace(/^Bearer\s+/i, '').trim()
  return token || undefined
}

export function unauthorized(): ServiceError {
  return new ServiceError(ServerCode.Unauthorized, ERROR_MESSAGES.unauthorized, 401)
}

/** The login the request carries, if it is live. */
export async function sessionOf(c: Context<UserEnv>): Promise<LiveSession | null> {
  const token = bearer(c.req.header('authorization'))
  return token ? readSession(c.env.DB, readConfig(c.env).JWT_SECRET, token, nowSeconds()) : null
}

/** Calls that act for an account: a live session or a 401 envelope (the gateway then clears the cookie). */
export const requireUser = createMiddleware<UserEnv>(async (c, next) => {
  const session = await sessionOf(c)
  if (!session) throw unauthorized()
  c.set('session', session)
  await next()
})

/** The account of the live session; it exists, or the session would not be live. */
export async function currentAccount(c: Context<UserEnv>): Promise<Account> {
  const account = await findAccount(c.env.DB, c.var.session.userId)
  if (!account) throw unauthorized()
  return account
}

export function jwtSecret(c: Context<UserEnv>): string {
  return readConfig(c.env).JWT_SECRET
}

/** The visitor's address as Cloudflare saw it (the gateway forwards the header); caps sends per IP. */
export function clientIp(header: string | undefined): string {
  return header?.trim().slice(0, 64) || 'unknown'
}
