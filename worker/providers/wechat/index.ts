/**
 * The wechat provider kind: `provider.ts` is the interface, `sandbox.ts` the local stand-in and
 * this module picks the configured one. Implementations import only the interface, never
 * this module, so no import runs in a circle.
 */
import { readConfig, type Bindings } from '../../env'
import type { WechatProvider } from './provider'
import { sandboxWechat } from './sandbox'

export type { WechatProvider } from './provider'

/**
 * The configured provider: the sandbox when `SANDBOX` is on. This project has no real
 * WeChat provider; with the sandbox off there is none, and WeChat login answers 503.
 */
export function wechatProvider(env: Bindings): WechatProvider | null {
  return readConfig(env).SANDBOX === 'on' ? sandboxWechat(env.DB) : null
}
