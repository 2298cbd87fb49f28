import { env } from 'cloudflare:workers'
import { md5 } from 'js-md5'
import { describe, expect, it, vi } from 'vitest'
import { COOKIES } from '../../../../shared/constants'
import { userCalls } from '../../../../shared/contracts/user'
import { cancelledAccountData, destroyResponse } from '../../../../shared/contracts/schemas/user'
import { LoginKind, LoginType, ServerCode, VerifyType } from '../../../../shared/enums'
import { SERVER_MESSAGES } from '../../../../shared/messages'
import { api, callApi, codeFor, cookieToken, DEMO, loginByPhone, readInbox, rebindJumpToken, wrongMd5 } from '../../../test/accounts'
import { advance, demoStateWithFakeDate } from '../../../test/fakeDate'
import { completeDueCancellations } from './cancellations'
import { CODE_POLICY } from '../../../auth/codes'
import { SECURITY_POLICY } from '../../../auth/verifications'
import { CANCEL_POLICY } from './policy'
import { nowSeconds } from '../../../lib/clock'

const DAY = 24 * 60 * 60

function loginWith(body: Record<string, unknown>) {
  return api(userCalls.login.path, { body: { login_method: LoginKind.VerifyCode, ...body } })
}

async function loginAttempt(phone: string) {
  return loginWith({ phone, verify_code: await codeFor(phone) })
}

/** A safety verification by phone for the cancel scene; returns the code's MD5, which destroy presents again. */
async function verifyForCancel(token: string, phone: string): Promise<string> {
  const verify_code = await codeFor(phone, LoginType.Cancel, { token })
  const verified = await api(userCalls.securityVerify.path, {
    token,
    body: { verify_code, verify_type: VerifyType.Phone, verify_scene: LoginType.Cancel },
  })
  expect(verified).toMatchObject({ code: 0 })
  return verify_code
}

function destroy(token: string, verify_code: string, is_immediately = false) {
  return api<{ cancel_effective_at: number | null }>(userCalls.destroy.path, { token, body: { verify_code, is_delete_org: false, is_immediately } })
}

demoStateWithFakeDate()

describe('logging in to an account under cancellation', () => {
  it('answers 7002 when the merchant is being cancelled, with nothing to recover', async () => {
    const response = await loginAttempt(DEMO.merchantCancelling.phone)
    expect(response).toMatchObject({ status: 200, code: ServerCode.MerchantCancelling, msg: SERVER_MESSAGES.merchantCancelling, data: null })
    expect(cookieToken(response.response)).toBeNull()
  })

  it('answers 7001 in the cooling period, and the recover_token calls the cancellation off', async () => {
    const phone = DEMO.coolingPeriod.phone
    const verify_code = await codeFor(phone)
    const refused = await loginWith({ phone, verify_code })
    expect(refused).toMatchObject({ code: ServerCode.CancelledRecoverable, msg: SERVER_MESSAGES.cancelledRecoverable })
    expect(cookieToken(refused.response)).toBeNull()
    const { cancel_effective_at, recover_token } = cancelledAccountData.parse(refused.data)
    const now = nowSeconds()
    expect(cancel_effective_at).toBeGreaterThan(now + 9 * DAY)
    expect(cancel_effective_at).toBeLessThanOrEqual(now + 10 * DAY)

    // The browser repeats the login with the token: the spent code is not checked again.
    const recovered = await callApi(userCalls.login.path, { body: { phone, verify_code, login_method: LoginKind.VerifyCode, recover_token } })
    expect(await recovered.clone().json()).toMatchObject({ code: 0 })
    const token = cookieToken(recovered)
    expect(token).toBeTruthy()
    expect(await api(userCalls.userInfo.path, { token: token! })).toMatchObject({ code: 0 })
    const status = await env.DB.prepare('SELECT status FROM cancellations WHERE user_id = ?').bind(DEMO.coolingPeriod.id).first<string>('status')
    expect(status).toBe('recovered')

    // Recovered for good: the next login is an ordinary one.
    advance(CODE_POLICY.cooldownSeconds)
    expect(await loginAttempt(phone)).toMatchObject({ code: 0 })
    // And the token worked once only.
    expect(await loginWith({ phone, verify_code, recover_token })).toMatchObject({ code: ServerCode.CancelVerifyAgain })
  })

  it('asks to verify again (195) for an unknown or stale recover_token', async () => {
    const phone = DEMO.coolingPeriod.phone
    const verify_code = await codeFor(phone)
    const { recover_token } = cancelledAccountData.parse((await loginWith({ phone, verify_code })).data)
    expect(await loginWith({ phone, verify_code, recover_token: 'made-up' })).toMatchObject({ code: ServerCode.CancelVerifyAgain })
    expect(await loginWith({ phone: DEMO.main.phone, verify_code, recover_token })).toMatchObject({ code: ServerCode.CancelVerifyAgain })
    advance(CANCEL_POLICY.recoverTokenSeconds)
    expect(await loginWith({ phone, verify_code, recover_token })).toMatchObject({ code: ServerCode.CancelVerifyAgain })
  })

  it('completes the cancellation once the cooling period is over: the phone registers anew', async () => {
    advance(10 * DAY + 1)
    const token = await loginByPhone(DEMO.coolingPeriod.phone)
    const info = await api<{ user_info: { id: number } }>(userCalls.userInfo.path, { token })
    expect(info.data.user_info.id).not.toBe(DEMO.coolingPeriod.id)
    const old = await env.DB.prepare('SELECT phone, deleted_at FROM users WHERE id = ?')
      .bind(DEMO.coolingPeriod.id)
      .first<{ phone: string; deleted_at: number }>()
    expect(old!.phone).not.toBe(DEMO.coolingPeriod.phone)
    expect(old!.deleted_at).not.toBeNull()
  })
})

