import type { BusinessType } from '../../../shared/payEnums'

/** A package another service gives away (an activity gift), credited to an organisation like a paid one. */
export interface GiftPackage {
  /** Unique per gift and account: a repeated or concurrent delivery writes nothing. */
  key: string
  orgId: number
  name: string
  businessType: BusinessType
  count?: number
  /** Bytes. */
  storage?: number
  liteEffect?: number
  aigcPoints?: number
  validFrom: number
  validUntil: number
  now: number
}

/**
 * The statement that credits a gift package once. Its credit key starts with 'gift:', so
 * the packages list shows it beside the paid ones and a refund never reverses it.
 */
export function giftPackageStatement(db: D1Database, gift: GiftPackage): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO pay_credits (credit_key, org_id, out_trade_no, name, business_type, tier, count, storage, lite_effect, aigc_points,
         valid_from, valid_until, created_at)
       VALUES ('gift:' || ?1, ?2, '', ?3, ?4, 0, ?5, ?6, ?7, ?8, ?9, ?10, ?11)
       ON CONFLICT (credit_key) DO NOTHING`,
    )
    .bind(
      gift.key,
      gift.orgId,
      gift.name,
      gift.businessType,
      gift.count ?? 0,
      gift.storage ?? 0,
      gift.liteEffect ?? 0,
      gift.aigcPoints ?? 0,
      gift.validFrom,
      gift.validUntil,
      gift.now,
    )
}
