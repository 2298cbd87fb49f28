import type { AppAuthRequest } from '../../../../shared/contracts/schemas/ads'
import { adsCalls } from '../../../../shared/contracts/ads'
import type { ApiClient } from '../../../lib/api/client'

/** POST /v1/ow/app_auth: the app's login becomes a web session (the gateway sets the cookie). */
export function handOverAppLogin(api: ApiClient, body: AppAuthRequest) {
  return api.call(adsCalls.appAuth, { body, silent: true })
}
