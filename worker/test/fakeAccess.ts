import { env } from 'cloudflare:workers'
import { vi } from 'vitest'
import type { Bindings } from '../env'
import { ACCESS_HEADER, CERTS_PATH } from '../admin/access'
import type { Signer } from './rs256Signer'
import { callPath } from './accounts'
import { nowSeconds } from '../lib/clock'

/** A Cloudflare Access team and application as a test configures them. */
export const TEST_ACCESS = {
  team: 'https://retouch-ops.cloudflareaccess.com',
  aud: 'a'.repeat(32) + '0123456789abcdef0123456789abcdef',
  roles: 'viewer@example.com=viewer, operator@example.com=operator, Finance@Example.com=finance',
}

/** The bindings of a deployment behind the test team's Access application (the sandbox off). */
export const ACCESS_ENV: Bindings = {
  ...env,
  SANDBOX: 'off',
  ADMIN_ACCESS_TEAM_DOMAIN: TEST_ACCESS.team,
  ADMIN_ACCESS_AUD: TEST_ACCESS.aud,
  ADMIN_ROLES: TEST_ACCESS.roles,
}

export { makeSigner, signAssertion, type Signer } from './rs256Signer'

/** The claims of an Access application token (Cloudflare's documented shape). */
export function accessClaims(email: string, now = nowSeconds(), overrides: Record<string, unknown> = {}) {
  return {
    aud: [TEST_ACCESS.aud],
    email,
    exp: now + 600,
    iat: now - 5,
    nbf: now - 5,
    iss: TEST_ACCESS.team,
    type: 'app',
    identity_nonce: 'nonce-1',
    sub: 'sub-1',
    country: 'CN',
    ...overrides,
  }
}

/** The team's certs endpoint, faked at fetch; `published` may change during a test (a rotation). */
export function fakeAccessCerts(published: () => Signer[]) {
  const fetches: string[] = []
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    fetches.push(`${url.origin}${url.pathname}`)
    if (url.origin !== TEST_ACCESS.team || url.pathname !== CERTS_PATH) return new Response('not found', { status: 404 })
    return Response.json({ keys: published().map((signer) => signer.jwk), public_cert: { kid: published()[0]?.kid ?? '', cert: '' }, public_certs: [] })
  })
  return { fetches, restore: () => spy.mockRestore() }
}

/** A console request as Access forwards it: the assertion in its header. */
export function adminCall(path: string, assertion: string | null, init: RequestInit = {}, bindings: Bindings = ACCESS_ENV): Promise<Response> {
  const headers = new Headers(init.headers)
  if (assertion) headers.set(ACCESS_HEADER, assertion)
  return callPath(path, { ...init, headers }, bindings)
}

/** A form post to the console, as the browser sends it from the console's own page. */
export function adminPost(path: string, assertion: string, form: Record<string, string>, bindings: Bindings = ACCESS_ENV): Promise<Response> {
  return adminCall(
    path,
    assertion,
    {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://example.test' },
      body: new URLSearchParams(form).toString(),
    },
    bindings,
  )
}
