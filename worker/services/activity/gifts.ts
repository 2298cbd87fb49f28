import type { Gift } from '../../../shared/contracts/schemas/activity'

export type CreditSource = 'welfare' | 'exchange' | 'storage' | 'invite' | 'purchase'

/**
 * Credits gifts to an activity user, each at most once: the ledger's UNIQUE (gift, user)
 * key makes a repeat or a concurrent claim insert nothing. Returns the gifts this call
 * credited (empty when every one was already there).
 */
export async function creditGifts<G extends Pick<Gift, 'id'>>(db: D1Database, userId: number, gifts: readonly G[], source: CreditSource, now: number): Promise<G[]> {
  if (gifts.length === 0) return []
  const results = await db.batch(
    gifts.map((gift) =>
      db
        .prepare('INSERT INTO activity_gift_credits (gift_id, user_id, source, created_at) VALUES (?, ?, ?, ?) ON CONFLICT (gift_id, user_id) DO NOTHING')
        .bind(gift.id, userId, source, now),
    ),
  )
  return gifts.filter((_, index) => results[index]?.meta.changes === 1)
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
