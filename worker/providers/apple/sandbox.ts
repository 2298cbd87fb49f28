import { randomToken } from '../../auth/secrets'
import type { AppleProvider } from './provider'
import { base64UrlEncode, checkClaims, parseJwt } from './idToken'

/** The sandbox's stand-in for Apple: its client id, issuer and console path. */
export const SANDBOX_APPLE = {
  clientId: 'com.sandbox.retouch.web',
  issuer: 'https://appleid.sandbox.invalid',
  authorizePath: '/__sandbox/apple/authorize',
} as const

/** Sandbox ID tokens live as long as Apple's (10 minutes). */
const TOKEN_SECONDS = 10 * 60

async function hmacKey(secret: string): Promise<CryptoKey> {
  return crypto.subtle.importKey('raw', new TextEncoder().encode(`sandbox-apple|${secret}`), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify'])
}

/**
 * What the sandbox's authorisation page hands back when the tester approves: an ID token
 * with Apple's claims, signed HS256 with a key only this worker has (derived from
 * JWT_SECRET), so nothing outside the worker can mint one.
 */
export async function issueSandboxIdToken(secret: string, input: { sub: string; nonce: string; now: number }): Promise<string> {
  const header = base64UrlEncode(JSON.stringify({ alg: 'HS256', typ: 'JWT', kid: 'sandbox' }))
  const claims = {
    iss: SANDBOX_APPLE.issuer,
    aud: SANDBOX_APPLE.clientId,
    sub: input.sub,
    nonce: input.nonce,
    iat: input.now,
    exp: input.now + TOKEN_SECONDS,
  }
  const payload = base64UrlEncode(JSON.stringify(claims))
  const signature = await crypto.subtle.sign('HMAC', await hmacKey(secret), new TextEncoder().encode(`${header}.${payload}`))
  return `${header}.${payload}.${base64UrlEncode(new Uint8Array(signature))}`
}

/** A fresh Apple user id for "a new Apple ID", shaped like Apple's (`000000.<hex>.0000`). */
export function newSandboxAppleSub(): string {
  return `000000.${randomToken(16)
    .replace(/[^A-Za-z0-9]/g, '')
    .toLowerCase()}.sandbox`
}

/** The sandbox plays Apple: its authorisation page is the sandbox console's, its tokens are HS256. */
export function sandboxApple(secret: string): AppleProvider {
  return {
    authorizeUrl({ origin, redirectUri, state, nonce }) {
      const query = new URLSearchParams({
        client_id: SANDBOX_APPLE.clientId,
        redirect_uri: redirectUri,
        response_type: 'code id_token',
        response_mode: 'fragment',
        state,
        nonce,
      })
      return `${origin}${SANDBOX_APPLE.authorizePath}?${query}`
    },

    async verifyIdentityToken({ idToken, rawNonce, now }) {
      const jwt = parseJwt(idToken)
      if (!jwt || jwt.header.alg !== 'HS256') return null
      const valid = await crypto.subtle.verify('HMAC', await hmacKey(secret), jwt.signature, jwt.signingInput)
      if (!valid) return null
      const sub = await checkClaims(jwt.claims, { issuer: SANDBOX_APPLE.issuer, audience: SANDBOX_APPLE.clientId, rawNonce, now })
      return sub ? { sub } : null
    },
  }
}
