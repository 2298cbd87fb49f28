import { userPaths } from '../../../shared/contracts/plain/user'
import type { ApiClient } from '../../lib/api/client'

/**
 * The rebind QR of the logged-in user (binding WeChat, or proving it in a safety
 * verification) and its scan state. Silent for the same reasons as the login QR.
 */
export function fetchRebindQrcode(api: ApiClient) {
  return api.request({ scene: 'main', method: 'GET', path: userPaths.rebindQrcode, response: () => import('../../../shared/contracts/user').then((c) => c.rebindQrcodeResponse), silent: true })
}

export function fetchRebindScanState(api: ApiClient, subToken: string) {
  return api.request({ scene: 'main', method: 'GET', path: userPaths.rebindState, query: { sub_token: subToken }, response: () => import('../../../shared/contracts/user').then((c) => c.rebindStateResponse), silent: true })
}
