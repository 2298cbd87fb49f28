import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { AccessTag } from '../../../../shared/access'
import { HEADERS, WEB_APP_ID } from '../../../../shared/api'
import { COOKIES } from '../../../../shared/constants'
import { userCalls } from '../../../../shared/contracts/user'
import { loginResponse, logoutResponse } from '../../../../shared/contracts/schemas/user'
import { userInfoResponse } from '../../../../shared/contracts/schemas/userInfo'
import { LoginKind, ServerCode } from '../../../../shared/enums'
import { ERROR_MESSAGES, VALIDATION_MESSAGES } from '../../../../shared/messages'
import { TOKEN_LIFETIME_SECONDS, verifyToken } from '../../../auth/token'
import app from '../../../app'
import { api, callApi, callPath, codeFor, cookieToken, DEMO, loginByPhone, SANDBOX_ENV } from '../../../test/accounts'
import { expectSentHome } from '../../../test/helpers'
import { resetDatabase } from '../../../test/resetDatabase'
import { nowSeconds } from '../../../lib/clock'

beforeEach(resetDatabase)

const NEW_PHONE = '13622223333'

describe('login by phone code', () => {
  it('answers the browser without a token and sets it as an HttpOnly cookie', async () => {
    const verify_code = await codeFor(DEMO.main.phone)
    const response = await callApi(userCalls.login.path, { body: { phone: DEMO.main.phone, verify_code, login_method: LoginKind.VerifyCode } })
    const text = await response.clone().text()
    const token = cookieToken(response)
    expect(token).toBeTruthy()
    expect(text).not.toContain(token!)
    expect(text).not.toContain('token')
    expect(loginResponse.parse(JSON.parse(text))).toEqual({ code: 0, msg: 'success', data: {} })

    const cookie = response.headers.getSetCookie().find((line) => line.startsWith(`${COOKIES.token}=`))!
    expect(cookie).toContain('HttpOnly')
    expect(cookie).toContain('SameSite=Lax')
    expect(cookie).toContain('Path=/')
    expect(cookie).toContain(`Max-Age=${TOKEN_LIFETIME_SECONDS}`)
    // http://localhost-style origins cannot keep a Secure cookie.
    expect(cookie).not.toContain('Secure')
    expect(response.headers.get('cache-control')).toBe('no-store')

    const claims = await verifyToken(env.JWT_SECRET!, token!)
    expect(claims).toMatchObject({ sub: DEMO.main.id, sid: expect.any(String) })
    expect(claims!.exp - nowSeconds()).toBeGreaterThan(TOKEN_LIFETIME_SECONDS - 60)
  })

  it('marks the cookie Secure on https', async () => {
    const verify_code = await codeFor(DEMO.main.phone)
    const origin = 'https://example.test'
    const ctx = createExecutionContext()
    const response = await app.fetch(
      new Request(`${origin}/api/main${userCalls.login.path}`, {
        method: 'POST',
        headers: { origin, [HEADERS.appId]: WEB_APP_ID, 'content-type': 'application/json' },
        body: JSON.stringify({ phone: DEMO.main.phone, verify_code, login_method: LoginKind.VerifyCode }),
      }),
      SANDBOX_ENV,
      ctx,
    )
    await waitOnExecutionContext(ctx)
    expect(response.headers.getSetCookie().find((line) => line.startsWith(`${COOKIES.token}=`))).toContain('Secure')
  })

  it('gives every login its own session and token', async () => {
    const first = await loginByPhone(DEMO.main.phone)
    const { n } = (await env.DB.prepare('SELECT count(*) AS n FROM sessions WHERE user_id = ?').bind(DEMO.main.id).first<{ n: number }>())!
    expect(n).toBe(1)
    await env.DB.prepare('DELETE FROM code_sends').run() // past the resend cooldown
    const second = await loginByPhone(DEMO.main.phone)
    expect(second).not.toBe(first)
    expect((await verifyToken(env.JWT_SECRET!, first))!.sid).not.toBe((await verifyToken(env.JWT_SECRET!, second))!.sid)
    expect(await api(userCalls.userInfo.path, { token: first })).toMatchObject({ code: 0 })
    expect(await api(userCalls.userInfo.path, { token: second })).toMatchObject({ code: 0 })
  })

  it('registers a new phone as the main account of a new organisation', async () => {
    const token = await loginByPhone(NEW_PHONE)
    const info = userInfoResponse.parse(await api(userCalls.userInfo.path, { token })).data
    expect(info.user_info).toMatchObject({ phone: NEW_PHONE, is_vip: false })
    expect(info.user_info.org_id).toBeGreaterThan(0)
    expect(info.access_tag).toBe(AccessTag.Packages | AccessTag.ShowCompleteInfoDialog)
    // Points tasks are for main accounts only: a new account is one.
    expect(info.allow_join_points_task).toBe(true)
    const org = await env.DB.prepare('SELECT main_user_id FROM organisations WHERE id = ?').bind(info.user_info.org_id).first<number>('main_user_id')
    expect(org).toBe(info.user_info.id)
  })

  it('records the channel a registration came through (sId and _uuid), and only on registration', async () => {
    const sourceOf = (phone: string) =>
      env.DB.prepare('SELECT o.source_id, o.source_uuid FROM organisations o JOIN users u ON u.org_id = o.id WHERE u.phone = ?').bind(phone).first()
    const login = async (phone: string, source: Record<string, unknown>) =>
      callApi(userCalls.login.path, { body: { phone, verify_code: await codeFor(phone), login_method: LoginKind.VerifyCode, ...source } })

    expect((await login(NEW_PHONE, { source_id: 1031, source_uuid: 'demo-channel' })).status).toBe(200)
    expect(await sourceOf(NEW_PHONE)).toEqual({ source_id: 1031, source_uuid: 'demo-channel' })
    expect(await sourceOf(DEMO.main.phone)).toMatchObject({ source_uuid: null })
    await login(DEMO.main.phone, { source_id: 1031, source_uuid: 'demo-channel' })
    expect(await sourceOf(DEMO.main.phone)).toMatchObject({ source_uuid: null })
    // A malformed uuid is refused with the contract's message, never stored.
    expect((await login('13622224444', { source_uuid: 'a b' })).status).toBe(400)
  })

  it('needs a phone and a code (or a jump token)', async () => {
    const response = await api(userCalls.login.path, { body: { login_method: LoginKind.VerifyCode } })
    expect(response).toMatchObject({ status: 400, code: ServerCode.InvalidRequest, data: null })
    const badPhone = await api(userCalls.login.path, { body: { phone: '12345', verify_code: 'x', login_method: 0 } })
    expect(badPhone).toMatchObject({ status: 400, msg: VALIDATION_MESSAGES.phone })
  })
})