describe('the scheduled job', () => {
  it('completes a delayed cancellation on its date, once however often it runs', async () => {
    const pending = () =>
      env.DB.prepare("SELECT count(*) AS n FROM cancellations WHERE user_id = ? AND status = 'pending'").bind(DEMO.coolingPeriod.id).first<number>('n')
    const now = () => nowSeconds()
    expect(await completeDueCancellations(env, now())).toBe(0)
    expect(await pending()).toBe(1)

    advance(10 * DAY + 1)
    expect(await completeDueCancellations(env, now())).toBe(1)
    expect(await completeDueCancellations(env, now())).toBe(0)
    expect(await pending()).toBe(0)
    const old = await env.DB.prepare('SELECT phone, deleted_at FROM users WHERE id = ?')
      .bind(DEMO.coolingPeriod.id)
      .first<{ phone: string; deleted_at: number }>()
    expect(old!.phone).not.toBe(DEMO.coolingPeriod.phone)
    expect(old!.deleted_at).toBe(now())
  })
})

describe('destroy', () => {
  it('refuses without a safety verification for cancelling (195)', async () => {
    const token = await loginByPhone(DEMO.main.phone)
    advance(CODE_POLICY.cooldownSeconds)
    const verify_code = await codeFor(DEMO.main.phone, LoginType.Cancel, { token })
    expect(await destroy(token, verify_code)).toMatchObject({ code: ServerCode.CancelVerifyAgain, msg: SERVER_MESSAGES.cancelVerifyAgain, data: null })
  })

  it('refuses a verification for another scene or one older than 10 minutes (195)', async () => {
    const token = await loginByPhone(DEMO.main.phone)
    advance(CODE_POLICY.cooldownSeconds)
    const securityCode = await codeFor(DEMO.main.phone, LoginType.Security, { token })
    await api(userCalls.securityVerify.path, { token, body: { verify_code: securityCode, verify_type: VerifyType.Phone, verify_scene: LoginType.Security } })
    expect(await destroy(token, securityCode)).toMatchObject({ code: ServerCode.CancelVerifyAgain })

    advance(CODE_POLICY.cooldownSeconds)
    const cancelCode = await verifyForCancel(token, DEMO.main.phone)
    advance(SECURITY_POLICY.verificationSeconds)
    expect(await destroy(token, cancelCode)).toMatchObject({ code: ServerCode.CancelVerifyAgain })
  })

  it('refuses a code other than the verified one (195)', async () => {
    const token = await loginByPhone(DEMO.main.phone)
    advance(CODE_POLICY.cooldownSeconds)
    const verified = await verifyForCancel(token, DEMO.main.phone)
    expect(await destroy(token, wrongMd5(verified))).toMatchObject({ code: ServerCode.CancelVerifyAgain })
  })

  it('refuses an account that still takes part in revenue sharing (7003)', async () => {
    const token = await loginByPhone(DEMO.revenueShare.phone)
    advance(CODE_POLICY.cooldownSeconds)
    const verified = await verifyForCancel(token, DEMO.revenueShare.phone)
    const response = await destroy(token, verified)
    expect(response).toMatchObject({ code: ServerCode.PendingRevenueShare, msg: SERVER_MESSAGES.pendingRevenueShare, data: null })
    expect(await api(userCalls.userInfo.path, { token })).toMatchObject({ code: 0 })
  })

  it('delays the cancellation 14 days, ends every session and clears the cookie', async () => {
    const token = await loginByPhone(DEMO.main.phone)
    advance(CODE_POLICY.cooldownSeconds)
    const verified = await verifyForCancel(token, DEMO.main.phone)
    const response = await destroy(token, verified)
    const data = destroyResponse.parse(response).data
    expect(data.cancel_effective_at).toBe(nowSeconds() + CANCEL_POLICY.delaySeconds)
    expect(response.response.headers.getSetCookie().find((line) => line.startsWith(`${COOKIES.token}=`))).toContain('Max-Age=0')
    expect((await callApi(userCalls.userInfo.path, { token })).status).toBe(401)

    advance(CODE_POLICY.cooldownSeconds)
    const login = await loginAttempt(DEMO.main.phone)
    expect(login).toMatchObject({ code: ServerCode.CancelledRecoverable })
    expect(cancelledAccountData.parse(login.data).cancel_effective_at).toBe(data.cancel_effective_at)
  })

  it('keeps the cookie when the cancellation is refused', async () => {
    const token = await loginByPhone(DEMO.main.phone)
    const response = await destroy(token, wrongMd5('x'))
    expect(response.code).toBe(ServerCode.CancelVerifyAgain)
    // The login cookie is neither cleared nor reissued (a D1 bookmark may be set: decision 036).
    expect(response.response.headers.getSetCookie().filter((line) => line.startsWith(`${COOKIES.token}=`))).toEqual([])
  })

  it('removes the account at once when immediate: the phone is free to register again', async () => {
    // Its Apple ID goes with it, free to sign up again (migration 0070).
    await env.DB.prepare('INSERT INTO apple_bindings (apple_sub, user_id, bound_at) VALUES (?, ?, 0)')
      .bind('000000.cancelled.0001', DEMO.cannotChangePhone.id)
      .run()
    const token = await loginByPhone(DEMO.cannotChangePhone.phone)
    advance(CODE_POLICY.cooldownSeconds)
    const verified = await verifyForCancel(token, DEMO.cannotChangePhone.phone)
    expect(destroyResponse.parse(await destroy(token, verified, true)).data).toEqual({ cancel_effective_at: null })
    expect((await callApi(userCalls.devices.path, { token })).status).toBe(401)
    const devices = await env.DB.prepare('SELECT count(*) AS n FROM devices WHERE user_id = ?').bind(DEMO.cannotChangePhone.id).first<number>('n')
    expect(devices).toBe(0)
    expect(await env.DB.prepare('SELECT count(*) AS n FROM apple_bindings WHERE user_id = ?').bind(DEMO.cannotChangePhone.id).first<number>('n')).toBe(0)

    const other = await loginByPhone(DEMO.main.phone)
    const exists = await api(userCalls.checkPhoneIsExist.path, { token: other, body: { phone_list: [DEMO.cannotChangePhone.phone] } })
    expect(exists.data).toEqual({ [DEMO.cannotChangePhone.phone]: false })
    advance(CODE_POLICY.cooldownSeconds)
    const again = await loginByPhone(DEMO.cannotChangePhone.phone)
    const info = await api<{ user_info: { id: number }; can_change_phone: boolean }>(userCalls.userInfo.path, { token: again })
    expect(info.data.user_info.id).not.toBe(DEMO.cannotChangePhone.id)
  })

  it('accepts a fresh cancel code after a WeChat safety verification', async () => {
    const phone = DEMO.wechatBound.phone
    const token = await loginByPhone(phone)
    const jump_token = await rebindJumpToken(token, 'bound', DEMO.wechatBound.openid)
    expect(
      await api(userCalls.securityVerify.path, { token, body: { jump_token, verify_type: VerifyType.Wechat, verify_scene: LoginType.Cancel } }),
    ).toMatchObject({ code: 0 })
    advance(CODE_POLICY.cooldownSeconds)
    expect(await api(userCalls.sendDestroyCode.path, { token, body: {} })).toMatchObject({ code: 0 })
    const response = await destroy(token, md5((await readInbox(phone)).code))
    expect(response).toMatchObject({ code: 0 })
  })
})
