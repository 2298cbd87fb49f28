/**
 * The wechat provider kind: `provider.ts` is the interface, `sandbox.ts` the local stand-in and
 * this module picks the configured one. Implementations import only the interface, never
 * this module, so no import runs in a circle.
 */
import { providerGroup, readConfig, type Bindings } from '../../env'
import { nowSeconds } from '../../lib/clock'
import { officialWechat, refreshOaCredentials, type OfficialAccountConfig } from './official'
import type { WechatProvider } from './provider'
import { sandboxWechat } from './sandbox'

export type { WechatProvider } from './provider'
export { WechatNotReadyError } from './provider'

/** The official account's settings when its secrets are set. */
function officialAccountConfig(env: Bindings): OfficialAccountConfig | null {
  const account = providerGroup(readConfig(env), 'wechatLogin')
  if (!account) return null
  return { appId: account.WECHAT_OA_APPID, secret: account.WECHAT_OA_SECRET, ...(account.WECHAT_API_ORIGIN ? { apiOrigin: account.WECHAT_API_ORIGIN } : {}) }
}

/**
 * The configured provider: the sandbox when `SANDBOX` is on; otherwise the official account
 * when WECHAT_OA_APPID and WECHAT_OA_SECRET are set; otherwise none, and WeChat login answers 503.
 */
export function wechatProvider(env: Bindings): WechatProvider | null {
  if (readConfig(env).SANDBOX === 'on') return sandboxWechat(env.DB)
  const config = officialAccountConfig(env)
  return config ? officialWechat(config, env.CACHE, nowSeconds) : null
}

/** The scheduled job: refreshes the official account's token and JS-SDK ticket in KV (nothing to do for the sandbox or without secrets). */
export async function refreshWechatCredentials(env: Bindings, now: number): Promise<unknown> {
  if (readConfig(env).SANDBOX === 'on') return 'sandbox'
  const config = officialAccountConfig(env)
  return config ? refreshOaCredentials(env.CACHE, config, now) : 'unconfigured'
}
