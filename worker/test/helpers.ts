import { env, exports } from 'cloudflare:workers'
import { expect } from 'vitest'
import { signToken } from '../auth/token'

export const ORIGIN = 'http://example.test'

/** A request through the real worker entry, with real local D1 and KV. */
export function request(path: string, init?: RequestInit): Promise<Response> {
  return exports.default.fetch(new Request(`${ORIGIN}${path}`, init))
}

/** Signs a token for a demo user with a live session, as a login would. */
export async function loginAs(userId: number, accessTag: number): Promise<string> {
  await env.DB.prepare('INSERT OR REPLACE INTO users (id, phone, name, access_tag) VALUES (?, ?, ?, ?)')
    .bind(userId, `1380013${String(userId).padStart(4, '0')}`, `user ${userId}`, accessTag)
    .run()
  const sessionId = crypto.randomUUID()
  await env.DB.prepare('INSERT INTO sessions (id, user_id, expires_at) VALUES (?, ?, unixepoch() + 3600)').bind(sessionId, userId).run()
  return signToken(env.JWT_SECRET!, userId, sessionId)
}

/**
 * A guarded page refused after its head went out (docs/decisions/025): the document ends by
 * sending the browser home, and no loader ran, so nothing of the account is in it.
 */
export async function expectSentHome(response: Response): Promise<void> {
  expect(response.status).toBe(200)
  const html = await response.text()
  expect(html).toMatch(/<script nonce="[^"]+">location\.replace\("\/"\)<\/script><\/body><\/html>$/)
  expect(html).not.toContain('__ssr_data')
}
