import { WECHAT_SIGNATURE_TTL_SECONDS } from '../../../shared/constants'
import type { JsConfig } from '../../../shared/contracts/schemas/ads'
import { log } from '../../lib/log'
import { jsSdkSignature, nonceStr } from './signature'

/** Spec section 9 / ARCHITECTURE decision 8: per URL, 10 minutes, at most 100 entries. */
export const SIGNATURE_TTL_SECONDS = WECHAT_SIGNATURE_TTL_SECONDS
export const SIGNATURE_CACHE_MAX = 100
export const SIGNATURE_INDEX_KEY = 'wxsig:index'

async function keyFor(url: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(url))
  return `wxsig:${[...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`
}

async function readIndex(kv: KVNamespace): Promise<string[]> {
  const index = await kv.get<string[]>(SIGNATURE_INDEX_KEY, 'json')
  return Array.isArray(index) ? index : []
}

/**
 * Stores a signature and its key in the index. Above SIGNATURE_CACHE_MAX entries the whole
 * cache is cleared (every indexed entry and the index) rather than evicted one by one.
 */
async function remember(kv: KVNamespace, key: string, config: JsConfig): Promise<void> {
  const index = await readIndex(kv)
  const next = index.includes(key) ? index : [...index, key]
  if (next.length > SIGNATURE_CACHE_MAX) {
    await Promise.all(index.map((old) => kv.delete(old)))
    await kv.delete(SIGNATURE_INDEX_KEY)
    return
  }
  await kv.put(key, JSON.stringify(config), { expirationTtl: SIGNATURE_TTL_SECONDS })
  await kv.put(SIGNATURE_INDEX_KEY, JSON.stringify(next), { expirationTtl: SIGNATURE_TTL_SECONDS })
}

/**
 * The JS-SDK config of a page URL: from KV when signed in the last 10 minutes, else signed
 * afresh with the provider's ticket. KV is an optimisation only: a failed read or write
 * still answers with a fresh signature.
 */
export async function signedConfig(
  kv: KVNamespace,
  url: string,
  now: number,
  ticket: () => Promise<{ appId: string; ticket: string }>,
  waitUntil: (promise: Promise<unknown>) => void,
): Promise<JsConfig> {
  const key = await keyFor(url.split('#')[0]!)
  try {
    const hit = await kv.get<JsConfig>(key, 'json')
    if (hit && now - hit.timestamp < SIGNATURE_TTL_SECONDS) return hit
  } catch (error) {
    log('warn', 'wechat.signature_cache_read_failed', { error })
  }
  const { appId, ticket: jsapiTicket } = await ticket()
  const nonce = nonceStr()
  const config: JsConfig = {
    appid: appId,
    timestamp: now,
    nonce_str: nonce,
    signature: await jsSdkSignature({ ticket: jsapiTicket, nonceStr: nonce, timestamp: now, url }),
  }
  waitUntil(
    remember(kv, key, config).catch((error: unknown) => {
      log('warn', 'wechat.signature_cache_write_failed', { error })
    }),
  )
  return config
}
