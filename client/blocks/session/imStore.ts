import type { KeyValueStore } from '../../lib/storage'

/** Spec section 3's client keys for the IM url and its timestamp (of im/info, seconds). */
export const IM_URL_STORAGE_KEY = 'im_url'
export const IM_TIMESTAMP_STORAGE_KEY = 'im_url_timestamp'

export interface ImInfo {
  im_url: string
  timestamp: number
}

export function keepImInfo(store: KeyValueStore, info: ImInfo): void {
  store.setItem(IM_URL_STORAGE_KEY, info.im_url)
  store.setItem(IM_TIMESTAMP_STORAGE_KEY, String(info.timestamp))
}

/** What keepImInfo kept, or null when nothing (or something unreadable) is there. */
export function keptImInfo(store: KeyValueStore): ImInfo | null {
  const url = store.getItem(IM_URL_STORAGE_KEY)
  const timestamp = Number(store.getItem(IM_TIMESTAMP_STORAGE_KEY))
  return url && Number.isInteger(timestamp) && timestamp > 0 ? { im_url: url, timestamp } : null
}

/** A logout forgets the user's chat. */
export function forgetImInfo(store: KeyValueStore): void {
  store.removeItem(IM_URL_STORAGE_KEY)
  store.removeItem(IM_TIMESTAMP_STORAGE_KEY)
}
