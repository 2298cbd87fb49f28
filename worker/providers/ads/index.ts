/**
 * The ad platform provider kind: `provider.ts` is the interface, `sandbox.ts` the local
 * stand-in and this module picks the configured one. Implementations import only the
 * interface, never this module, so no import runs in a circle.
 */
import { readConfig, type Bindings } from '../../env'
import type { AdPlatformAdapter } from './provider'
import { sandboxAdPlatform } from './sandbox'

export type { AdConversion, AdPlatformAdapter } from './provider'

/** The configured adapter: the sandbox when SANDBOX is on; none otherwise (conversions are only stored). */
export function adPlatformAdapter(env: Bindings): AdPlatformAdapter | null {
  return readConfig(env).SANDBOX === 'on' ? sandboxAdPlatform() : null
}
