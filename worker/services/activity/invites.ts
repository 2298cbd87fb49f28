import { drawGiftCode } from './delivery'

/** The user's invite code, drawn once (a racing second draw keeps the first). */
export async function inviterCode(db: D1Database, userId: number, now: number): Promise<string> {
  await db
    .prepare('INSERT INTO activity_invite_codes (user_id, code, created_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING')
    .bind(userId, drawGiftCode(), now)
    .run()
  const row = await db.prepare('SELECT code FROM activity_invite_codes WHERE user_id = ?').bind(userId).first<{ code: string }>()
  if (!row) throw new Error('invite code vanished after insert')
  return row.code
}

/** The activity user an invite code names, or null. */
export async function inviterOfCode(db: D1Database, code: string): Promise<number | null> {
  const row = await db.prepare('SELECT user_id FROM activity_invite_codes WHERE code = ?').bind(code).first<{ user_id: number }>()
  return row?.user_id ?? null
}

export async function inviteCount(db: D1Database, activityUuid: string, inviterId: number): Promise<number> {
  const row = await db
    .prepare('SELECT count(*) AS n FROM activity_invites WHERE activity_uuid = ? AND inviter_id = ?')
    .bind(activityUuid, inviterId)
    .first<{ n: number }>()
  return row?.n ?? 0
}
