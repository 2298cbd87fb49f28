import { SCAN_POLL_INTERVAL_MS } from '../../../shared/constants'
import { WechatQrState } from '../../../shared/enums'

/**
 * Polling rules of a WeChat QR (spec section 4): keep asking every second while the scan
 * is "waiting follow" (or not answered yet); any other state ends the polling.
 */
export function pollDelay(state: WechatQrState | undefined): number | false {
  return state === undefined || state === WechatQrState.WaitingFollow ? SCAN_POLL_INTERVAL_MS : false
}

/** A QR fetched at `fetchedAt` (ms) expires `expiresIn` seconds later. */
export function qrExpiresAt(fetchedAt: number, expiresInSeconds: number): number {
  return fetchedAt + expiresInSeconds * 1000
}

export function isQrExpired(now: number, expiresAt: number): boolean {
  return now >= expiresAt
}
