import { env } from 'cloudflare:workers'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { readConfig, type Bindings } from '../env'
import { base64UrlEncode } from '../providers/apple/idToken'
import { callPath } from '../test/accounts'
import { ACCESS_ENV, accessClaims, adminCall, adminPost, fakeAccessCerts, makeSigner, signAssertion, TEST_ACCESS, type Signer } from '../test/fakeAccess'
import { resetDatabase } from '../test/resetDatabase'
import { ACCESS_COOKIE, CERTS_PATH, forgetAccessKeys, verifyAccessAssertion, type AccessSettings } from './access'
import { PERMISSIONS } from './guard'
import { nowSeconds } from '../lib/clock'

const NOW = 1_790_000_000
const SETTINGS: AccessSettings = {
  issuer: TEST_ACCESS.team,
  audience: TEST_ACCESS.aud,
  certsUrl: `${TEST_ACCESS.team}${CERTS_PATH}`,
  roles: { 'finance@example.com': 'finance', 'viewer@example.com': 'viewer' },
  sandbox: false,
}
const verify = (assertion: string | null, now = NOW) => verifyAccessAssertion(assertion, SETTINGS, (url) => fetch(url), now)

let current: Signer
let restore = () => {}
beforeEach(async () => {
  forgetAccessKeys()
  current = await makeSigner('access-key-1')
})
afterEach(() => {
  restore()
  vi.useRealTimers()
})

describe('the Access assertion (RS256 against the team certs)', () => {
  it('accepts an assertion signed by a published key for our audience and issuer, and keeps the key set', async () => {
    const peer = fakeAccessCerts(() => [current])
    restore = peer.restore
    expect(await verify(await signAssertion(current, accessClaims('Finance@Example.com', NOW)))).toEqual({
      ok: true,
      email: 'finance@example.com',
      role: 'finance',
    })
    expect(await verify(await signAssertion(current, accessClaims('viewer@example.com', NOW)))).toEqual({
      ok: true,
      email: 'viewer@example.com',
      role: 'viewer',
    })
    expect(peer.fetches).toEqual([`${TEST_ACCESS.team}${CERTS_PATH}`])
  })

  it.each([
    ['missing', async () => null],
    ['malformed', async () => 'not.a-jwt'],
    ['algorithm', async () => signAssertion(current, accessClaims('finance@example.com', NOW), { alg: 'HS256', kid: current.kid })],
    [
      'algorithm',
      async () => `${base64UrlEncode(JSON.stringify({ alg: 'none' }))}.${base64UrlEncode(JSON.stringify(accessClaims('finance@example.com', NOW)))}.AA`,
    ],
    ['audience', async () => signAssertion(current, accessClaims('finance@example.com', NOW, { aud: ['b'.repeat(64)] }))],
    ['issuer', async () => signAssertion(current, accessClaims('finance@example.com', NOW, { iss: 'https://other-team.cloudflareaccess.com' }))],
    ['expired', async () => signAssertion(current, accessClaims('finance@example.com', NOW, { exp: NOW - 120 }))],
    ['not_yet_valid', async () => signAssertion(current, accessClaims('finance@example.com', NOW, { nbf: NOW + 600 }))],
    ['no_email', async () => signAssertion(current, accessClaims('', NOW))],
    ['no_role', async () => signAssertion(current, accessClaims('stranger@example.com', NOW))],
  ])('refuses: %s', async (reason, token) => {
    restore = fakeAccessCerts(() => [current]).restore
    expect(await verify(await token())).toEqual({ ok: false, reason })
  })

  it('refuses an assertion signed by another key under a published kid', async () => {
    restore = fakeAccessCerts(() => [current]).restore
    const forger = await makeSigner(current.kid)
    expect(await verify(await signAssertion(forger, accessClaims('finance@example.com', NOW)))).toEqual({ ok: false, reason: 'bad_signature' })
  })

  it('fetches the certs again for an unknown kid (a rotation), at most every few seconds, and refuses a kid Access does not publish', async () => {
    let published = [current]
    const peer = fakeAccessCerts(() => published)
    restore = peer.restore
    expect((await verify(await signAssertion(current, accessClaims('finance@example.com', NOW)))).ok).toBe(true)
    const rotated = await makeSigner('access-key-2')
    published = [rotated, current]
    const afterRotation = await signAssertion(rotated, accessClaims('finance@example.com', NOW + 30), { alg: 'RS256', kid: rotated.kid })
    expect(await verify(afterRotation, NOW + 30)).toEqual({ ok: true, email: 'finance@example.com', role: 'finance' })
    expect(peer.fetches).toHaveLength(2)
    // A forged kid right after a fetch does not fetch again.
    const stranger = await makeSigner('never-published')
    expect(await verify(await signAssertion(stranger, accessClaims('finance@example.com', NOW + 31)), NOW + 31)).toEqual({ ok: false, reason: 'unknown_key' })
    expect(peer.fetches).toHaveLength(2)
    expect(await verify(await signAssertion(stranger, accessClaims('finance@example.com', NOW + 60)), NOW + 60)).toEqual({ ok: false, reason: 'unknown_key' })
    expect(peer.fetches).toHaveLength(3)
  })

  it('throws when the certs cannot be fetched (a 500 of the console, never a pass)', async () => {
    const spy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('down', { status: 502 }))
    restore = () => spy.mockRestore()
    await expect(verify(await signAssertion(current, accessClaims('finance@example.com', NOW)))).rejects.toThrow('access certs: HTTP 502')
  })
})

