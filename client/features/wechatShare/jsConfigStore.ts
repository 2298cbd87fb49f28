import { WECHAT_SIGNATURE_TTL_SECONDS } from '../../../shared/constants'
import type { JsConfig } from '../../../shared/contracts/schemas/ads'
import type { KeyValueStore } from '../../lib/storage'

/** The wechat config info key of spec section 3's client storage keys: the JS-SDK signature of a page's address. */
export const WECHAT_CONFIG_STORAGE_KEY = 'wechat_config_info'

/**
 * A signature is used again for the same address (a reload, Back to the page) for as long as
 * the service caches it (spec section 9: 10 minutes). A config WeChat refuses is forgotten.
 */

interface StoredJsConfig extends JsConfig {
  url: string
}

export function rememberJsConfig(store: KeyValueStore, url: string, config: JsConfig): void {
  const { appid, timestamp, nonce_str, signature } = config
  store.setItem(WECHAT_CONFIG_STORAGE_KEY, JSON.stringify({ url, appid, timestamp, nonce_str, signature } satisfies StoredJsConfig))
}

/** The signature kept for `url` while it is recent (`nowSeconds` against its timestamp). */
export function keptJsConfig(store: KeyValueStore, url: string, nowSeconds: number): JsConfig | undefined {
  try {
    const value = JSON.parse(store.getItem(WECHAT_CONFIG_STORAGE_KEY) ?? 'null') as Partial<StoredJsConfig> | null
    if (value?.url !== url || typeof value.timestamp !== 'number') return undefined
    if (typeof value.appid !== 'string' || typeof value.nonce_str !== 'string' || typeof value.signature !== 'string') return undefined
    const age = nowSeconds - value.timestamp
    if (age < 0 || age >= WECHAT_SIGNATURE_TTL_SECONDS) return undefined
    return { appid: value.appid, timestamp: value.timestamp, nonce_str: value.nonce_str, signature: value.signature }
  } catch {
    return undefined
  }
}

export function forgetJsConfig(store: KeyValueStore): void {
  store.removeItem(WECHAT_CONFIG_STORAGE_KEY)
}
