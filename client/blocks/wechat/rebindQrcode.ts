import { userCalls } from '../../../shared/contracts/user'
import type { ApiClient } from '../../lib/api/client'

/**
 * The rebind QR of the logged-in user (binding WeChat, or proving it in a safety
 * verification) and its scan state. Silent for the same reasons as the login QR.
 */
export function fetchRebindQrcode(api: ApiClient) {
  return api.call(userCalls.rebindQrcode, { silent: true })
}

export function fetchRebindScanState(api: ApiClient, subToken: string) {
  return api.call(userCalls.rebindState, { query: { sub_token: subToken }, silent: true })
}
