import { env } from 'cloudflare:workers'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { COOKIES } from '../../../../shared/constants'
import { adsCalls } from '../../../../shared/contracts/ads'
import { userCalls } from '../../../../shared/contracts/user'
import { LoginKind, ServerCode } from '../../../../shared/enums'
import { SERVER_MESSAGES, VALIDATION_MESSAGES } from '../../../../shared/messages'
import { sha256Hex } from '../../../auth/secrets'
import { readConfig } from '../../../env'
import { APPLE_ISSUER, forgetAppleKeys } from '../../../providers/apple/apple'
import { base64UrlEncode } from '../../../providers/apple/idToken'
import { issueSandboxIdToken, newSandboxAppleSub } from '../../../providers/apple/sandbox'
import { api, callApi, callPath, codeFor, cookieToken, DEMO, SANDBOX_ENV } from '../../../test/accounts'
import { resetDatabase } from '../../../test/resetDatabase'
import { makeSigner, signAssertion } from '../../../test/rs256Signer'
import { nowSeconds } from '../../../lib/clock'

const RAW_NONCE = 'browserNonce_0123456789abcdef'

/** What the sandbox's authorisation page hands back for an Apple user (now, this nonce). */
async function idTokenFor(sub: string, rawNonce = RAW_NONCE): Promise<string> {
  return issueSandboxIdToken(readConfig(SANDBOX_ENV).JWT_SECRET, { sub, nonce: await sha256Hex(rawNonce), now: nowSeconds() })
}

function appleLogin(identity_token: string, extra: Record<string, unknown> = {}) {
  return callApi(userCalls.login.path, { body: { login_method: LoginKind.Apple, identity_token, nonce: RAW_NONCE, ...extra } })
}

async function userIdOf(response: Response): Promise<number> {
  const token = cookieToken(response)
  expect(token, await response.clone().text()).toBeTruthy()
  const info = await api<{ user_info: { id: number } }>(userCalls.userInfo.path, { token: token! })
  return info.data.user_info.id
}

async function bindings(sub: string) {
  const { results } = await env.DB.prepare('SELECT apple_sub, user_id FROM apple_bindings WHERE apple_sub = ?')
    .bind(sub)
    .all<{ apple_sub: string; user_id: number }>()
  return results
}

beforeEach(resetDatabase)

