import { ServerCode } from '../../../../shared/enums'
import { SERVER_MESSAGES } from '../../../../shared/messages'
import { randomToken, sha256Hex } from '../../../auth/secrets'
import { revokeUserSessions } from '../../../auth/session'
import { ServiceError } from '../../../lib/serviceApp'
import type { Account } from './accounts'
import { CANCEL_POLICY } from './policy'

interface Cancellation {
  id: number
  user_id: number
  effective_at: number
  is_delete_org: number
}

interface OrgFlags {
  merchant_cancelling: number
  pending_revenue_share: number
}

export async function orgFlags(db: D1Database, orgId: number | null): Promise<OrgFlags> {
  const row =
    orgId === null ? null : await db.prepare('SELECT merchant_cancelling, pending_revenue_share FROM organisations WHERE id = ?').bind(orgId).first<OrgFlags>()
  return row ?? { merchant_cancelling: 0, pending_revenue_share: 0 }
}

function pendingCancellation(db: D1Database, userId: number): Promise<Cancellation | null> {
  return db
    .prepare("SELECT id, user_id, effective_at, is_delete_org FROM cancellations WHERE user_id = ? AND status = 'pending' ORDER BY id DESC LIMIT 1")
    .bind(userId)
    .first<Cancellation>()
}

/**
 * Removes an account for good: the phone is released so it can register again, the name,
 * WeChat binding, devices and sessions go. The row stays (anonymised) for the records
 * that point at it.
 */
function completeStatements(db: D1Database, cancellation: Cancellation, orgId: number | null, now: number): D1PreparedStatement[] {
  const userId = cancellation.user_id
  const statements = [
    db.prepare("UPDATE users SET phone = 'cancelled:' || id, name = '', deleted_at = ? WHERE id = ?").bind(now, userId),
    db.prepare('DELETE FROM wechat_bindings WHERE user_id = ?').bind(userId),
    db.prepare('DELETE FROM apple_bindings WHERE user_id = ?').bind(userId),
    db.prepare('DELETE FROM devices WHERE user_id = ?').bind(userId),
    revokeUserSessions(db, userId, now),
    db.prepare("UPDATE cancellations SET status = 'completed', closed_at = ? WHERE id = ?").bind(now, cancellation.id),
  ]
  if (cancellation.is_delete_org && orgId !== null) {
    // Only the main account may take its organisation with it.
    statements.push(db.prepare('UPDATE organisations SET deleted_at = ? WHERE id = ? AND main_user_id = ?').bind(now, orgId, userId))
  }
  return statements
}

/**
 * Completes a delayed cancellation whose cooling period is over, when the account is
 * looked at before the Cron Trigger's job got to it. Returns whether the account is now gone.
 */
export async function settleDueCancellation(db: D1Database, account: Account, now: number): Promise<boolean> {
  const pending = await pendingCancellation(db, account.id)
  if (!pending || pending.effective_at > now) return false
  await db.batch(completeStatements(db, pending, account.org_id, now))
  return true
}

/** The most a run of the job completes; the next run, five minutes on, takes the rest. */
const CANCELLATIONS_PER_RUN = 200

/**
 * The Cron Trigger's job: completes every delayed cancellation due by `now`. Idempotent: a
 * completed cancellation is no longer pending, so a second run finds nothing to do.
 */
export async function completeDueCancellations(env: { DB: D1Database }, now: number): Promise<number> {
  const { results } = await env.DB.prepare(
    `SELECT c.id, c.user_id, c.effective_at, c.is_delete_org, u.org_id
       FROM cancellations c JOIN users u ON u.id = c.user_id
      WHERE c.status = 'pending' AND c.effective_at <= ?
      ORDER BY c.effective_at LIMIT ?`,
  )
    .bind(now, CANCELLATIONS_PER_RUN)
    .all<Cancellation & { org_id: number | null }>()
  for (const due of results) await env.DB.batch(completeStatements(env.DB, due, due.org_id, now))
  return results.length
}

