import type { ActivityKey } from './api/activityInfo'

/** Route ids of the pages that take no uuid, with the family whose current activity they show. */
const FAMILY_OF_ROUTE: Record<string, string> = {
  invite: 'invite',
  xshd: 'xshd',
  'register-new': 'register-new',
  'client-share': 'client-share',
  'new-welfare': 'new-welfare',
  'activity-special-offer': 'special-offer',
  'activity-special-offer-20231111': 'special-offer/20231111',
}

/**
 * Which activity a page shows: its {uuid}, else its `?uuid=`, else its family's current one;
 * null for a page that names none. The page and the edge (the head's share card) ask the same.
 */
export function activityKeyOf(routeId: string, uuid: string | undefined, search: URLSearchParams): ActivityKey | null {
  const queryUuid = search.get('uuid')
  const family = FAMILY_OF_ROUTE[routeId]
  return uuid ? { uuid } : queryUuid ? { uuid: queryUuid } : family ? { family } : null
}
