import { GiftType } from '../../../shared/contracts/activity'
import type { Gift } from '../../../shared/contracts/schemas/activity'
import { deliverPendingGifts, drawGiftCode } from './delivery'

export type CreditSource = 'welfare' | 'exchange' | 'storage' | 'invite' | 'purchase' | 'task'

/** A gift as credited: a virtual gift (type 1) with the code drawn for this credit, any other with none. */
export type CreditedGift<G> = G & { code: string | null }

/**
 * Credits gifts to an activity user, each at most once per occasion: the ledger's UNIQUE
 * (gift, user, occasion) key makes a repeat or a concurrent claim insert nothing. The occasion
 * is '' for a gift a user gets once, or what earned it again (an invite: invites.ts), so a
 * virtual gift earned N times holds N codes. Returns the gifts this call credited, each with
 * its own code (empty when every one was already there), and delivers them to the main
 * account of the same phone.
 */
export async function creditGifts<G extends Pick<Gift, 'id'>>(
  db: D1Database,
  userId: number,
  gifts: readonly G[],
  source: CreditSource,
  now: number,
  occasion = '',
): Promise<CreditedGift<G>[]> {
  if (gifts.length === 0) return []
  const results = await db.batch<{ code: string | null }>(
    gifts.map((gift) =>
      db
        .prepare(
          `INSERT INTO activity_gift_credits (gift_id, user_id, source, created_at, code, occasion)
           VALUES (?1, ?2, ?3, ?4, CASE WHEN (SELECT type FROM activity_gifts WHERE id = ?1) = ${GiftType.Virtual} THEN ?5 END, ?6)
           ON CONFLICT (gift_id, user_id, occasion) DO NOTHING RETURNING code`,
        )
        .bind(gift.id, userId, source, now, drawGiftCode(), occasion),
    ),
  )
  const credited = gifts.flatMap((gift, index) => {
    const row = results[index]?.results[0]
    return row ? [{ ...gift, code: row.code }] : []
  })
  // What the main account of the same phone gets, it gets now (or at its first login).
  if (credited.length > 0) await deliverPendingGifts(db, userId, now)
  return credited
}

/** The codes of the user's virtual gifts, one per credit (an invite reward: one per invitee), oldest first, by gift id. */
export async function giftCodes(db: D1Database, userId: number, giftIds: readonly number[]): Promise<Map<number, string[]>> {
  const codes = new Map<number, string[]>()
  if (giftIds.length === 0) return codes
  const rows = await db
    .prepare(
      `SELECT gift_id, code FROM activity_gift_credits WHERE user_id = ? AND code IS NOT NULL AND gift_id IN (${giftIds.map(() => '?').join(', ')}) ORDER BY id`,
    )
    .bind(userId, ...giftIds)
    .all<{ gift_id: number; code: string }>()
  for (const row of rows.results) codes.set(row.gift_id, [...(codes.get(row.gift_id) ?? []), row.code])
  return codes
}

/** The ids of the gifts among `giftIds` the user already has. */
export async function receivedGiftIds(db: D1Database, userId: number, giftIds: readonly number[]): Promise<number[]> {
  return [...(await receivedTimes(db, userId, giftIds)).keys()]
}

/** How many times the user received each gift among `giftIds` (more than once: one per invite), by gift id. */
export async function receivedTimes(db: D1Database, userId: number, giftIds: readonly number[]): Promise<Map<number, number>> {
  if (giftIds.length === 0) return new Map()
  const rows = await db
    .prepare(
      `SELECT gift_id, count(*) AS times FROM activity_gift_credits WHERE user_id = ? AND gift_id IN (${giftIds.map(() => '?').join(', ')}) GROUP BY gift_id`,
    )
    .bind(userId, ...giftIds)
    .all<{ gift_id: number; times: number }>()
  return new Map(rows.results.map((row) => [row.gift_id, row.times]))
}

interface Address {
  name: string
  phone: string
  address: string
}

/** The delivery addresses the user gave for an activity's real gifts, by gift id. */
export async function giftAddresses(db: D1Database, userId: number, activityUuid: string): Promise<Map<number, Address>> {
  const rows = await db
    .prepare(
      `SELECT c.gift_id, a.name, a.phone, a.address FROM activity_gift_addresses a
       JOIN activity_gift_credits c ON c.id = a.credit_id JOIN activity_gifts g ON g.id = c.gift_id
       WHERE c.user_id = ? AND g.activity_uuid = ?`,
    )
    .bind(userId, activityUuid)
    .all<Address & { gift_id: number }>()
  return new Map(rows.results.map(({ gift_id, ...address }) => [gift_id, address]))
}

/** Keeps (or corrects) where a received real gift is sent, which delivers it; false when the user has no such gift. */
export async function saveGiftAddress(db: D1Database, userId: number, input: Address & { uuid: string; gift_id: number }, now: number): Promise<boolean> {
  const credit = await db
    .prepare(
      `SELECT c.id FROM activity_gift_credits c JOIN activity_gifts g ON g.id = c.gift_id
       WHERE c.user_id = ? AND c.gift_id = ? AND g.activity_uuid = ? AND g.type = ${GiftType.Real}`,
    )
    .bind(userId, input.gift_id, input.uuid)
    .first<{ id: number }>()
  if (!credit) return false
  await db.batch([
    db
      .prepare(
        `INSERT INTO activity_gift_addresses (credit_id, name, phone, address, updated_at) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT (credit_id) DO UPDATE SET name = excluded.name, phone = excluded.phone, address = excluded.address, updated_at = excluded.updated_at`,
      )
      .bind(credit.id, input.name, input.phone, input.address, now),
    db.prepare('UPDATE activity_gift_credits SET delivered_at = ? WHERE id = ? AND delivered_at IS NULL').bind(now, credit.id),
  ])
  return true
}