/**
 * Whether an account may log in. Its merchant being cancelled: 7002, nothing to recover.
 * Within its own cooling period: 7001 with the date and a recover_token that the next
 * login presents to call the cancellation off.
 */
export async function admitLogin(db: D1Database, account: Account, now: number): Promise<void> {
  const flags = await orgFlags(db, account.org_id)
  if (flags.merchant_cancelling) throw new ServiceError(ServerCode.MerchantCancelling, SERVER_MESSAGES.merchantCancelling)
  const pending = await pendingCancellation(db, account.id)
  if (!pending) return
  const recoverToken = randomToken()
  await db
    .prepare('UPDATE cancellations SET recover_token_hash = ?, recover_expires_at = ? WHERE id = ?')
    .bind(await sha256Hex(recoverToken), now + CANCEL_POLICY.recoverTokenSeconds, pending.id)
    .run()
  throw new ServiceError(ServerCode.CancelledRecoverable, SERVER_MESSAGES.cancelledRecoverable, 200, {
    cancel_effective_at: pending.effective_at,
    recover_token: recoverToken,
  })
}

/**
 * Calls off a cancellation with the recover_token of a 7001 answer (issued only after the
 * login proved the phone or WeChat) and returns the account to log in. A stale token asks
 * to verify again (195).
 */
export async function recoverAccount(db: D1Database, recoverToken: string, phone: string | undefined, now: number): Promise<number> {
  const found = await db
    .prepare(
      `SELECT c.id, c.user_id, u.phone, u.org_id FROM cancellations c JOIN users u ON u.id = c.user_id
       WHERE c.recover_token_hash = ? AND c.status = 'pending' AND c.recover_expires_at > ? AND c.effective_at > ?`,
    )
    .bind(await sha256Hex(recoverToken), now, now)
    .first<{ id: number; user_id: number; phone: string; org_id: number | null }>()
  if (!found || (phone !== undefined && phone !== found.phone)) {
    throw new ServiceError(ServerCode.CancelVerifyAgain, SERVER_MESSAGES.cancelVerifyAgain)
  }
  if ((await orgFlags(db, found.org_id)).merchant_cancelling) {
    throw new ServiceError(ServerCode.MerchantCancelling, SERVER_MESSAGES.merchantCancelling)
  }
  const recovered = await db
    .prepare("UPDATE cancellations SET status = 'recovered', closed_at = ?, recover_token_hash = NULL WHERE id = ? AND status = 'pending'")
    .bind(now, found.id)
    .run()
  if (recovered.meta.changes !== 1) throw new ServiceError(ServerCode.CancelVerifyAgain, SERVER_MESSAGES.cancelVerifyAgain)
  return found.user_id
}

/**
 * Cancels an account: delayed, it takes effect after the cooling period and every session
 * ends now; immediate, the account is removed at once. Returns when it takes effect
 * (null when immediate).
 */
export async function cancelAccount(
  db: D1Database,
  account: Account,
  options: { immediate: boolean; deleteOrg: boolean },
  now: number,
): Promise<number | null> {
  const effectiveAt = options.immediate ? now : now + CANCEL_POLICY.delaySeconds
  const insert = db
    .prepare(
      `INSERT INTO cancellations (user_id, status, is_immediate, is_delete_org, requested_at, effective_at)
       VALUES (?, 'pending', ?, ?, ?, ?) RETURNING id`,
    )
    .bind(account.id, options.immediate ? 1 : 0, options.deleteOrg ? 1 : 0, now, effectiveAt)
  if (!options.immediate) {
    await db.batch([insert, revokeUserSessions(db, account.id, now)])
    return effectiveAt
  }
  // Should the removal fail half way, the cancellation is already due and completes at the next lookup.
  const created = await insert.first<{ id: number }>()
  const cancellation = { id: created!.id, user_id: account.id, effective_at: effectiveAt, is_delete_org: options.deleteOrg ? 1 : 0 }
  await db.batch(completeStatements(db, cancellation, account.org_id, now))
  return null
}
