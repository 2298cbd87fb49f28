import type { SaleWindow } from '../../../shared/promotion'
import type { KeyValueStore } from '../../lib/storage'

/** The announcement flag of spec section 3's client storage keys: the announcement dismissed last. */
export const ANNOUNCEMENT_STORAGE_KEY = 'announcement'

/**
 * What the sale announcement says, as an id: another window (a sec-kill becoming the
 * promotion, a new end, the free plan opening or closing) is a new announcement, shown
 * again even after the last one was dismissed. Null when there is nothing to announce.
 */
export function announcementId(promotion: SaleWindow | null, freePlanEndsAt: number | null): string | null {
  if (!promotion && freePlanEndsAt === null) return null
  return `${promotion ? `${promotion.kind}:${promotion.endsAt}` : '-'}|${freePlanEndsAt ?? '-'}`
}

export function isAnnouncementDismissed(store: KeyValueStore, id: string): boolean {
  return store.getItem(ANNOUNCEMENT_STORAGE_KEY) === id
}

export function dismissAnnouncement(store: KeyValueStore, id: string): void {
  store.setItem(ANNOUNCEMENT_STORAGE_KEY, id)
}
