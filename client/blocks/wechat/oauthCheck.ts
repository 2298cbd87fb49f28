import { userCalls } from '../../../shared/contracts/user'
import type { ApiClient } from '../../lib/api/client'

/** GET wechat oauth check: trades the OAuth code for the scan state and jump token. */
export function oauthCheck(api: ApiClient, input: { code: string; wxAppId: string }) {
  return api.call(userCalls.oauthCheck, { query: { code: input.code, wx_app_id: input.wxAppId } })
}
