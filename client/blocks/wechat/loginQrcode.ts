import { userCalls } from '../../../shared/contracts/user'
import { QrPurpose, QrScene } from '../../../shared/enums'
import type { ApiClient } from '../../lib/api/client'

/**
 * GET wechat/oa_qrcode for a web login, and GET wechat/oa_state to poll its scan. Both
 * are silent: a failed fetch shows the maintenance notice instead of a toast, and a
 * failed poll is simply asked again a second later.
 */
export function fetchLoginQrcode(api: ApiClient) {
  return api.call(userCalls.oaQrcode, { query: { scene: QrScene.Web, oauth_type: QrPurpose.Login }, silent: true })
}

export function fetchLoginScanState(api: ApiClient, subToken: string) {
  return api.call(userCalls.oaState, { query: { sub_token: subToken }, silent: true })
}