describe('Sign in with Apple (login kind 2) through the sandbox stand-in', () => {
  it('a new Apple ID verifies a phone: a new account with the registration source, the Apple ID bound; then it logs in alone', async () => {
    const sub = newSandboxAppleSub()
    const idToken = await idTokenFor(sub)
    expect(await api(userCalls.appleCheck.path, { body: { identity_token: idToken, nonce: RAW_NONCE } })).toMatchObject({ code: 0, data: { bound: false } })

    // Without a phone the new Apple ID is asked for one.
    const noPhone = await appleLogin(idToken)
    expect(noPhone.status).toBe(400)
    expect(await noPhone.json()).toMatchObject({ msg: VALIDATION_MESSAGES.phoneRequired })
    expect(cookieToken(noPhone)).toBeNull()

    const phone = '13750000001'
    const first = await appleLogin(idToken, { phone, verify_code: await codeFor(phone), source_id: 1031, source_uuid: 'apple-channel' })
    const userId = await userIdOf(first)
    expect(await bindings(sub)).toEqual([{ apple_sub: sub, user_id: userId }])
    const source = await env.DB.prepare('SELECT o.source_id, o.source_uuid FROM organisations o JOIN users u ON u.org_id = o.id WHERE u.id = ?')
      .bind(userId)
      .first()
    expect(source).toEqual({ source_id: 1031, source_uuid: 'apple-channel' })

    // Returning: the Apple ID alone logs the same account in.
    const again = await idTokenFor(sub)
    expect(await api(userCalls.appleCheck.path, { body: { identity_token: again, nonce: RAW_NONCE } })).toMatchObject({ data: { bound: true } })
    expect(await userIdOf(await appleLogin(again))).toBe(userId)
  })

  it("binds a new Apple ID to an existing phone's account, never a second Apple ID to it", async () => {
    const sub = newSandboxAppleSub()
    const response = await appleLogin(await idTokenFor(sub), { phone: DEMO.main.phone, verify_code: await codeFor(DEMO.main.phone) })
    expect(await userIdOf(response)).toBe(DEMO.main.id)

    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      vi.setSystemTime(Date.now() + 61_000) // past the resend cooldown
      const other = await appleLogin(await idTokenFor(newSandboxAppleSub()), { phone: DEMO.main.phone, verify_code: await codeFor(DEMO.main.phone) })
      expect(other.status).toBe(409)
      expect(await other.json()).toMatchObject({ msg: SERVER_MESSAGES.phoneBoundToOtherApple })
      expect(cookieToken(other)).toBeNull()
    } finally {
      vi.useRealTimers()
    }
  })

  it('refuses a forged, tampered, expired or foreign-nonce token with a 400 and a Chinese message', async () => {
    const sub = newSandboxAppleSub()
    const good = await idTokenFor(sub)
    const [header, , signature] = good.split('.')
    const tampered = `${header}.${base64UrlEncode(JSON.stringify({ iss: 'x', aud: 'y', sub: 'z', iat: 1, exp: 9e9 }))}.${signature}`
    const expired = await issueSandboxIdToken(readConfig(SANDBOX_ENV).JWT_SECRET, { sub, nonce: await sha256Hex(RAW_NONCE), now: nowSeconds() - 3600 })
    for (const [identity_token, nonce] of [
      [tampered, RAW_NONCE],
      [expired, RAW_NONCE],
      [good, 'someoneElsesNonce_0000'],
    ] as const) {
      const refused = await callApi(userCalls.login.path, {
        body: { login_method: LoginKind.Apple, identity_token, nonce, phone: '13750000002', verify_code: 'a'.repeat(32) },
      })
      expect(refused.status).toBe(400)
      expect(await refused.json()).toMatchObject({ code: ServerCode.InvalidRequest, msg: SERVER_MESSAGES.appleTokenInvalid })
    }
    const garbage = await api(userCalls.appleCheck.path, { body: { identity_token: 'not a token', nonce: RAW_NONCE } })
    expect(garbage).toMatchObject({ status: 400, msg: SERVER_MESSAGES.appleTokenInvalid })
    // Apple's kind without its token, or a token under another kind, is bad input.
    expect((await api(userCalls.login.path, { body: { login_method: LoginKind.Apple, phone: '13750000002', verify_code: 'a'.repeat(32) } })).status).toBe(400)
    expect(await env.DB.prepare('SELECT count(*) AS n FROM apple_bindings').first<number>('n')).toBe(0)
  })

  it('duplicate and concurrent callbacks bind once and log the same account in', async () => {
    const sub = newSandboxAppleSub()
    const idToken = await idTokenFor(sub)
    const phone = '13750000003'
    const verify_code = await codeFor(phone)
    // The same callback twice at once (a double submit): one code, so one binds and the other is refused.
    const racing = await Promise.all([appleLogin(idToken, { phone, verify_code }), appleLogin(idToken, { phone, verify_code })])
    const winners = racing.filter((response) => cookieToken(response))
    expect(winners).toHaveLength(1)
    const loser = racing.find((response) => !cookieToken(response))!
    expect(loser.status).toBeLessThan(500)
    const userId = await userIdOf(winners[0]!)
    expect(await bindings(sub)).toEqual([{ apple_sub: sub, user_id: userId }])
    expect(await env.DB.prepare('SELECT count(*) AS n FROM users WHERE phone = ?').bind(phone).first<number>('n')).toBe(1)

    // The bound Apple ID's callback repeated and concurrent: every one logs the same account in.
    const repeated = await Promise.all([appleLogin(idToken), appleLogin(idToken), appleLogin(idToken)])
    expect(await Promise.all(repeated.map(userIdOf))).toEqual([userId, userId, userId])
    expect(await bindings(sub)).toHaveLength(1)
  })

  it("hands an Apple-signed-in app user's token over to the site like any other (the iOS host)", async () => {
    const sub = newSandboxAppleSub()
    const phone = '13750000004'
    const appLogin = await appleLogin(await idTokenFor(sub), { phone, verify_code: await codeFor(phone) })
    const appToken = cookieToken(appLogin)!
    const userId = await userIdOf(appLogin)
    const handed = await api(adsCalls.appAuth.path, { body: { token: appToken, user_id: userId, org_id: null } })
    expect(handed.status).toBe(200)
    const webToken = cookieToken(handed.response)
    expect(webToken).toBeTruthy()
    expect(webToken).not.toBe(appToken)
    expect(await userIdOf(handed.response)).toBe(userId)
  })

  it("points to the sandbox's authorisation page, which returns Apple's fragment to the callback", async () => {
    const nonce = await sha256Hex(RAW_NONCE)
    const answer = await api<{ url: string }>(`${userCalls.appleAuthorize.path}?state=apTest12345&nonce=${nonce}`)
    const url = new URL(answer.data.url)
    expect(url.pathname).toBe('/__sandbox/apple/authorize')
    expect(url.searchParams.get('redirect_uri')).toBe('http://example.test/redirect/callback?platform=apple')
    expect((await api(`${userCalls.appleAuthorize.path}?state=apTest12345&nonce=short`)).status).toBe(400)

    const page = await callPath(`${url.pathname}${url.search}`)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('通过 Apple 登录')
    const approve = await callPath('/__sandbox/apple/authorize', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ...Object.fromEntries(url.searchParams), as: 'new' }).toString(),
    })
    expect(approve.status).toBe(303)
    const back = new URL(approve.headers.get('location')!)
    expect(back.pathname + back.search).toBe('/redirect/callback?platform=apple')
    const fragment = new URLSearchParams(back.hash.slice(1))
    expect(fragment.get('state')).toBe('apTest12345')
    expect(await api(userCalls.appleCheck.path, { body: { identity_token: fragment.get('id_token'), nonce: RAW_NONCE } })).toMatchObject({
      code: 0,
      data: { bound: false },
    })
    // Elsewhere than this site is refused.
    const foreign = new URLSearchParams({ ...Object.fromEntries(url.searchParams), redirect_uri: 'https://evil.example/' })
    expect((await callPath(`/__sandbox/apple/authorize?${foreign}`)).status).toBe(400)
  })
})

