import { signToken, TOKEN_LIFETIME_SECONDS, verifyToken } from './token'

/** A login that is still valid: the token verifies, its session is not revoked or expired, the account exists. */
export interface LiveSession {
  userId: number
  sessionId: string
  accessTag: number
}

/** The session a token names, or null for anything else (bad signature, revoked, expired, deleted account). */
export async function readSession(db: D1Database, secret: string, token: string, now: number): Promise<LiveSession | null> {
  const claims = await verifyToken(secret, token)
  if (!claims) return null
  const row = await db
    .prepare(
      `SELECT users.access_tag AS access_tag FROM sessions JOIN users ON users.id = sessions.user_id
       WHERE sessions.id = ? AND sessions.user_id = ? AND sessions.revoked_at IS NULL AND sessions.expires_at > ?
         AND users.deleted_at IS NULL`,
    )
    .bind(claims.sid, claims.sub, now)
    .first<{ access_tag: number }>()
  return row ? { userId: claims.sub, sessionId: claims.sid, accessTag: row.access_tag } : null
}

/** Starts a new session (every login gets its own) and returns its signed token. */
export async function openSession(db: D1Database, secret: string, userId: number, now: number): Promise<string> {
  const sessionId = crypto.randomUUID()
  await db
    .prepare('INSERT INTO sessions (id, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)')
    .bind(sessionId, userId, now, now + TOKEN_LIFETIME_SECONDS)
    .run()
  return signToken(secret, userId, sessionId, now * 1000)
}

export function revokeSession(db: D1Database, sessionId: string, now: number): D1PreparedStatement {
  return db.prepare('UPDATE sessions SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL').bind(now, sessionId)
}

/** Ends every session of an account (cancellation, change of phone). */
export function revokeUserSessions(db: D1Database, userId: number, now: number): D1PreparedStatement {
  return db.prepare('UPDATE sessions SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL').bind(now, userId)
}
