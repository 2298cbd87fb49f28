import type { AppleProvider } from './provider'
import { checkClaims, parseJwt, signedByRs256Key } from './idToken'

/** Apple's issuer and the origin of its authorisation page and key set. */
export const APPLE_ISSUER = 'https://appleid.apple.com'

export interface AppleSignInConfig {
  /** The Services ID the site signs in with (the ID token's audience). */
  clientId: string
  /** Tests point this at a fake peer; Apple's own otherwise. */
  apiOrigin?: string
}

interface Jwk {
  kty: string
  kid: string
  alg?: string
  n: string
  e: string
}

/** Apple rotates its keys rarely; a key set is kept this long, and fetched again for an unknown kid. */
const KEYS_SECONDS = 60 * 60

const keySets = new Map<string, { keys: Jwk[]; fetchedAt: number }>()

async function fetchKeys(origin: string, now: number): Promise<Jwk[]> {
  const response = await fetch(`${origin}/auth/keys`, { headers: { accept: 'application/json' } })
  if (!response.ok) throw new Error(`apple keys: HTTP ${response.status}`)
  const body = (await response.json()) as { keys?: unknown }
  const keys = Array.isArray(body.keys) ? (body.keys as Jwk[]).filter((key) => key && key.kty === 'RSA' && typeof key.kid === 'string' && key.n && key.e) : []
  keySets.set(origin, { keys, fetchedAt: now })
  return keys
}

/** The key of `kid`, from the kept set while it is fresh, else from a fresh fetch (a rotated key). */
async function keyFor(origin: string, kid: string, now: number): Promise<Jwk | null> {
  const kept = keySets.get(origin)
  const fresh = kept && now - kept.fetchedAt < KEYS_SECONDS ? kept.keys : null
  const found = fresh?.find((key) => key.kid === kid)
  if (found) return found
  return (await fetchKeys(origin, now)).find((key) => key.kid === kid) ?? null
}

/** For tests: forget every kept key set. */
export function forgetAppleKeys(): void {
  keySets.clear()
}

/**
 * Sign in with Apple on the web: Apple's authorisation page (code and ID token returned in
 * the fragment, no name or email asked), and the ID token verified against Apple's JWKS
 * with RS256, issuer Apple, audience our client id, the nonce bound to the browser.
 */
export function appleSignIn(config: AppleSignInConfig): AppleProvider {
  const origin = config.apiOrigin ?? APPLE_ISSUER
  return {
    authorizeUrl({ redirectUri, state, nonce }) {
      const query = new URLSearchParams({
        client_id: config.clientId,
        redirect_uri: redirectUri,
        response_type: 'code id_token',
        response_mode: 'fragment',
        state,
        nonce,
      })
      return `${origin}/auth/authorize?${query}`
    },

    async verifyIdentityToken({ idToken, rawNonce, now }) {
      const jwt = parseJwt(idToken)
      if (!jwt || jwt.header.alg !== 'RS256' || typeof jwt.header.kid !== 'string') return null
      const jwk = await keyFor(origin, jwt.header.kid, now)
      if (!jwk) return null
      if (!(await signedByRs256Key(jwt, jwk))) return null
      const sub = await checkClaims(jwt.claims, { issuer: APPLE_ISSUER, audience: config.clientId, rawNonce, now })
      return sub ? { sub } : null
    },
  }
}
