import type { Context } from 'hono'
import { getCookie } from 'hono/cookie'
import { ANONYMOUS, type Viewer } from '../../shared/access'
import { COOKIES } from '../../shared/constants'
import { readConfig, type AppEnv } from '../env'
import { readSession } from './session'
import { nowSeconds } from '../lib/clock'

/**
 * Who is asking: a valid token cookie whose session is live names a user, whose
 * accessTag decides permissions. Anything else (no cookie, bad signature, revoked
 * session, cancelled account, D1 unavailable) is a visitor.
 */
export async function resolveViewer(c: Context<AppEnv>): Promise<Viewer> {
  const token = getCookie(c, COOKIES.token)
  if (!token) return ANONYMOUS
  try {
    const session = await readSession(c.env.DB, readConfig(c.env).JWT_SECRET, token, nowSeconds())
    return session ? { loggedIn: true, accessTag: session.accessTag } : ANONYMOUS
  } catch (error) {
    console.error('viewer lookup failed', error)
    return ANONYMOUS
  }
}