describe('logout', () => {
  it('revokes the session: the cookie is cleared and the old token is refused', async () => {
    const token = await loginByPhone(DEMO.main.phone)
    const response = await callApi(userCalls.logout.path, { method: 'POST', token })
    expect(logoutResponse.parse(await response.clone().json()).code).toBe(0)
    const cleared = response.headers.getSetCookie().find((line) => line.startsWith(`${COOKIES.token}=`))
    expect(cleared).toMatch(/^ow_token=;/)
    expect(cleared).toContain('Max-Age=0')

    const after = await callApi(userCalls.userInfo.path, { token })
    expect(after.status).toBe(401)
    expect(await after.clone().json()).toEqual({ code: ServerCode.Unauthorized, msg: ERROR_MESSAGES.unauthorized, data: null })
    // Any 401 of the scene clears its cookie.
    expect(after.headers.getSetCookie().find((line) => line.startsWith(`${COOKIES.token}=`))).toContain('Max-Age=0')
    const revoked = await env.DB.prepare('SELECT revoked_at FROM sessions WHERE user_id = ?').bind(DEMO.main.id).first<number | null>('revoked_at')
    expect(revoked).not.toBeNull()
  })

  it('also ends the login the edge sees: profile pages send the old cookie home', async () => {
    const token = await loginByPhone(DEMO.main.phone)
    const cookie = { cookie: `${COOKIES.token}=${token}` }
    expect((await callPath('/profile/device', { headers: cookie, redirect: 'manual' })).status).toBe(200)
    await callApi(userCalls.logout.path, { method: 'POST', token })
    await expectSentHome(await callPath('/profile/device', { headers: cookie, redirect: 'manual' }))
  })

  it('clears the cookie even without a live login', async () => {
    const response = await callApi(userCalls.logout.path, { method: 'POST', token: 'not-a-token' })
    expect(response.status).toBe(401)
    expect(response.headers.getSetCookie().some((line) => line.startsWith(`${COOKIES.token}=;`))).toBe(true)
  })
})

describe('calls that need a login', () => {
  it.each([
    userCalls.userInfo.path,
    userCalls.imInfo.path,
    userCalls.devices.path,
    userCalls.remainingAssets.path,
    userCalls.orderProducts.path,
    userCalls.rebindQrcode.path,
  ])('%s answers 401 without one', async (path) => {
    const response = await api(path)
    expect(response).toMatchObject({ status: 401, code: ServerCode.Unauthorized, msg: ERROR_MESSAGES.unauthorized, data: null })
  })

  it('refuse a token signed with another secret', async () => {
    const token = await loginByPhone(DEMO.main.phone)
    const forged = await api(userCalls.userInfo.path, { token: `${token.slice(0, -4)}AAAA` })
    expect(forged.status).toBe(401)
  })
})
