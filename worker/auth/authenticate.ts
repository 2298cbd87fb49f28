import { createMiddleware } from 'hono/factory'
import { ServerCode } from '../../shared/enums'
import { ERROR_MESSAGES } from '../../shared/messages'
import { readConfig, type Bindings, type Variables } from '../env'
import { nowSeconds } from '../lib/clock'
import { ServiceError } from '../lib/serviceApp'
import { readActivitySession, type ActivitySession } from './activitySession'
import { readSession, type LiveSession } from './session'

/**
 * The logins a call may act under: the official site's (`main`, rows of `sessions`) or a
 * campaign login (`activity`: the activity or activity-ex scene, rows of
 * `activity_sessions`; the session names which). A token of one never passes the other.
 */
export type AuthScene = 'main' | 'activity'

/** The token the gateway put in `Authorization` (raw, or as a Bearer credential). */
export function bearerToken(header: string | undefined): string | undefined {
  const token = header?.replace(/^Bearer\s+/i, '').trim()
  return token || undefined
}

/** What authenticating reads of a request, whatever the Hono environment of its service. */
type Request = { env: Bindings; req: { header(name: string): string | undefined } }

/** The live login of the scene the request carries, or null (no token, bad signature, revoked, expired, deleted account). */
export function authenticate(c: Request, scene: 'main'): Promise<LiveSession | null>
export function authenticate(c: Request, scene: 'activity'): Promise<ActivitySession | null>
export async function authenticate(c: Request, scene: AuthScene): Promise<LiveSession | ActivitySession | null> {
  const token = bearerToken(c.req.header('authorization'))
  if (!token) return null
  if (scene === 'main') return readSession(c.env.DB, readConfig(c.env).JWT_SECRET, token, nowSeconds())
  return readActivitySession(c.env, token, nowSeconds())
}

export function unauthorized(): ServiceError {
  return new ServiceError(ServerCode.Unauthorized, ERROR_MESSAGES.unauthorized, 401)
}

/** The Hono environment of calls under the official site's login, once `requireUser` has found it. */
export type UserEnv = { Bindings: Bindings; Variables: Variables & { session: LiveSession } }

/** Calls that act for an account: a live session or a 401 envelope (the gateway then clears the cookie). */
export const requireUser = createMiddleware<UserEnv>(async (c, next) => {
  const session = await authenticate(c, 'main')
  if (!session) throw unauthorized()
  c.set('session', session)
  await next()
})

/** The Hono environment of calls under a campaign login, once `requireActivityUser` has found it. */
export type ActivityEnv = { Bindings: Bindings; Variables: Variables & { activitySession: ActivitySession } }

/** Calls that act for an activity user: a live activity login or a 401. */
export const requireActivityUser = createMiddleware<ActivityEnv>(async (c, next) => {
  const session = await authenticate(c, 'activity')
  if (!session) throw unauthorized()
  c.set('activitySession', session)
  await next()
})

/** The visitor's address as Cloudflare saw it (the gateway forwards the header); caps code sends per IP. */
export function clientIp(header: string | undefined): string {
  return header?.trim().slice(0, 64) || 'unknown'
}
