import { GiftType } from '../../../shared/contracts/activity'
import type { Gift } from '../../../shared/contracts/schemas/activity'
import { deliverPendingGifts, drawGiftCode } from './delivery'

export type CreditSource = 'welfare' | 'exchange' | 'storage' | 'invite' | 'purchase'

/**
 * Credits gifts to an activity user, each at most once: the ledger's UNIQUE (gift, user)
 * key makes a repeat or a concurrent claim insert nothing. Returns the gifts this call
 * credited (empty when every one was already there), and delivers them to the main account
 * of the same phone.
 */
export async function creditGifts<G extends Pick<Gift, 'id'>>(db: D1Database, userId: number, gifts: readonly G[], source: CreditSource, now: number): Promise<G[]> {
  if (gifts.length === 0) return []
  const results = await db.batch(
    gifts.map((gift) =>
      db
        .prepare(
          `INSERT INTO activity_gift_credits (gift_id, user_id, source, created_at, code)
           VALUES (?1, ?2, ?3, ?4, CASE WHEN (SELECT type FROM activity_gifts WHERE id = ?1) = ${GiftType.Virtual} THEN ?5 END)
           ON CONFLICT (gift_id, user_id) DO NOTHING`,
        )
        .bind(gift.id, userId, source, now, drawGiftCode()),
    ),
  )
  const credited = gifts.filter((_, index) => results[index]?.meta.changes === 1)
  // What the main account of the same phone gets, it gets now (or at its first login).
  if (credited.length > 0) await deliverPendingGifts(db, userId, now)
  return credited
}

/** The codes of the user's virtual gifts, by gift id. */
export async function giftCodes(db: D1Database, userId: number, giftIds: readonly number[]): Promise<Map<number, string>> {
  if (giftIds.length === 0) return new Map()
  const rows = await db
    .prepare(`SELECT gift_id, code FROM activity_gift_credits WHERE user_id = ? AND code IS NOT NULL AND gift_id IN (${giftIds.map(() => '?').join(', ')})`)
    .bind(userId, ...giftIds)
    .all<{ gift_id: number; code: string }>()
  return new Map(rows.results.map((row) => [row.gift_id, row.code]))
}

/** The ids of the gifts among `giftIds` the user already has. */
export async function receivedGiftIds(db: D1Database, userId: number, giftIds: readonly number[]): Promise<number[]> {
  if (giftIds.length === 0) return []
  const rows = await db
    .prepare(`SELECT gift_id FROM activity_gift_credits WHERE user_id = ? AND gift_id IN (${giftIds.map(() => '?').join(', ')})`)
    .bind(userId, ...giftIds)
    .all<{ gift_id: number }>()
  return rows.results.map((row) => row.gift_id)
}
