import type { AdminRole, Config } from '../env'
import { parseJwt, signedByRs256Key } from '../providers/apple/idToken'

/**
 * The operator console's door check (issue 29, decision 032): every request carries the
 * Cloudflare Access assertion (`Cf-Access-Jwt-Assertion`), an RS256 JWT signed by the team's
 * key set at `<team domain>/cdn-cgi/access/certs`. The worker checks it itself — signature,
 * issuer, audience tag, expiry — and maps its email to a role, so a misconfigured Access
 * policy (or a request that reached the worker around Access) still gets nothing.
 */

export const ACCESS_HEADER = 'cf-access-jwt-assertion'
/** The cookie Access sets on the application's domain; the sandbox sets it too (read only when the sandbox plays Access). */
export const ACCESS_COOKIE = 'CF_Authorization'
export const CERTS_PATH = '/cdn-cgi/access/certs'

/** Where the sandbox plays Access (worker/sandbox/accessPlayer.ts). */
export const SANDBOX_ACCESS_PATH = '/__sandbox/access'
/** The sandbox Access application's audience tag (any 64 hex digits would do; this is not a secret). */
export const SANDBOX_ACCESS_AUD = '5a4d1c0e9b7f3a2c6e8d0b1f4a7c9e2d5b8f0a3c6e9d1b4f7a0c3e6d9b2f5a8c'
/** Local and staging runs without ADMIN_ROLES: one email of each role. */
export const SANDBOX_ADMIN_ROLES: Readonly<Record<string, AdminRole>> = {
  'viewer@example.com': 'viewer',
  'operator@example.com': 'operator',
  'finance@example.com': 'finance',
}

/** What one deployment trusts: whose keys, which application, which emails. */
export interface AccessSettings {
  issuer: string
  audience: string
  certsUrl: string
  roles: Readonly<Record<string, AdminRole>>
  /** The sandbox plays Access: its cookie stands for the header a real Access edge adds. */
  sandbox: boolean
}

/**
 * The configured Access application; without one, the sandbox's stand-in when SANDBOX is on
 * (its issuer is this site's own path); otherwise null and the console is closed.
 */
export function accessSettings(config: Config, requestUrl: string): AccessSettings | null {
  if (config.ADMIN_ACCESS_TEAM_DOMAIN && config.ADMIN_ACCESS_AUD && config.ADMIN_ROLES) {
    const issuer = config.ADMIN_ACCESS_TEAM_DOMAIN
    return { issuer, audience: config.ADMIN_ACCESS_AUD, certsUrl: `${issuer}${CERTS_PATH}`, roles: config.ADMIN_ROLES, sandbox: false }
  }
  if (config.SANDBOX !== 'on') return null
  const issuer = `${new URL(requestUrl).origin}${SANDBOX_ACCESS_PATH}`
  return { issuer, audience: SANDBOX_ACCESS_AUD, certsUrl: `${issuer}${CERTS_PATH}`, roles: config.ADMIN_ROLES ?? SANDBOX_ADMIN_ROLES, sandbox: true }
}

export type CertsFetch = (url: string) => Promise<Response>

export type AccessRefusal =
  'missing' | 'malformed' | 'algorithm' | 'unknown_key' | 'bad_signature' | 'issuer' | 'audience' | 'expired' | 'not_yet_valid' | 'no_email' | 'no_role'

export type AccessResult = { ok: true; email: string; role: AdminRole } | { ok: false; reason: AccessRefusal }

interface Jwk {
  kid: string
  kty: string
  n: string
  e: string
}

/** A key set is kept this long; Access rotates its keys every few weeks and keeps the old one valid for days. */
const KEYS_SECONDS = 60 * 60
/** An unknown kid fetches the set again (a rotation), but not more often than this, so forged kids cannot make us hammer the certs URL. */
const REFETCH_SECONDS = 10
/** Clock skew allowed between Access's clock and ours. */
const SKEW_SECONDS = 60

const keySets = new Map<string, { keys: Jwk[]; fetchedAt: number }>()

/** For tests: forget every kept key set. */
export function forgetAccessKeys(): void {
  keySets.clear()
}

async function fetchKeys(certsUrl: string, fetchCerts: CertsFetch, now: number): Promise<Jwk[]> {
  const response = await fetchCerts(certsUrl)
  if (!response.ok) throw new Error(`access certs: HTTP ${response.status}`)
  const body = (await response.json()) as { keys?: unknown }
  const keys = Array.isArray(body.keys)
    ? (body.keys as Jwk[]).filter((key) => key && key.kty === 'RSA' && typeof key.kid === 'string' && typeof key.n === 'string' && typeof key.e === 'string')
    : []
  keySets.set(certsUrl, { keys, fetchedAt: now })
  return keys
}

async function keyFor(certsUrl: string, kid: string, fetchCerts: CertsFetch, now: number): Promise<Jwk | null> {
  const kept = keySets.get(certsUrl)
  const fresh = kept && now - kept.fetchedAt < KEYS_SECONDS ? kept : null
  const found = fresh?.keys.find((key) => key.kid === kid)
  if (found) return found
  if (fresh && now - fresh.fetchedAt < REFETCH_SECONDS) return null
  return (await fetchKeys(certsUrl, fetchCerts, now)).find((key) => key.kid === kid) ?? null
}

/** The email and role an assertion proves, or why it proves nothing. Throws only when the key set cannot be fetched. */
export async function verifyAccessAssertion(
  assertion: string | null | undefined,
  settings: AccessSettings,
  fetchCerts: CertsFetch,
  now: number,
): Promise<AccessResult> {
  if (!assertion) return { ok: false, reason: 'missing' }
  const jwt = parseJwt(assertion)
  if (!jwt) return { ok: false, reason: 'malformed' }
  if (jwt.header.alg !== 'RS256' || typeof jwt.header.kid !== 'string') return { ok: false, reason: 'algorithm' }
  const jwk = await keyFor(settings.certsUrl, jwt.header.kid, fetchCerts, now)
  if (!jwk) return { ok: false, reason: 'unknown_key' }
  if (!(await signedByRs256Key(jwt, jwk))) return { ok: false, reason: 'bad_signature' }
  const { iss, aud, exp, nbf, email } = jwt.claims
  if (iss !== settings.issuer) return { ok: false, reason: 'issuer' }
  if (!(aud === settings.audience || (Array.isArray(aud) && aud.includes(settings.audience)))) return { ok: false, reason: 'audience' }
  if (typeof exp !== 'number' || exp <= now - SKEW_SECONDS) return { ok: false, reason: 'expired' }
  if (typeof nbf === 'number' && nbf > now + SKEW_SECONDS) return { ok: false, reason: 'not_yet_valid' }
  if (typeof email !== 'string' || !email) return { ok: false, reason: 'no_email' }
  const role = settings.roles[email.toLowerCase()]
  if (!role) return { ok: false, reason: 'no_role' }
  return { ok: true, email: email.toLowerCase(), role }
}

/** The assertion of a request: Access's header; the sandbox's cookie only while the sandbox plays Access. */
export function assertionOf(headers: Headers, settings: AccessSettings): string | null {
  const header = headers.get(ACCESS_HEADER)
  if (header) return header
  if (!settings.sandbox) return null
  const cookie = headers.get('cookie') ?? ''
  for (const part of cookie.split(';')) {
    const [name, ...value] = part.trim().split('=')
    if (name === ACCESS_COOKIE) return value.join('=')
  }
  return null
}
