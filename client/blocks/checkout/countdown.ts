import type { KeyValueStore } from '../../lib/storage'

/** Days, hours, minutes and seconds left until `target` (Unix seconds) at `now` (Unix ms); zero when past. */
export function remainingParts(target: number, nowMs: number): { days: number; hours: number; minutes: number; seconds: number; total: number } {
  const total = Math.max(0, Math.ceil(target - nowMs / 1000))
  return {
    days: Math.floor(total / 86400),
    hours: Math.floor((total % 86400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
    total,
  }
}

/**
 * The server's "now" in ms: the server time a response carried, advanced by how long the
 * page's own clock has run since it was read. The visitor's wall clock never counts.
 */
export function serverNow(serverTime: number, readAtMs: number, clockMs: number): number {
  return serverTime * 1000 + Math.max(0, clockMs - readAtMs)
}

/** The server time key of spec section 3's client storage keys: a server time (Unix s) and the page clock (ms) it was read at. */
export const SERVER_TIME_STORAGE_KEY = 'server_time'

export interface ServerTimeReading {
  server_time: number
  read_at: number
}

/** Records when a response's server time was read, by this page's clock. */
export function rememberServerTime(store: KeyValueStore, serverTime: number, readAtMs: number): void {
  store.setItem(SERVER_TIME_STORAGE_KEY, JSON.stringify({ server_time: serverTime, read_at: readAtMs } satisfies ServerTimeReading))
}

/**
 * When `serverTime` was read, for a countdown that starts now: the stored reading of that
 * same server time (a config the cache kept, fetched minutes before the page that counts
 * with it opened), else now, which is then recorded. Counting from the mount instead would
 * run the sale windows and countdowns behind by the cache's age.
 */
export function serverTimeReadAt(store: KeyValueStore, serverTime: number, nowMs: number): number {
  try {
    const stored = JSON.parse(store.getItem(SERVER_TIME_STORAGE_KEY) ?? 'null') as Partial<ServerTimeReading> | null
    if (stored?.server_time === serverTime && typeof stored.read_at === 'number' && stored.read_at <= nowMs) return stored.read_at
  } catch {
    // An unreadable reading is replaced below.
  }
  rememberServerTime(store, serverTime, nowMs)
  return nowMs
}

/** What an activity counts down to: its start before it starts, else its end. */
export function countdownTarget(activity: { state: number; start_at: number; end_at: number }): { target: number; toStart: boolean } {
  return activity.state < 2 ? { target: activity.start_at, toStart: true } : { target: activity.end_at, toStart: false }
}
