import { userCalls } from '../../../shared/contracts/user'
import type { ApiClient } from '../../lib/api/client'

/**
 * GET wechat/oauth/authorize_url: the provider's authorisation page for the in-WeChat
 * login. The service knows whether WeChat or the sandbox console plays that part (and
 * with which appid), so the browser only says where to come back to.
 */
export function fetchAuthorizeUrl(api: ApiClient, input: { redirectPath: string; state: string }) {
  return api.call(userCalls.oauthAuthorize, { query: { redirect_uri: input.redirectPath, state: input.state } })
}
