import type { KeyValueStore } from '../../lib/storage'

/**
 * The source cache of spec section 3's client storage keys: the sources this browser has
 * recorded through organization_history_source/create, activity uuid → source id, so the same
 * visitor does not record the same activity's source again (the service keeps the first anyway).
 */
export const SOURCE_CACHE_STORAGE_KEY = 'source_cache'

/** Enough for every campaign a visitor takes part in; the oldest entries go first. */
const MAX_ACTIVITIES = 50

type SourceCache = Record<string, number>

function readCache(store: KeyValueStore): SourceCache {
  try {
    const value: unknown = JSON.parse(store.getItem(SOURCE_CACHE_STORAGE_KEY) ?? '{}')
    if (!value || typeof value !== 'object' || Array.isArray(value)) return {}
    return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, number] => Number.isInteger(entry[1])))
  } catch {
    return {}
  }
}

/** The source id this browser recorded for the activity, if it did. */
export function recordedSource(store: KeyValueStore, activityUuid: string): number | undefined {
  return readCache(store)[activityUuid]
}

export function rememberRecordedSource(store: KeyValueStore, activityUuid: string, sourceId: number): void {
  const kept = Object.entries(readCache(store))
    .filter(([uuid]) => uuid !== activityUuid)
    .slice(-(MAX_ACTIVITIES - 1))
  store.setItem(SOURCE_CACHE_STORAGE_KEY, JSON.stringify({ ...Object.fromEntries(kept), [activityUuid]: sourceId }))
}
