/**
 * The sms provider kind: `provider.ts` is the interface, `sandbox.ts` the local stand-in and
 * this module picks the configured one. Implementations import only the interface, never
 * this module, so no import runs in a circle.
 */
import { readConfig, type Bindings } from '../../env'
import type { SmsSender } from './provider'
import { sandboxSms } from './sandbox'

export type { SmsMessage, SmsSender } from './provider'

/**
 * The configured sender: the sandbox when `SANDBOX` is on. This project has no real SMS
 * provider; with the sandbox off there is none, and sending a code answers 503.
 */
export function smsSender(env: Bindings): SmsSender | null {
  return readConfig(env).SANDBOX === 'on' ? sandboxSms(env.DB) : null
}
