import type { ActivityInfo } from '../../../shared/contracts/schemas/activity'
import type { ApiClient } from '../../lib/api/client'
import { activityKeyOf } from './activityKey'
import { fetchActivityInfo } from './api/activityInfo'

/** The share card of the activity a page shows (its title, description, link and thumbnail), or null when it names none. */
export async function activityShareOf(
  api: ApiClient,
  routeId: string,
  uuid: string | undefined,
  search: URLSearchParams,
): Promise<ActivityInfo['share'] | null> {
  const key = activityKeyOf(routeId, uuid, search)
  return key ? ((await fetchActivityInfo(api, key))?.share ?? null) : null
}
