import { ACTIVITY_MESSAGES } from '../../../shared/contracts/activityMessages'
import { openSession } from '../../auth/session'
import { ServiceError } from '../../lib/serviceApp'
import { findAccountByPhone } from '../main'

/** A hand-over lives one minute: long enough for the page to post it, too short to be worth stealing. */
export const HANDOVER_SECONDS = 60

/** '****1234', as the visitor is asked to log in when their phone has no main account yet. */
function masked(phone: string): string {
  return `${phone.slice(0, 3)}****${phone.slice(-4)}`
}

/**
 * 去个人中心查看: a random code for the activity user's main account, stored with its
 * expiry; never the token itself, which reaches the browser only as the main cookie.
 */
export async function openHandover(db: D1Database, activityUserId: number, now: number) {
  const user = await db.prepare('SELECT phone FROM activity_users WHERE id = ?').bind(activityUserId).first<{ phone: string }>()
  if (!user) throw new ServiceError(401, ACTIVITY_MESSAGES.handoverInvalid, 401)
  const account = await findAccountByPhone(db, user.phone)
  if (!account) return { code: null, masked_phone: masked(user.phone), expires_in: 0 }
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  const code = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
  await db
    .prepare('INSERT INTO activity_handovers (code, activity_user_id, expires_at) VALUES (?, ?, ?)')
    .bind(code, activityUserId, now + HANDOVER_SECONDS)
    .run()
  return { code, masked_phone: masked(user.phone), expires_in: HANDOVER_SECONDS }
}

/** Spends a hand-over code once, before it expires, for a main session of the same phone. */
export async function exchangeHandover(db: D1Database, secret: string, code: string, now: number): Promise<string> {
  const spent = await db
    .prepare(
      `UPDATE activity_handovers SET used_at = ?1 WHERE code = ?2 AND used_at IS NULL AND expires_at > ?1
       RETURNING (SELECT phone FROM activity_users WHERE id = activity_user_id) AS phone`,
    )
    .bind(now, code)
    .first<{ phone: string }>()
  const account = spent && (await findAccountByPhone(db, spent.phone))
  if (!account) throw new ServiceError(400, ACTIVITY_MESSAGES.handoverInvalid)
  return openSession(db, secret, account.id, now)
}
