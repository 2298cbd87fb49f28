import { ServerCode } from '../../../shared/enums'
import type { BoundAccountData } from '../../../shared/contracts/user'
import { SERVER_MESSAGES } from '../../../shared/messages'
import type { ApiError, FailureDataSchemas } from '../../lib/api/client'

/** Code 165: "this WeChat is already bound to account ****1234…", with the masked phone the service sent. */
export function boundElsewhereMessage(error: ApiError): string {
  // Parsed by the call's failureData (boundElsewhereData), or undefined.
  const data = error.data as BoundAccountData | null | undefined
  return data ? SERVER_MESSAGES.openidBoundToOtherAccount(data.masked_phone) : error.message
}

/** The `failureData` of a call that may answer 165: the other account's masked phone. */
export function boundElsewhereData(): Promise<FailureDataSchemas> {
  return import('../../../shared/contracts/user').then((c) => ({ [ServerCode.OpenidBoundToOtherAccount]: c.boundAccountData }))
}
