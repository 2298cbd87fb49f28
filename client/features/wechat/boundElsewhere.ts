import { boundAccountData } from '../../../shared/contracts/user'
import { SERVER_MESSAGES } from '../../../shared/messages'
import type { ApiError } from '../../lib/api/client'

/** Code 165: "this WeChat is already bound to account ****1234…", with the masked phone the service sent. */
export function boundElsewhereMessage(error: ApiError): string {
  const data = boundAccountData.safeParse(error.data)
  return data.success ? SERVER_MESSAGES.openidBoundToOtherAccount(data.data.masked_phone) : error.message
}
