import { env } from 'cloudflare:workers'
import { describe, expect, it, vi } from 'vitest'
import { userCalls } from '../../../../shared/contracts/user'
import {
  boundAccountData,
  checkPhoneIsExistResponse,
  exchangeAccountResponse,
  rebindStateResponse,
  wechatBindResponse,
  wechatUnbindResponse,
} from '../../../../shared/contracts/schemas/user'
import { userInfoResponse } from '../../../../shared/contracts/schemas/userInfo'
import { LoginKind, LoginType, QrPurpose, ServerCode, VerifyType } from '../../../../shared/enums'
import { SERVER_MESSAGES, VALIDATION_MESSAGES } from '../../../../shared/messages'
import { api, callApi, codeFor, cookieToken, DEMO, loginByPhone, rebindJumpToken, sandboxScan, wrongMd5 } from '../../../test/accounts'
import { advance, demoStateWithFakeDate } from '../../../test/fakeDate'
import { CODE_POLICY } from '../../../auth/codes'

async function oauthTag(token: string): Promise<number> {
  return userInfoResponse.parse(await api(userCalls.userInfo.path, { token })).data.oauth_tag
}

function bind(token: string, jump_token: string) {
  return api(userCalls.wechatBind.path, { token, body: { jump_token } })
}

demoStateWithFakeDate()

describe('binding WeChat', () => {
  it('binds a WeChat scanned on the rebind QR', async () => {
    const token = await loginByPhone(DEMO.main.phone)
    expect(await oauthTag(token)).toBe(0)
    const jump_token = await rebindJumpToken(token, 'new')
    expect(wechatBindResponse.parse(await bind(token, jump_token)).code).toBe(0)
    expect(await oauthTag(token)).toBe(1)
    // The proof is spent.
    expect(await bind(token, jump_token)).toMatchObject({ code: ServerCode.WechatJumpTokenTimeout })
  })

  it('refuses the WeChat the account already has (164)', async () => {
    const token = await loginByPhone(DEMO.wechatBound.phone)
    const jump_token = await rebindJumpToken(token, 'bound', DEMO.wechatBound.openid)
    expect(await bind(token, jump_token)).toMatchObject({ code: ServerCode.SameWechatOpenid, msg: SERVER_MESSAGES.sameWechatOpenid, data: null })
  })

  it('refuses a WeChat bound to another account, naming it masked (165)', async () => {
    const token = await loginByPhone(DEMO.main.phone)
    const jump_token = await rebindJumpToken(token, 'bound', DEMO.wechatBound.openid)
    const response = await bind(token, jump_token)
    const masked = `****${DEMO.wechatBound.phone.slice(-4)}`
    expect(response).toMatchObject({ code: ServerCode.OpenidBoundToOtherAccount, msg: SERVER_MESSAGES.openidBoundToOtherAccount(masked) })
    expect(boundAccountData.parse(response.data)).toEqual({ masked_phone: masked })
    expect(JSON.stringify(response)).not.toContain(DEMO.wechatBound.phone)
    expect(await oauthTag(token)).toBe(0)
  })

  it('accepts only the proof of a rebind QR of the same account (162 otherwise)', async () => {
    const mine = await loginByPhone(DEMO.main.phone)
    const theirs = await loginByPhone(DEMO.vip.phone)
    const theirJumpToken = await rebindJumpToken(theirs, 'new')
    expect(await bind(mine, theirJumpToken)).toMatchObject({ code: ServerCode.WechatJumpTokenTimeout })

    const login = await api<{ sub_token: string }>(`${userCalls.oaQrcode.path}?scene=2&oauth_type=${QrPurpose.Login}`)
    await sandboxScan(login.data.sub_token, 'new')
    const loginState = await api<{ jump_token: string }>(`${userCalls.oaState.path}?sub_token=${login.data.sub_token}`)
    expect(await bind(mine, loginState.data.jump_token)).toMatchObject({ code: ServerCode.WechatJumpTokenTimeout })
  })

  it('shows a rebind QR state only to the account that asked for it', async () => {
    const mine = await loginByPhone(DEMO.main.phone)
    const theirs = await loginByPhone(DEMO.vip.phone)
    const qr = await api<{ sub_token: string }>(userCalls.rebindQrcode.path, { token: mine })
    expect(rebindStateResponse.parse(await api(`${userCalls.rebindState.path}?sub_token=${qr.data.sub_token}`, { token: mine })).data.state).toBe(1)
    expect(await api(`${userCalls.rebindState.path}?sub_token=${qr.data.sub_token}`, { token: theirs })).toMatchObject({ code: ServerCode.QrExpired })
  })
})

