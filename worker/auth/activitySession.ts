import { sign, verify } from 'hono/jwt'
import { readConfig, type Bindings } from '../env'
import { TOKEN_LIFETIME_SECONDS } from './token'

/** The two campaign logins (spec section 3, "Activity user"). */
export type ActivityScene = 'activity' | 'activity-ex'

export interface ActivitySession {
  userId: number
  sessionId: string
  scene: ActivityScene
}

/**
 * Activity tokens carry their scene (`scn`) and name a row of activity_sessions, so a main
 * token (whose session lives in `sessions`) never passes here and an activity token never
 * passes the main service.
 */
export async function openActivitySession(env: Bindings, userId: number, scene: ActivityScene, now: number): Promise<string> {
  const sessionId = crypto.randomUUID()
  await env.DB.prepare('INSERT INTO activity_sessions (id, user_id, scene, created_at, expires_at) VALUES (?, ?, ?, ?, ?)')
    .bind(sessionId, userId, scene, now, now + TOKEN_LIFETIME_SECONDS)
    .run()
  return sign({ sub: userId, sid: sessionId, scn: scene, exp: now + TOKEN_LIFETIME_SECONDS }, readConfig(env).JWT_SECRET, 'HS256')
}

export async function readActivitySession(env: Bindings, token: string, now: number): Promise<ActivitySession | null> {
  let payload: Record<string, unknown>
  try {
    payload = await verify(token, readConfig(env).JWT_SECRET, 'HS256')
  } catch {
    return null
  }
  const { sub, sid, scn } = payload
  if (typeof sub !== 'number' || typeof sid !== 'string' || (scn !== 'activity' && scn !== 'activity-ex')) return null
  const row = await env.DB.prepare(
    'SELECT 1 AS live FROM activity_sessions WHERE id = ? AND user_id = ? AND scene = ? AND revoked_at IS NULL AND expires_at > ?',
  )
    .bind(sid, sub, scn, now)
    .first<{ live: number }>()
  return row ? { userId: sub, sessionId: sid, scene: scn } : null
}
