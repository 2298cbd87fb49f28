import { userPaths } from '../../../shared/contracts/plain/user'
import type { ApiClient } from '../../lib/api/client'

/** GET wechat oauth check: trades the OAuth code for the scan state and jump token. */
export function oauthCheck(api: ApiClient, input: { code: string; wxAppId: string }) {
  return api.request({
    scene: 'main',
    method: 'GET',
    path: userPaths.oauthCheck,
    query: { code: input.code, wx_app_id: input.wxAppId },
    response: () => import('../../../shared/contracts/user').then((c) => c.oauthCheckResponse),
  })
}
