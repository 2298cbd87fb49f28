/**
 * The Apple provider kind: `provider.ts` is the interface, `sandbox.ts` the local stand-in,
 * `apple.ts` the real one (Apple's JWKS, RS256), and this module picks the configured one.
 */
import { readConfig, type Bindings } from '../../env'
import { appleSignIn } from './apple'
import type { AppleProvider } from './provider'
import { sandboxApple } from './sandbox'

export type { AppleProvider } from './provider'

/** The sandbox when `SANDBOX` is on; otherwise Apple when APPLE_CLIENT_ID is set; otherwise none (503). */
export function appleProvider(env: Bindings): AppleProvider | null {
  const config = readConfig(env)
  if (config.SANDBOX === 'on') return sandboxApple(config.JWT_SECRET)
  if (!env.APPLE_CLIENT_ID) return null
  return appleSignIn({ clientId: env.APPLE_CLIENT_ID, ...(env.APPLE_API_ORIGIN ? { apiOrigin: env.APPLE_API_ORIGIN } : {}) })
}
