/** The numbers of the account rules (spec section 9 and ARCHITECTURE decision 9), in one place. */
import { CANCELLATION_COOLING_DAYS, VERIFY_CODE_COOLDOWN_SECONDS } from '../../../../shared/constants'

const MINUTE = 60
const DAY = 24 * 60 * MINUTE

export const CODE_POLICY = {
  /** A code is valid this long after it is sent. */
  lifetimeSeconds: 5 * MINUTE,
  /** The fifth wrong try burns the code. */
  maxAttempts: 5,
  /**
   * Resend cooldown per phone and scene (the browser counts the same 60 s down on each send
   * button): a login code does not hold up a cancel code asked for moments later.
   */
  cooldownSeconds: VERIFY_CODE_COOLDOWN_SECONDS,
  /** Sends per phone per calendar day (China time). */
  perPhonePerDay: 10,
  /**
   * Sends per client IP per calendar day: enough for a studio or an office behind one
   * address, far too few to spray codes at strangers' phones.
   */
  perIpPerDay: 50,
  captchaWindowSeconds: 60 * MINUTE,
} as const

/** China has no daylight saving: its calendar day starts at 16:00 UTC. */
const CHINA_OFFSET_SECONDS = 8 * 60 * MINUTE

/** The start (unix seconds) of the China calendar day that holds `now`. */
export function chinaDayStart(now: number): number {
  return Math.floor((now + CHINA_OFFSET_SECONDS) / DAY) * DAY - CHINA_OFFSET_SECONDS
}

export const WECHAT_POLICY = {
  /** A login or rebind QR is valid this long (the browser marks it expired after `expires_in`). */
  qrSeconds: 120,
  /** A jump token (proof of a scan or OAuth) is valid this long, and only once. */
  jumpTokenSeconds: 5 * MINUTE,
} as const

export const SECURITY_POLICY = {
  /** A safety verification allows its action for this long. */
  verificationSeconds: 10 * MINUTE,
} as const

export const CANCEL_POLICY = {
  /** A delayed cancellation takes effect after this cooling period. */
  delaySeconds: CANCELLATION_COOLING_DAYS * DAY,
  /** A 7001 answer's recover_token is valid this long. */
  recoverTokenSeconds: 10 * MINUTE,
} as const

