import type { JsConfig } from '../../../../shared/contracts/schemas/ads'
import { adsCalls } from '../../../../shared/contracts/ads'
import type { ApiClient } from '../../../lib/api/client'

/** POST /v1/wechat/js_config {url}: the JS-SDK signature of this page's URL. */
export function fetchJsConfig(api: ApiClient, url: string): Promise<JsConfig> {
  return api.call(adsCalls.jsConfig, { body: { url }, silent: true })
}
