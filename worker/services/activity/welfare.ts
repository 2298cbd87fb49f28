import { ActivityState, WelfareCode } from '../../../shared/contracts/activity'
import type { ActivityInfo } from '../../../shared/contracts/schemas/activity'

/** A user as the welfare rules see them. */
export interface Claimant {
  registered_at: number
  is_paid: boolean
  is_vip: boolean
}

export const THIRTY_DAYS = 30 * 24 * 60 * 60

/**
 * Who may claim a welfare activity (spec section 8 leaves the rules open; README
 * "Activities" writes them down):
 * - over (ended): 16 timeout;
 * - rule `new`: registered before the activity started: 14 not new user;
 * - rule `paid`: never paid: 15 not paid user;
 * - rule `recent`: registered more than 30 days ago: 30 over-thirty old user;
 * - rule `old_vip` (for users of more than 30 days who are VIP): not VIP (or not yet
 *   30 days): 31; already received: 32;
 * - every other rule, already received: 24.
 * Returns null when the claim may go ahead.
 */
export function welfareRefusal(activity: ActivityInfo, claimant: Claimant, alreadyReceived: boolean, now: number): WelfareCode | null {
  if (activity.state === ActivityState.Ended) return WelfareCode.Timeout
  const oldUser = now - claimant.registered_at > THIRTY_DAYS
  switch (activity.welfare_rule) {
    case 'old_vip':
      if (!oldUser || !claimant.is_vip) return WelfareCode.OverThirtyNotVip
      return alreadyReceived ? WelfareCode.OverThirtyReceived : null
    case 'new':
      if (claimant.registered_at < activity.start_at) return WelfareCode.NotNewUser
      break
    case 'paid':
      if (!claimant.is_paid) return WelfareCode.NotPaidUser
      break
    case 'recent':
      if (oldUser) return WelfareCode.OverThirtyOldUser
      break
  }
  return alreadyReceived ? WelfareCode.Received : null
}
