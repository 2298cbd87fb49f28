/**
 * The parts of an ID token (a compact JWS) both Apple providers check the same way: the
 * three segments, the claims, the nonce binding. Signatures are the caller's: RS256 against
 * Apple's keys, or the sandbox's HS256.
 */
import { sha256Hex } from '../../auth/secrets'

export interface ParsedJwt {
  header: { alg?: unknown; kid?: unknown; typ?: unknown }
  claims: Record<string, unknown>
  /** `base64url(header).base64url(payload)`, the signed bytes. */
  signingInput: Uint8Array<ArrayBuffer>
  signature: Uint8Array<ArrayBuffer>
}

export function base64UrlDecode(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(value.length / 4) * 4, '=')
  const binary = atob(base64)
  return Uint8Array.from(binary, (char) => char.charCodeAt(0))
}

export function base64UrlEncode(bytes: Uint8Array | string): string {
  const data = typeof bytes === 'string' ? new TextEncoder().encode(bytes) : bytes
  return btoa(String.fromCharCode(...data))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
}

/** The segments of a compact JWS; null for anything that is not one. */
export function parseJwt(token: string): ParsedJwt | null {
  const parts = token.split('.')
  if (parts.length !== 3 || parts.some((part) => !/^[A-Za-z0-9_-]+$/.test(part))) return null
  try {
    const decode = (part: string) => JSON.parse(new TextDecoder().decode(base64UrlDecode(part))) as unknown
    const header = decode(parts[0]!)
    const claims = decode(parts[1]!)
    if (!header || typeof header !== 'object' || !claims || typeof claims !== 'object') return null
    return {
      header: header as ParsedJwt['header'],
      claims: claims as Record<string, unknown>,
      signingInput: new TextEncoder().encode(`${parts[0]}.${parts[1]}`),
      signature: base64UrlDecode(parts[2]!),
    }
  } catch {
    return null
  }
}

/** Whether an RS256 token's signature is the key's (a JWK of a key set: Apple's, Cloudflare Access's). */
export async function signedByRs256Key(jwt: ParsedJwt, jwk: { n: string; e: string }): Promise<boolean> {
  const key = await crypto.subtle.importKey(
    'jwk',
    { kty: 'RSA', n: jwk.n, e: jwk.e, alg: 'RS256', ext: true },
    { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' },
    false,
    ['verify'],
  )
  return crypto.subtle.verify('RSASSA-PKCS1-v1_5', key, jwt.signature, jwt.signingInput)
}

/** Clock skew allowed between Apple's clock and ours. */
const SKEW_SECONDS = 60

/**
 * The `sub` of claims that name `issuer` and our `audience`, are not expired nor issued in
 * the future, and carry the SHA-256 hex of `rawNonce` (Apple's recommended nonce binding,
 * so a token lifted from elsewhere is useless without the browser's own raw nonce).
 */
export async function checkClaims(
  claims: Record<string, unknown>,
  expected: { issuer: string; audience: string; rawNonce: string; now: number },
): Promise<string | null> {
  const { iss, aud, exp, iat, sub, nonce } = claims
  if (iss !== expected.issuer) return null
  if (!(aud === expected.audience || (Array.isArray(aud) && aud.includes(expected.audience)))) return null
  if (typeof exp !== 'number' || exp <= expected.now - SKEW_SECONDS) return null
  if (typeof iat !== 'number' || iat > expected.now + SKEW_SECONDS) return null
  if (typeof sub !== 'string' || sub.length === 0 || sub.length > 255) return null
  if (!expected.rawNonce || typeof nonce !== 'string' || nonce !== (await sha256Hex(expected.rawNonce))) return null
  return sub
}
