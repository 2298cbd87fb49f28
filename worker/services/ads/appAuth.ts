import { openSession, readSession } from '../../auth/session'

/** The app's login could not be handed over (expired, revoked, or another user's). */
export const APP_AUTH_FAILED = '登录已失效，请在 App 内重新登录'

/**
 * The iOS app's hand-over: a live app session of `userId` opens a web session of its own
 * for the same user (logging out on the site then leaves the app logged in). Null when the
 * token is not a live session of that user.
 */
export async function handOver(db: D1Database, secret: string, input: { token: string; userId: number }, now: number): Promise<string | null> {
  const session = await readSession(db, secret, input.token, now)
  if (!session || session.userId !== input.userId) return null
  return openSession(db, secret, session.userId, now)
}
