import { nowSeconds } from '../../lib/clock'
import { creditGifts } from './gifts'

/**
 * What the payment service needs of an activity purchase: the offer card a package trace
 * (gen_package_trace_id) names, priced as the card says, and the activity user who asked
 * for it. The payment service charges it and, once paid, credits its gift here.
 */
export interface ActivityOffer {
  traceId: string
  activityUuid: string
  /** The activity's family: the promo family's cards are paid under the activity-ex login only. */
  family: string
  cardId: number
  /** The catalogue product's name, as the card shows it. */
  cardName: string
  productId: number
  /** Cents: the card's price (never above its catalogue product's, as the card shows it), not the list price. */
  price: number
  giftId: number | null
  activityUserId: number
  phone: string
}

export function activityOfferOf(db: D1Database, traceId: string): Promise<ActivityOffer | null> {
  return db
    .prepare(
      `SELECT t.trace_id AS traceId, t.activity_uuid AS activityUuid, a.family AS family, c.id AS cardId, p.name AS cardName, c.product_id AS productId,
              MIN(c.price, p.price) AS price, c.gift_id AS giftId, u.id AS activityUserId, u.phone AS phone
       FROM activity_package_traces t
       JOIN activities a ON a.uuid = t.activity_uuid
       JOIN activity_cards c ON c.id = t.card_id
       JOIN pay_products p ON p.id = c.product_id
       JOIN activity_users u ON u.id = t.user_id
       WHERE t.trace_id = ?`,
    )
    .bind(traceId)
    .first<ActivityOffer>()
}

/** The phone of a live activity login's user (the payer of an activity order). */
export function activityUserPhone(db: D1Database, activityUserId: number): Promise<string | null> {
  return db
    .prepare('SELECT phone FROM activity_users WHERE id = ?')
    .bind(activityUserId)
    .first<{ phone: string }>()
    .then((row) => row?.phone ?? null)
}

/**
 * Credits the gift of a paid activity order's card to its activity user, and marks the
 * user paid. Idempotent: the gift ledger's UNIQUE (gift, user) key credits a duplicate
 * notification nothing.
 */
export async function creditOfferPurchase(db: D1Database, traceId: string): Promise<void> {
  const offer = await activityOfferOf(db, traceId)
  if (!offer) return
  await db.prepare('UPDATE activity_users SET is_paid = 1 WHERE id = ?').bind(offer.activityUserId).run()
  if (offer.giftId !== null) await creditGifts(db, offer.activityUserId, [{ id: offer.giftId }], 'purchase', nowSeconds())
  await creditSalesmanSubscription(db, offer)
}

/** A purchase on a distribution page is a subscription of the salesman who brought its buyer, once. */
async function creditSalesmanSubscription(db: D1Database, offer: ActivityOffer): Promise<void> {
  await db
    .prepare(
      `INSERT INTO activity_distributions (salesman_id, user_id, kind, created_at)
       SELECT d.salesman_id, d.user_id, 'sub', ?3 FROM activity_distributions d
       WHERE d.user_id = ?1 AND d.kind = 'reg' AND EXISTS (SELECT 1 FROM activities WHERE uuid = ?2 AND family LIKE 'distribution%')
       ON CONFLICT (salesman_id, user_id, kind) DO NOTHING`,
    )
    .bind(offer.activityUserId, offer.activityUuid, nowSeconds())
    .run()
}
