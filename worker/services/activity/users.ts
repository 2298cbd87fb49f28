import type { Claimant } from './welfare'

export interface ActivityUser extends Claimant {
  id: number
  phone: string
}

interface UserRow {
  id: number
  phone: string
  registered_at: number
  is_paid: number
  is_vip: number
}

function toUser(row: UserRow): ActivityUser {
  return { id: row.id, phone: row.phone, registered_at: row.registered_at, is_paid: row.is_paid === 1, is_vip: row.is_vip === 1 }
}

export async function findActivityUser(db: D1Database, id: number): Promise<ActivityUser | null> {
  const row = await db.prepare('SELECT id, phone, registered_at, is_paid, is_vip FROM activity_users WHERE id = ?').bind(id).first<UserRow>()
  return row ? toUser(row) : null
}

export async function findActivityUserByPhone(db: D1Database, phone: string): Promise<ActivityUser | null> {
  const row = await db.prepare('SELECT id, phone, registered_at, is_paid, is_vip FROM activity_users WHERE phone = ?').bind(phone).first<UserRow>()
  return row ? toUser(row) : null
}

/**
 * The activity user of a phone, created on its first activity login. A phone that already
 * has a main account brings its registration date and VIP state along (an old customer is
 * not a new user); a racing second login finds the row the first one wrote.
 */
export async function ensureActivityUser(db: D1Database, phone: string, sourceId: number, channel: string, now: number): Promise<ActivityUser> {
  await db
    .prepare(
      `INSERT INTO activity_users (phone, registered_at, is_vip, source_id, channel)
       SELECT ?1, coalesce((SELECT created_at FROM users WHERE phone = ?1), ?2), coalesce((SELECT is_vip FROM users WHERE phone = ?1), 0), ?3, ?4 WHERE true
       ON CONFLICT (phone) DO NOTHING`,
    )
    .bind(phone, now, sourceId, channel)
    .run()
  const user = await findActivityUserByPhone(db, phone)
  if (!user) throw new Error('activity user vanished after insert')
  return user
}
