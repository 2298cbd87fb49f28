import type { JsConfig } from '../../../../shared/contracts/ads'
import { adsPaths } from '../../../../shared/contracts/plain/ads'
import type { ApiClient } from '../../../lib/api/client'

/** POST /v1/wechat/js_config {url}: the JS-SDK signature of this page's URL. */
export function fetchJsConfig(api: ApiClient, url: string): Promise<JsConfig> {
  return api.request({ scene: 'main', method: 'POST', path: adsPaths.jsConfig, body: { url }, response: () => import('../../../../shared/contracts/ads').then((c) => c.jsConfigResponse), silent: true })
}
