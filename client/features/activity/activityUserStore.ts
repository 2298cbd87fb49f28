import { isMainlandPhone } from '../../../shared/validators'
import type { KeyValueStore } from '../../lib/storage'

/**
 * The activity user base info key of spec section 3's client storage keys. An activity user
 * is a phone only (spec section 3, "Activity user"): the one last logged in to a campaign
 * here, so the next campaign login in this browser starts with it filled in.
 */
export const ACTIVITY_USER_STORAGE_KEY = 'activity_user_base_info'

export function rememberActivityUser(store: KeyValueStore, phone: string): void {
  if (isMainlandPhone(phone)) store.setItem(ACTIVITY_USER_STORAGE_KEY, JSON.stringify({ phone }))
}

export function keptActivityPhone(store: KeyValueStore): string | undefined {
  try {
    const value = JSON.parse(store.getItem(ACTIVITY_USER_STORAGE_KEY) ?? 'null') as { phone?: unknown } | null
    return typeof value?.phone === 'string' && isMainlandPhone(value.phone) ? value.phone : undefined
  } catch {
    return undefined
  }
}
