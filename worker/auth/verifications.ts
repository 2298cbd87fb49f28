import type { LoginType, VerifyType } from '../../shared/enums'

export const SECURITY_POLICY = {
  /** A safety verification allows its action for this long. */
  verificationSeconds: 10 * 60,
} as const

/** A passed safety verification (security/verify): it allows one action of its scene for 10 minutes. */
export interface Verification {
  id: number
  verify_type: VerifyType
  /** The hash of the phone code that proved it; null for a WeChat scan. */
  code_hash: string | null
}

export async function recordVerification(
  db: D1Database,
  verification: { userId: number; scene: LoginType; verifyType: VerifyType; codeHash: string | null },
  now: number,
): Promise<void> {
  await db
    .prepare('INSERT INTO security_verifications (user_id, scene, verify_type, code_hash, verified_at) VALUES (?, ?, ?, ?, ?)')
    .bind(verification.userId, verification.scene, verification.verifyType, verification.codeHash, now)
    .run()
}

/** The latest unspent verification of the scene from the last 10 minutes. */
export function recentVerification(db: D1Database, userId: number, scene: LoginType, now: number): Promise<Verification | null> {
  return db
    .prepare(
      `SELECT id, verify_type, code_hash FROM security_verifications
       WHERE user_id = ? AND scene = ? AND used_at IS NULL AND verified_at > ? ORDER BY id DESC LIMIT 1`,
    )
    .bind(userId, scene, now - SECURITY_POLICY.verificationSeconds)
    .first<Verification>()
}

export function spendVerification(db: D1Database, id: number, now: number): D1PreparedStatement {
  return db.prepare('UPDATE security_verifications SET used_at = ? WHERE id = ?').bind(now, id)
}
