import { ExchangeRefusal } from '../../../shared/contracts/activity'
import { ACTIVITY_MESSAGES } from '../../../shared/contracts/activityMessages'
import type { ActivityInfo, Gift } from '../../../shared/contracts/schemas/activity'
import { ServiceError } from '../../lib/serviceApp'
import { creditGifts } from './gifts'

/**
 * Typed redemption codes of exchange activities: a code names the gift it credits (its type is
 * the gift's: rights, storage, points…), is spent once, by one user, before it expires, and only
 * on its own activity.
 */

interface CodeRow {
  activity_uuid: string
  expires_at: number
  used_by: number | null
  id: number
  type: number
  name: string
  amount: number
  unit: string
}

function refuse(code: (typeof ExchangeRefusal)[keyof typeof ExchangeRefusal]): ServiceError {
  return new ServiceError(code, ACTIVITY_MESSAGES.exchange[code])
}

async function readCode(db: D1Database, code: string): Promise<CodeRow | null> {
  return db
    .prepare(
      `SELECT c.activity_uuid, c.expires_at, c.used_by, g.id, g.type, g.name, g.amount, g.unit
       FROM activity_exchange_codes c JOIN activity_gifts g ON g.id = c.gift_id WHERE c.code = ?`,
    )
    .bind(code)
    .first<CodeRow>()
}

/** Throws the refusal a code deserves; `repeat` when `userId` already spent it (not a refusal). */
function judge(row: CodeRow | null, activity: ActivityInfo, userId: number, now: number): { gift: Gift; repeat: boolean } {
  if (!row) throw refuse(ExchangeRefusal.Unknown)
  if (row.activity_uuid !== activity.uuid) throw refuse(ExchangeRefusal.OtherActivity)
  const gift = { id: row.id, type: row.type, name: row.name, amount: row.amount, unit: row.unit }
  if (row.used_by === userId) return { gift, repeat: true }
  if (row.used_by !== null) throw refuse(ExchangeRefusal.Used)
  if (row.expires_at <= now) throw refuse(ExchangeRefusal.Expired)
  return { gift, repeat: false }
}

/**
 * Redeems a code for `userId`: the code is taken (one winner however many redeem it at once),
 * then its gift is credited through the gift ledger and delivered to the main account. A user
 * who already has the gift keeps the code unspent and is told they exchanged it before.
 */
export async function redeemCode(
  db: D1Database,
  activity: ActivityInfo,
  userId: number,
  code: string,
  now: number,
): Promise<{ gifts: Gift[]; credited: boolean }> {
  const { gift, repeat } = judge(await readCode(db, code), activity, userId, now)
  if (repeat) return { gifts: [gift], credited: false }
  const taken = await db
    .prepare(
      `UPDATE activity_exchange_codes SET used_by = ?1, used_at = ?2 WHERE code = ?3 AND used_by IS NULL AND expires_at > ?2
       AND NOT EXISTS (SELECT 1 FROM activity_gift_credits WHERE gift_id = ?4 AND user_id = ?1)`,
    )
    .bind(userId, now, code, gift.id)
    .run()
  if (taken.meta.changes !== 1) {
    // Someone else took it meanwhile (judged again), or the user has this gift already.
    judge(await readCode(db, code), activity, userId, now)
    return { gifts: [gift], credited: false }
  }
  const credited = await creditGifts(db, userId, [gift], 'exchange', now)
  if (credited.length === 0) {
    // Another code of the same gift was credited meanwhile: this one stays unspent.
    await db.prepare('UPDATE activity_exchange_codes SET used_by = NULL, used_at = NULL WHERE code = ? AND used_by = ?').bind(code, userId).run()
  }
  return { gifts: [gift], credited: credited.length > 0 }
}
