import type { Context } from 'hono'
import { getCookie } from 'hono/cookie'
import { ANONYMOUS, type Viewer } from '../../shared/access'
import { COOKIES } from '../../shared/constants'
import { readConfig, type AppEnv } from '../env'
import { verifyToken } from './token'

/**
 * Who is asking: a valid token cookie whose session is live names a user, whose
 * accessTag decides permissions. Anything else (no cookie, bad signature, revoked
 * session, D1 unavailable) is a visitor.
 */
export async function resolveViewer(c: Context<AppEnv>): Promise<Viewer> {
  const token = getCookie(c, COOKIES.token)
  if (!token) return ANONYMOUS
  const claims = await verifyToken(readConfig(c.env).JWT_SECRET, token)
  if (!claims) return ANONYMOUS
  try {
    const row = await c.env.DB.prepare(
      `SELECT users.access_tag AS access_tag FROM sessions JOIN users ON users.id = sessions.user_id
       WHERE sessions.id = ? AND sessions.user_id = ? AND sessions.revoked_at IS NULL AND sessions.expires_at > unixepoch()`,
    )
      .bind(claims.sid, claims.sub)
      .first<{ access_tag: number }>()
    return row ? { loggedIn: true, accessTag: row.access_tag } : ANONYMOUS
  } catch (error) {
    console.error('viewer lookup failed', error)
    return ANONYMOUS
  }
}
