import { sign, verify } from 'hono/jwt'
import { TOKEN_COOKIE_DAYS } from '../../shared/constants'

export interface TokenClaims {
  /** User id. */
  sub: number
  /** Session id; logout revokes it. */
  sid: string
  exp: number
}

export const TOKEN_LIFETIME_SECONDS = TOKEN_COOKIE_DAYS * 24 * 60 * 60

export function signToken(secret: string, userId: number, sessionId: string, now = Date.now()): Promise<string> {
  const exp = Math.floor(now / 1000) + TOKEN_LIFETIME_SECONDS
  return sign({ sub: userId, sid: sessionId, exp }, secret, 'HS256')
}

/** The claims of a well-signed, unexpired token; null for anything else. */
export async function verifyToken(secret: string, token: string): Promise<TokenClaims | null> {
  try {
    const payload = await verify(token, secret, 'HS256')
    if (typeof payload.sub !== 'number' || typeof payload.sid !== 'string' || typeof payload.exp !== 'number') return null
    return { sub: payload.sub, sid: payload.sid, exp: payload.exp }
  } catch {
    return null
  }
}
