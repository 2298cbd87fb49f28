import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { sha256Hex } from '../../auth/secrets'
import { APPLE_ISSUER, appleSignIn, forgetAppleKeys } from './apple'
import { makeSigner, signAssertion, type Signer } from '../../test/rs256Signer'
import { base64UrlEncode } from './idToken'
import { issueSandboxIdToken, sandboxApple, SANDBOX_APPLE } from './sandbox'
import type { AppleProvider } from './provider'

const PEER = 'https://appleid.fake.test'
const CLIENT_ID = 'com.example.retouch.web'
const NOW = 1_790_000_000
const RAW_NONCE = 'rawNonce-0123456789abcdef'

/** The authorisation URL a provider gives a site at `origin` for its Apple callback. */
function authorizeAt(provider: AppleProvider, origin: string, nonce: string): URL {
  return new URL(provider.authorizeUrl({ origin, redirectUri: `${origin}/redirect/callback?platform=apple`, state: 'apAbc12345', nonce }))
}

async function appleClaims(overrides: Record<string, unknown> = {}) {
  return {
    iss: APPLE_ISSUER,
    aud: CLIENT_ID,
    sub: '001234.abcdef0123456789.0123',
    iat: NOW - 5,
    exp: NOW + 600,
    nonce: await sha256Hex(RAW_NONCE),
    nonce_supported: true,
    ...overrides,
  }
}

/** Apple's key set endpoint, faked at the network boundary; `published` may change during a test (a rotation). */
function fakeApple(published: () => Signer[]) {
  const fetches: string[] = []
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    fetches.push(url.pathname)
    if (url.origin !== PEER || url.pathname !== '/auth/keys') return new Response('not found', { status: 404 })
    return Response.json({ keys: published().map((signer) => signer.jwk) })
  })
  return { fetches, restore: () => spy.mockRestore() }
}

let current: Signer
let restore = () => {}
beforeEach(async () => {
  forgetAppleKeys()
  current = await makeSigner('key-1')
})
afterEach(() => restore())