describe('unbinding WeChat', () => {
  it('needs a security code of the account phone', async () => {
    const token = await loginByPhone(DEMO.wechatBound.phone)
    advance(CODE_POLICY.cooldownSeconds)
    const verify_code = await codeFor(DEMO.wechatBound.phone, LoginType.Security, { token })
    expect(await api(userCalls.wechatUnbind.path, { token, body: { verify_code: wrongMd5(verify_code) } })).toMatchObject({ code: ServerCode.VerifyCodeWrong })
    expect(await oauthTag(token)).toBe(1)
    expect(wechatUnbindResponse.parse(await api(userCalls.wechatUnbind.path, { token, body: { verify_code } })).code).toBe(0)
    expect(await oauthTag(token)).toBe(0)
  })

  it('refuses an account without WeChat', async () => {
    const token = await loginByPhone(DEMO.main.phone)
    advance(CODE_POLICY.cooldownSeconds)
    const verify_code = await codeFor(DEMO.main.phone, LoginType.Security, { token })
    expect(await api(userCalls.wechatUnbind.path, { token, body: { verify_code } })).toMatchObject({
      code: ServerCode.WechatNotBound,
      msg: SERVER_MESSAGES.wechatNotBound,
    })
  })
})

describe('safety verification', () => {
  it('passes with a phone code of the scene', async () => {
    const token = await loginByPhone(DEMO.main.phone)
    advance(CODE_POLICY.cooldownSeconds)
    const verify_code = await codeFor(DEMO.main.phone, LoginType.Security, { token })
    const body = { verify_code, verify_type: VerifyType.Phone, verify_scene: LoginType.Security }
    expect(await api(userCalls.securityVerify.path, { token, body })).toMatchObject({ code: 0 })
    const recorded = await env.DB.prepare('SELECT scene, verify_type FROM security_verifications WHERE user_id = ?').bind(DEMO.main.id).first()
    expect(recorded).toEqual({ scene: LoginType.Security, verify_type: VerifyType.Phone })
    expect(await api(userCalls.securityVerify.path, { token, body })).toMatchObject({ code: ServerCode.VerifyCodeExpired })
  })

  it('passes with a scan by the bound WeChat and fails with any other', async () => {
    const token = await loginByPhone(DEMO.wechatBound.phone)
    const verify = (jump_token: string) =>
      api(userCalls.securityVerify.path, { token, body: { jump_token, verify_type: VerifyType.Wechat, verify_scene: LoginType.Security } })
    expect(await verify(await rebindJumpToken(token, 'new'))).toMatchObject({ code: ServerCode.WechatMismatch, msg: SERVER_MESSAGES.wechatMismatch })
    expect(await verify(await rebindJumpToken(token, 'bound'))).toMatchObject({ code: 0 })
  })

  it('refuses a WeChat verification for an account without WeChat', async () => {
    const token = await loginByPhone(DEMO.main.phone)
    const jump_token = await rebindJumpToken(token, 'new')
    const response = await api(userCalls.securityVerify.path, { token, body: { jump_token, verify_type: VerifyType.Wechat, verify_scene: LoginType.Cancel } })
    expect(response).toMatchObject({ code: ServerCode.WechatNotBound })
  })

  it('refuses the login scene and a missing proof', async () => {
    const token = await loginByPhone(DEMO.main.phone)
    const loginScene = await api(userCalls.securityVerify.path, {
      token,
      body: { verify_code: wrongMd5('x'), verify_type: VerifyType.Phone, verify_scene: LoginType.Login },
    })
    expect(loginScene).toMatchObject({ status: 400, code: ServerCode.InvalidRequest })
    const noCode = await api(userCalls.securityVerify.path, { token, body: { verify_type: VerifyType.Phone, verify_scene: LoginType.Cancel } })
    expect(noCode).toMatchObject({ status: 400, msg: VALIDATION_MESSAGES.verifyCode })
  })
})

