import type { AppAuthRequest } from '../../../../shared/contracts/ads'
import { adsPaths } from '../../../../shared/contracts/plain/ads'
import type { ApiClient } from '../../../lib/api/client'

/** POST /v1/ow/app_auth: the app's login becomes a web session (the gateway sets the cookie). */
export function handOverAppLogin(api: ApiClient, body: AppAuthRequest) {
  return api.request({ scene: 'main', method: 'POST', path: adsPaths.appAuth, body, response: () => import('../../../../shared/contracts/ads').then((c) => c.appAuthResponse), silent: true })
}
