import type { BoundAccountData } from '../../../shared/contracts/schemas/user'
import { SERVER_MESSAGES } from '../../../shared/messages'
import type { ApiError } from '../../lib/api/client'

/** Code 165: "this WeChat is already bound to account ****1234…", with the masked phone the service sent. */
export function boundElsewhereMessage(error: ApiError): string {
  // Parsed by the call record's failure data (shared/contracts/user.ts), or undefined.
  const data = error.data as BoundAccountData | null | undefined
  return data ? SERVER_MESSAGES.openidBoundToOtherAccount(data.masked_phone) : error.message
}