describe('changing the phone', () => {
  const NEW_PHONE = '13655556666'

  it('moves the account to a new phone proved by a code sent to it, with a new login', async () => {
    const token = await loginByPhone(DEMO.main.phone)
    const verify_code = await codeFor(NEW_PHONE)
    const response = await callApi(userCalls.exchangeAccount.path, { token, body: { exchange_phone: NEW_PHONE, verify_code } })
    const text = await response.clone().text()
    expect(exchangeAccountResponse.parse(JSON.parse(text))).toMatchObject({ code: 0, data: {} })
    const next = cookieToken(response)
    expect(next).toBeTruthy()
    expect(next).not.toBe(token)
    expect(text).not.toContain(next!)

    expect((await callApi(userCalls.userInfo.path, { token })).status).toBe(401)
    const info = userInfoResponse.parse(await api(userCalls.userInfo.path, { token: next! })).data
    expect(info.user_info).toMatchObject({ id: DEMO.main.id, phone: NEW_PHONE })
    const exists = checkPhoneIsExistResponse.parse(
      await api(userCalls.checkPhoneIsExist.path, { token: next!, body: { phone_list: [DEMO.main.phone, NEW_PHONE] } }),
    )
    expect(exists.data).toEqual({ [DEMO.main.phone]: false, [NEW_PHONE]: true })
  })

  it('needs the code of the new phone, not the old one', async () => {
    const token = await loginByPhone(DEMO.main.phone)
    advance(CODE_POLICY.cooldownSeconds)
    const oldPhoneCode = await codeFor(DEMO.main.phone)
    expect(await api(userCalls.exchangeAccount.path, { token, body: { exchange_phone: NEW_PHONE, verify_code: oldPhoneCode } })).toMatchObject({
      code: ServerCode.VerifyCodeWrong,
    })
  })

  it('refuses an account that may not change its phone', async () => {
    const token = await loginByPhone(DEMO.cannotChangePhone.phone)
    const response = await api(userCalls.exchangeAccount.path, { token, body: { exchange_phone: NEW_PHONE, verify_code: await codeFor(NEW_PHONE) } })
    expect(response).toMatchObject({ code: ServerCode.PhoneCannotChange, msg: SERVER_MESSAGES.phoneCannotChange })
    expect(cookieToken(response.response)).toBeNull()
  })

  it('refuses a phone that already has an account', async () => {
    const token = await loginByPhone(DEMO.main.phone)
    const response = await api(userCalls.exchangeAccount.path, { token, body: { exchange_phone: DEMO.vip.phone, verify_code: wrongMd5('x') } })
    expect(response).toMatchObject({ code: ServerCode.PhoneExists, msg: VALIDATION_MESSAGES.phoneExists })
  })
})

describe('phone existence', () => {
  it('maps each phone to whether it has an account, for a logged-in caller only', async () => {
    expect((await callApi(userCalls.checkPhoneIsExist.path, { body: { phone_list: [DEMO.main.phone] } })).status).toBe(401)
    const token = await loginByPhone(DEMO.main.phone)
    const response = checkPhoneIsExistResponse.parse(
      await api(userCalls.checkPhoneIsExist.path, { token, body: { phone_list: [DEMO.vip.phone, DEMO.coolingPeriod.phone, '13677778888'] } }),
    )
    expect(response.data).toEqual({ [DEMO.vip.phone]: true, [DEMO.coolingPeriod.phone]: true, '13677778888': false })
  })
})

describe('login after changes', () => {
  it('logs the new phone in with the code of the new phone', async () => {
    const token = await loginByPhone(DEMO.main.phone)
    const verify_code = await codeFor('13655556666')
    const changed = await callApi(userCalls.exchangeAccount.path, { token, body: { exchange_phone: '13655556666', verify_code } })
    expect(cookieToken(changed)).toBeTruthy()
    advance(CODE_POLICY.cooldownSeconds)
    const login = await api(userCalls.login.path, {
      body: { phone: '13655556666', verify_code: await codeFor('13655556666'), login_method: LoginKind.VerifyCode },
    })
    expect(login.code).toBe(0)
    const info = userInfoResponse.parse(await api(userCalls.userInfo.path, { token: cookieToken(login.response)! })).data
    expect(info.user_info.id).toBe(DEMO.main.id)
  })
})