describe('Sign in with Apple: the ID token against Apple’s key set (RS256)', () => {
  const apple = appleSignIn({ clientId: CLIENT_ID, apiOrigin: PEER })
  const verify = (idToken: string, rawNonce = RAW_NONCE, now = NOW) => apple.verifyIdentityToken({ idToken, rawNonce, now })

  it("accepts a token Apple's key signed for our client id and nonce, and keeps the key set", async () => {
    const peer = fakeApple(() => [current])
    restore = peer.restore
    expect(await verify(await signAssertion(current, await appleClaims()))).toEqual({ sub: '001234.abcdef0123456789.0123' })
    expect(await verify(await signAssertion(current, await appleClaims({ aud: [CLIENT_ID, 'other'] })))).toEqual({ sub: '001234.abcdef0123456789.0123' })
    expect(peer.fetches).toEqual(['/auth/keys'])
  })

  it('refuses another audience, another issuer, an expired or future token, a missing sub, a wrong nonce', async () => {
    restore = fakeApple(() => [current]).restore
    expect(await verify(await signAssertion(current, await appleClaims({ aud: 'com.other.app' })))).toBeNull()
    expect(await verify(await signAssertion(current, await appleClaims({ iss: 'https://evil.example' })))).toBeNull()
    expect(await verify(await signAssertion(current, await appleClaims({ exp: NOW - 120 })))).toBeNull()
    expect(await verify(await signAssertion(current, await appleClaims({ iat: NOW + 3600 })))).toBeNull()
    expect(await verify(await signAssertion(current, await appleClaims({ sub: '' })))).toBeNull()
    expect(await verify(await signAssertion(current, await appleClaims()), 'another-raw-nonce-000')).toBeNull()
    // The token carries the nonce's hash; the raw nonce itself is not accepted in its place.
    expect(await verify(await signAssertion(current, await appleClaims({ nonce: RAW_NONCE })))).toBeNull()
  })

  it('refuses a signature of another key, a tampered payload, alg none or HS256, and garbage', async () => {
    const stranger = await makeSigner('key-1') // same kid, not Apple's key
    restore = fakeApple(() => [current]).restore
    expect(await verify(await signAssertion(stranger, await appleClaims()))).toBeNull()
    const [header, , signature] = (await signAssertion(current, await appleClaims())).split('.')
    const tampered = `${header}.${base64UrlEncode(JSON.stringify(await appleClaims({ sub: 'someone-else' })))}.${signature}`
    expect(await verify(tampered)).toBeNull()
    expect(
      await verify(`${base64UrlEncode(JSON.stringify({ alg: 'none', kid: 'key-1' }))}.${base64UrlEncode(JSON.stringify(await appleClaims()))}.`),
    ).toBeNull()
    expect(await verify(await signAssertion(current, await appleClaims(), { alg: 'HS256', kid: 'key-1' }))).toBeNull()
    expect(await verify('not-a-jwt')).toBeNull()
  })

  it('fetches the key set again for an unknown kid (a rotated key), and refuses a kid Apple does not publish', async () => {
    let published = [current]
    const peer = fakeApple(() => published)
    restore = peer.restore
    expect(await verify(await signAssertion(current, await appleClaims()))).not.toBeNull()
    const rotated = await makeSigner('key-2')
    published = [current, rotated]
    expect(await verify(await signAssertion(rotated, await appleClaims()))).not.toBeNull()
    expect(await verify(await signAssertion(await makeSigner('key-9'), await appleClaims()))).toBeNull()
    expect(peer.fetches).toEqual(['/auth/keys', '/auth/keys', '/auth/keys'])
  })

  it("throws when Apple's key set cannot be fetched (the route answers 503, not 400)", async () => {
    const spy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('down', { status: 502 }))
    restore = () => spy.mockRestore()
    await expect(verify(await signAssertion(current, await appleClaims()))).rejects.toThrow(/apple keys/)
  })

  it("builds Apple's authorisation URL: our client id, the code and ID token in the fragment, state and nonce", () => {
    const url = authorizeAt(apple, 'https://site.test', 'f'.repeat(64))
    expect(url.origin + url.pathname).toBe(`${PEER}/auth/authorize`)
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: CLIENT_ID,
      redirect_uri: 'https://site.test/redirect/callback?platform=apple',
      response_type: 'code id_token',
      response_mode: 'fragment',
      state: 'apAbc12345',
      nonce: 'f'.repeat(64),
    })
  })
})

describe("the sandbox's stand-in for Apple", () => {
  const secret = 'a-sandbox-secret-of-some-length'
  const sandbox = sandboxApple(secret)

  it('verifies the tokens its authorisation page issues, for their nonce only', async () => {
    const idToken = await issueSandboxIdToken(secret, { sub: 'sandbox-sub-1', nonce: await sha256Hex(RAW_NONCE), now: NOW })
    expect(await sandbox.verifyIdentityToken({ idToken, rawNonce: RAW_NONCE, now: NOW + 60 })).toEqual({ sub: 'sandbox-sub-1' })
    expect(await sandbox.verifyIdentityToken({ idToken, rawNonce: 'another-raw-nonce-000', now: NOW })).toBeNull()
    expect(await sandbox.verifyIdentityToken({ idToken, rawNonce: RAW_NONCE, now: NOW + 3600 })).toBeNull()
    expect(await sandboxApple('another-secret-entirely').verifyIdentityToken({ idToken, rawNonce: RAW_NONCE, now: NOW })).toBeNull()
  })

  it('points at the console page with the same parameters as Apple', () => {
    const url = authorizeAt(sandbox, 'http://127.0.0.1:8821', 'a'.repeat(64))
    expect(url.pathname).toBe(SANDBOX_APPLE.authorizePath)
    expect(url.searchParams.get('client_id')).toBe(SANDBOX_APPLE.clientId)
    expect(url.searchParams.get('response_mode')).toBe('fragment')
  })
})
