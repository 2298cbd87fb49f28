import { ServerCode } from '../../../shared/enums'
import { ERROR_MESSAGES, SERVER_MESSAGES } from '../../../shared/messages'
import { ApiError } from '../../lib/api/client'

/**
 * What a failed cancellation leads to (spec section 8): 7003 (pending revenue share) shows
 * its message and nothing else; 195 asks to verify again; any other failure shows the
 * server's message and reopens the verification too.
 */
export function cancelFailure(error: unknown): { message: string; verifyAgain: boolean } {
  if (!(error instanceof ApiError)) return { message: ERROR_MESSAGES.unknown, verifyAgain: true }
  if (error.code === ServerCode.PendingRevenueShare) return { message: error.message || SERVER_MESSAGES.pendingRevenueShare, verifyAgain: false }
  if (error.code === ServerCode.CancelVerifyAgain) return { message: SERVER_MESSAGES.cancelVerifyAgain, verifyAgain: true }
  // An ended login is announced by the API client and the session guard leaves the page.
  if (error.kind === 'unauthorized') return { message: '', verifyAgain: false }
  return { message: error.message, verifyAgain: true }
}
