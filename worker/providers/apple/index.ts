/**
 * The Apple provider kind: `provider.ts` is the interface, `sandbox.ts` the local stand-in,
 * `apple.ts` the real one (Apple's JWKS, RS256), and this module picks the configured one.
 */
import { providerGroup, readConfig, type Bindings } from '../../env'
import { appleSignIn } from './apple'
import type { AppleProvider } from './provider'
import { sandboxApple } from './sandbox'

export type { AppleProvider } from './provider'

/** The sandbox when `SANDBOX` is on; otherwise Apple when APPLE_CLIENT_ID is set; otherwise none (503). */
export function appleProvider(env: Bindings): AppleProvider | null {
  const config = readConfig(env)
  if (config.SANDBOX === 'on') return sandboxApple(config.JWT_SECRET)
  const apple = providerGroup(config, 'apple')
  if (!apple) return null
  return appleSignIn({ clientId: apple.APPLE_CLIENT_ID, ...(apple.APPLE_API_ORIGIN ? { apiOrigin: apple.APPLE_API_ORIGIN } : {}) })
}
