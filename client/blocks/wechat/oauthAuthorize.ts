import { userPaths } from '../../../shared/contracts/plain/user'
import type { ApiClient } from '../../lib/api/client'

/**
 * GET wechat/oauth/authorize_url: the provider's authorisation page for the in-WeChat
 * login. The service knows whether WeChat or the sandbox console plays that part (and
 * with which appid), so the browser only says where to come back to.
 */
export function fetchAuthorizeUrl(api: ApiClient, input: { redirectPath: string; state: string }) {
  return api.request({
    scene: 'main',
    method: 'GET',
    path: userPaths.oauthAuthorize,
    query: { redirect_uri: input.redirectPath, state: input.state },
    response: () => import('../../../shared/contracts/user').then((c) => c.oauthAuthorizeResponse),
  })
}
