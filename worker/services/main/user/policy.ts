/** The numbers of the account rules (spec section 9 and ARCHITECTURE decision 9); those of codes and safety verifications are in worker/auth. */
import { CANCELLATION_COOLING_DAYS } from '../../../../shared/constants'

const MINUTE = 60
const DAY = 24 * 60 * MINUTE

export const WECHAT_POLICY = {
  /** A login or rebind QR is valid this long (the browser marks it expired after `expires_in`). */
  qrSeconds: 120,
  /** A jump token (proof of a scan or OAuth) is valid this long, and only once. */
  jumpTokenSeconds: 5 * MINUTE,
} as const

export const CANCEL_POLICY = {
  /** A delayed cancellation takes effect after this cooling period. */
  delaySeconds: CANCELLATION_COOLING_DAYS * DAY,
  /** A 7001 answer's recover_token is valid this long. */
  recoverTokenSeconds: 10 * MINUTE,
} as const