describe('Sign in with Apple with the sandbox off', () => {
  afterEach(() => forgetAppleKeys())

  it('answers 503 with a Chinese message when Apple is not configured', async () => {
    const answer = await api(`${userCalls.appleAuthorize.path}?state=apTest12345&nonce=${'a'.repeat(64)}`, { bindings: { ...env, SANDBOX: 'off' } })
    expect(answer).toMatchObject({ status: 503, msg: SERVER_MESSAGES.appleUnavailable })
  })

  it("verifies Apple's RS256 token against Apple's key set (a fake peer) and logs the bound account in", async () => {
    const apple = await makeSigner('k1')
    const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const url = new URL(input instanceof Request ? input.url : String(input))
      return url.href === 'https://appleid.fake.test/auth/keys' ? Response.json({ keys: [apple.jwk] }) : new Response('no', { status: 404 })
    })
    try {
      const now = nowSeconds()
      const claims = { iss: APPLE_ISSUER, aud: 'com.example.retouch.web', sub: '001111.real.0001', iat: now, exp: now + 600, nonce: await sha256Hex(RAW_NONCE) }
      const idToken = await signAssertion(apple, claims)
      await env.DB.prepare('INSERT INTO apple_bindings (apple_sub, user_id, bound_at) VALUES (?, ?, 0)').bind('001111.real.0001', DEMO.vip.id).run()
      const real = { ...env, SANDBOX: 'off', APPLE_CLIENT_ID: 'com.example.retouch.web', APPLE_API_ORIGIN: 'https://appleid.fake.test' }
      const response = await callApi(userCalls.login.path, {
        body: { login_method: LoginKind.Apple, identity_token: idToken, nonce: RAW_NONCE },
        bindings: real,
      })
      expect(response.headers.getSetCookie().some((line) => line.startsWith(`${COOKIES.token}=`))).toBe(true)
      const forged = await callApi(userCalls.login.path, {
        body: { login_method: LoginKind.Apple, identity_token: await idTokenFor('001111.real.0001'), nonce: RAW_NONCE },
        bindings: real,
      })
      expect(forged.status).toBe(400)
    } finally {
      spy.mockRestore()
    }
  })
})