describe('the Access configuration', () => {
  const config = (overrides: Partial<Bindings>) => () => readConfig({ ...env, ...overrides } as Bindings)

  it('comes as a group, with the roles, in the documented shapes', () => {
    expect(config({ ADMIN_ACCESS_TEAM_DOMAIN: TEST_ACCESS.team })).toThrow(/ADMIN_ACCESS_AUD is required/)
    expect(config({ ADMIN_ACCESS_TEAM_DOMAIN: TEST_ACCESS.team, ADMIN_ACCESS_AUD: TEST_ACCESS.aud })).toThrow(/ADMIN_ROLES is required/)
    expect(config({ ADMIN_ACCESS_TEAM_DOMAIN: TEST_ACCESS.team, ADMIN_ACCESS_AUD: 'short', ADMIN_ROLES: TEST_ACCESS.roles })).toThrow(/64-hex audience tag/)
    expect(config({ ADMIN_ROLES: 'someone@example.com=admin' })).toThrow(/email=viewer\|operator\|finance/)
    expect(readConfig(ACCESS_ENV).ADMIN_ROLES).toEqual({ 'viewer@example.com': 'viewer', 'operator@example.com': 'operator', 'finance@example.com': 'finance' })
  })
})

describe('the console behind Access', () => {
  beforeEach(resetDatabase)

  it('refuses every request without a valid assertion (403), and serves one with it', async () => {
    restore = fakeAccessCerts(() => [current]).restore
    for (const path of ['/admin', '/admin/', '/admin/admin.css', '/admin/orders', '/admin/audit']) {
      const refused = await adminCall(path, null)
      expect(refused.status, path).toBe(403)
      expect(await refused.text()).toContain('无权访问运营后台')
    }
    const expired = await signAssertion(current, accessClaims('finance@example.com', nowSeconds() - 3600))
    expect((await adminCall('/admin', expired)).status).toBe(403)
    const page = await adminCall('/admin', await signAssertion(current, accessClaims('finance@example.com')))
    expect(page.status).toBe(200)
    expect(page.headers.get('cache-control')).toBe('no-store')
    expect(await page.text()).toContain('finance@example.com（财务）')
  })

  it('ignores the sandbox cookie when a real Access application is configured, even with the sandbox on', async () => {
    restore = fakeAccessCerts(() => [current]).restore
    const token = await signAssertion(current, accessClaims('finance@example.com'))
    const response = await callPath('/admin', { headers: { cookie: `${ACCESS_COOKIE}=${token}` } }, { ...ACCESS_ENV, SANDBOX: 'on' })
    expect(response.status).toBe(403)
    expect((await callPath('/__sandbox/access', {}, { ...ACCESS_ENV, SANDBOX: 'on' })).status).toBe(404)
  })

  it('is not there at all without Access configured and with the sandbox off', async () => {
    const { ADMIN_ACCESS_TEAM_DOMAIN: _a, ADMIN_ACCESS_AUD: _b, ADMIN_ROLES: _c, ...bare } = ACCESS_ENV
    expect((await callPath('/admin', {}, bare)).status).toBe(404)
  })

  it('refuses a form posted from another site', async () => {
    restore = fakeAccessCerts(() => [current]).restore
    const token = await signAssertion(current, accessClaims('finance@example.com'))
    const response = await adminCall('/admin/reconciliation/1', token, {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
      body: 'resolution=x',
    })
    expect(response.status).toBe(403)
  })

  it('has a role table in which only finance refunds', () => {
    expect(PERMISSIONS.refund).toEqual(['finance'])
    expect(PERMISSIONS.read).toEqual(['viewer', 'operator', 'finance'])
  })
})

describe('the sandbox plays Access', () => {
  beforeEach(resetDatabase)

  it('signs in as a configured email with a token its own certs verify, and refuses others', async () => {
    const page = await (await callPath('/__sandbox/access')).text()
    expect(page).toContain('finance@example.com')
    const certs = (await (await callPath(`/__sandbox/access${CERTS_PATH}`)).json()) as { keys: { kid: string; kty: string }[] }
    expect(certs.keys[0]?.kty).toBe('RSA')
    const refused = await callPath('/__sandbox/access/sign-in', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=stranger%40example.com',
    })
    expect(refused.status).toBe(400)
    expect(await refused.text()).toContain('该邮箱未配置运营后台角色')
    const signIn = await callPath('/__sandbox/access/sign-in', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=operator%40example.com',
    })
    expect(signIn.status).toBe(303)
    const cookie = signIn.headers.get('set-cookie')!.split(';')[0]!
    const home = await callPath('/admin', { headers: { cookie } })
    expect(home.status).toBe(200)
    expect(await home.text()).toContain('operator@example.com（运营）')
    // A tampered token is refused by the same verifier.
    const at = cookie.length - 20
    const tampered = `${cookie.slice(0, at)}${cookie[at] === 'A' ? 'B' : 'A'}${cookie.slice(at + 1)}`
    expect((await callPath('/admin', { headers: { cookie: tampered } })).status).toBe(403)
  })
})
