import { GiftType, OrgInfoState, OrgType } from '../../../shared/contracts/activity'
import type { ActivityInfo, Gift } from '../../../shared/contracts/schemas/activity'

interface OrgInfoRow {
  org_name: string
  org_type: number
  nonconforming: number
  scan_token: string | null
  scanned_at: number | null
}

export async function readOrgInfo(db: D1Database, userId: number): Promise<OrgInfoRow | null> {
  return db
    .prepare('SELECT org_name, org_type, nonconforming, scan_token, scanned_at FROM activity_org_info WHERE user_id = ?')
    .bind(userId)
    .first<OrgInfoRow>()
}

/** Whether the user was ever credited a storage gift (by the receive-free flow). */
async function hasStorageGift(db: D1Database, userId: number): Promise<boolean> {
  const row = await db
    .prepare(
      `SELECT 1 AS yes FROM activity_gift_credits c JOIN activity_gifts g ON g.id = c.gift_id WHERE c.user_id = ? AND g.type = ? AND c.source = 'storage' LIMIT 1`,
    )
    .bind(userId, GiftType.Storage)
    .first<{ yes: number }>()
  return row !== null
}

/**
 * The receive-free state (spec section 3): 0 the organisation's information is still to be
 * given; 4 it was given but does not qualify (a personal account, not a studio); 3 free
 * storage was already received; 1 the mini-program QR is still to be scanned; 2 scanned,
 * the storage may be received.
 */
export async function orgInfoState(db: D1Database, userId: number): Promise<OrgInfoState> {
  const info = await readOrgInfo(db, userId)
  if (!info) return OrgInfoState.AddInfo
  if (info.nonconforming === 1) return OrgInfoState.Nonconforming
  if (await hasStorageGift(db, userId)) return OrgInfoState.AlreadyBound
  return info.scanned_at === null ? OrgInfoState.ScanCode : OrgInfoState.Success
}

export function isNonconforming(orgType: number): boolean {
  return orgType === OrgType.Personal
}

/** The storage gift of a receive-free activity. */
export function storageGift(activity: ActivityInfo): Gift | null {
  return activity.gifts.find((gift) => gift.type === GiftType.Storage) ?? null
}

/** The sandbox console's scan confirms the organisation of a scan token. */
export async function confirmScan(db: D1Database, scanToken: string, now: number): Promise<boolean> {
  const result = await db.prepare('UPDATE activity_org_info SET scanned_at = ? WHERE scan_token = ? AND scanned_at IS NULL').bind(now, scanToken).run()
  return result.meta.changes === 1
}
