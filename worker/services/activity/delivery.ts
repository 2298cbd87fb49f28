import { GiftType } from '../../../shared/contracts/activity'
import { BusinessType } from '../../../shared/payEnums'
import { PointsRecordType } from '../../../shared/points'
import { creditStatement, findAccountByPhone } from '../main'
import { giftPackageStatement } from '../credits'

const DAY = 86_400
const YEAR = 365 * DAY
const GIB = 1024 ** 3

interface PendingRow {
  credit_id: number
  gift_id: number
  user_id: number
  occasion: string
  type: GiftType
  name: string
  amount: number
  unit: string
  title: string
}

/** Bytes of a storage gift's amount in its unit (binary units, as the site shows sizes). */
export function storageBytes(amount: number, unit: string): number {
  const scale: Record<string, number> = { TB: 1024 * GIB, GB: GIB, G: GIB, MB: 1024 ** 2, M: 1024 ** 2 }
  return amount * (scale[unit.trim().toUpperCase()] ?? GIB)
}

/** How long a rights gift lasts: its amount of days, months or years; one year otherwise. */
export function rightsSeconds(amount: number, unit: string): number {
  switch (unit.trim()) {
    case '天':
      return amount * DAY
    case '月':
    case '个月':
      return amount * 30 * DAY
    case '年':
      return amount * YEAR
    default:
      return YEAR
  }
}

/** The unique key of one gift credited to one account (on one occasion, such as an invite), in the owning service's ledger. */
export function deliveryKey(giftId: number, activityUserId: number, occasion = ''): string {
  return occasion ? `activity-gift:${giftId}:${activityUserId}:${occasion}` : `activity-gift:${giftId}:${activityUserId}`
}

/**
 * Delivers an activity user's credited gifts to the main account of the same phone,
 * through the services that own them: points to the points ledger, rights, storage, lite
 * effects and AIGC points to the payment service's packages. A phone with no main account
 * keeps them pending until its first login there. Virtual gifts (a code) and real ones
 * (a parcel) stay with the activity. Idempotent: the owners' unique keys write a gift once
 * however often or concurrently this runs. Returns how many gifts this call delivered.
 */
export async function deliverPendingGifts(db: D1Database, activityUserId: number, now: number): Promise<number> {
  const user = await db.prepare('SELECT phone FROM activity_users WHERE id = ?').bind(activityUserId).first<{ phone: string }>()
  if (!user) return 0
  const account = await findAccountByPhone(db, user.phone)
  if (!account || account.org_id === null) return 0
  const orgId = account.org_id
  const { results } = await db
    .prepare(
      `SELECT c.id AS credit_id, c.gift_id, c.user_id, c.occasion, g.type, g.name, g.amount, g.unit, a.title
       FROM activity_gift_credits c JOIN activity_gifts g ON g.id = c.gift_id JOIN activities a ON a.uuid = g.activity_uuid
       WHERE c.user_id = ? AND c.delivered_at IS NULL AND g.type NOT IN (${GiftType.Virtual}, ${GiftType.Real})`,
    )
    .bind(activityUserId)
    .all<PendingRow>()
  if (results.length === 0) return 0
  const statements = results.flatMap((row) => [
    ownerStatement(db, row, orgId, account.id, now),
    db.prepare('UPDATE activity_gift_credits SET delivered_at = ? WHERE id = ? AND delivered_at IS NULL').bind(now, row.credit_id),
  ])
  const written = await db.batch(statements)
  return written.filter((result, index) => index % 2 === 1 && result.meta.changes === 1).length
}

function ownerStatement(db: D1Database, row: PendingRow, orgId: number, userId: number, now: number): D1PreparedStatement {
  const key = deliveryKey(row.gift_id, row.user_id, row.occasion)
  const name = row.name
  const yearFromNow = { validFrom: now, validUntil: now + YEAR, now }
  switch (row.type) {
    case GiftType.Points:
      return creditStatement(db, {
        orgId,
        userId,
        type: PointsRecordType.Task,
        points: row.amount,
        taskName: `${row.title}：${name}`,
        uniqueKey: key,
        ref: key,
        now,
      })
    case GiftType.Rights:
      return giftPackageStatement(db, {
        key,
        orgId,
        name,
        businessType: BusinessType.Combination,
        validFrom: now,
        validUntil: now + rightsSeconds(row.amount, row.unit),
        now,
      })
    case GiftType.Storage:
      return giftPackageStatement(db, { key, orgId, name, businessType: BusinessType.Storage, storage: storageBytes(row.amount, row.unit), ...yearFromNow })
    case GiftType.LiteEffect:
      return giftPackageStatement(db, { key, orgId, name, businessType: BusinessType.LiteEffect, liteEffect: row.amount, ...yearFromNow })
    case GiftType.AigcPoints:
      return giftPackageStatement(db, { key, orgId, name, businessType: BusinessType.Token, aigcPoints: row.amount, ...yearFromNow })
    default:
      throw new Error(`gift type ${row.type} is not delivered to an account`)
  }
}

/** A virtual gift's redemption code: 12 characters without look-alikes (0/O, 1/I). */
export function drawGiftCode(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
  const bytes = crypto.getRandomValues(new Uint8Array(12))
  return Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join('')
}

/** A phone's first main login: the gifts its activity user was kept delivered (nothing when it has none). */
export async function deliverGiftsOfPhone(db: D1Database, phone: string, now: number): Promise<number> {
  const user = await db.prepare('SELECT id FROM activity_users WHERE phone = ?').bind(phone).first<{ id: number }>()
  return user ? deliverPendingGifts(db, user.id, now) : 0
}
