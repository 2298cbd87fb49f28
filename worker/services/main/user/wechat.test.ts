import { env } from 'cloudflare:workers'
import { describe, expect, it, vi } from 'vitest'
import { userCalls } from '../../../../shared/contracts/user'
import { oauthAuthorizeResponse, oauthCheckResponse, oaQrcodeResponse, oaStateResponse } from '../../../../shared/contracts/schemas/user'
import { userInfoResponse } from '../../../../shared/contracts/schemas/userInfo'
import { LoginKind, QrPurpose, QrScene, ServerCode, WechatQrState } from '../../../../shared/enums'
import { SERVER_MESSAGES, VALIDATION_MESSAGES } from '../../../../shared/messages'
import { api, callApi, callPath, codeFor, cookieToken, DEMO, sandboxScan } from '../../../test/accounts'
import { advance, demoStateWithFakeDate } from '../../../test/fakeDate'
import { ORIGIN } from '../../../test/helpers'
import { WECHAT_POLICY } from './policy'

const WX_APPID = 'wx0000000000demo'

async function loginQr() {
  const response = await api(`${userCalls.oaQrcode.path}?scene=${QrScene.Web}&oauth_type=${QrPurpose.Login}`)
  return oaQrcodeResponse.parse(response).data
}

async function poll(sub_token: string) {
  return api<{ state: number; jump_token?: string }>(`${userCalls.oaState.path}?sub_token=${encodeURIComponent(sub_token)}`)
}

async function scannedJumpToken(as: 'new' | 'bound', openid?: string): Promise<{ state: number; jump_token: string }> {
  const qr = await loginQr()
  expect((await sandboxScan(qr.sub_token, as, openid)).status).toBe(200)
  const state = oaStateResponse.parse(await poll(qr.sub_token)).data
  return { state: state.state, jump_token: state.jump_token! }
}

function loginWith(body: Record<string, unknown>) {
  return api(userCalls.login.path, { body: { login_method: LoginKind.Wechat, ...body } })
}

demoStateWithFakeDate()

describe('WeChat QR login', () => {
  it('hands out a QR that points at the sandbox scan page and waits for a scan', async () => {
    const qr = await loginQr()
    expect(qr.qrcode).toBe(`${ORIGIN}/__sandbox/wechat/scan?sub_token=${encodeURIComponent(qr.sub_token)}`)
    expect(qr.expires_in).toBe(WECHAT_POLICY.qrSeconds)
    expect(oaStateResponse.parse(await poll(qr.sub_token)).data).toEqual({ state: WechatQrState.WaitingFollow })
  })

  it('answers QrExpired for a QR nobody scanned in time, and for an unknown one', async () => {
    const qr = await loginQr()
    advance(WECHAT_POLICY.qrSeconds - 1)
    expect(await poll(qr.sub_token)).toMatchObject({ code: 0 })
    advance(1)
    expect(await poll(qr.sub_token)).toMatchObject({ status: 200, code: ServerCode.QrExpired, msg: SERVER_MESSAGES.qrExpired })
    expect(await poll('no-such-qr')).toMatchObject({ code: ServerCode.QrExpired })
    expect((await sandboxScan(qr.sub_token, 'new')).status).toBe(410)
  })

  it('logs a bound WeChat straight in (state 3)', async () => {
    const { state, jump_token } = await scannedJumpToken('bound', DEMO.wechatBound.openid)
    expect(state).toBe(WechatQrState.Success)
    const response = await callApi(userCalls.login.path, { body: { jump_token, login_method: LoginKind.Wechat } })
    expect(await response.clone().json()).toEqual({ code: 0, msg: 'success', data: {} })
    const info = userInfoResponse.parse(await api(userCalls.userInfo.path, { token: cookieToken(response)! })).data
    expect(info.user_info.id).toBe(DEMO.wechatBound.id)
  })

  it('asks a new WeChat for a phone (state 2), then binds the two and logs in', async () => {
    const { state, jump_token } = await scannedJumpToken('new')
    expect(state).toBe(WechatQrState.WaitingConnect)
    expect(await loginWith({ jump_token })).toMatchObject({ status: 400, msg: VALIDATION_MESSAGES.phoneRequired })

    const verify_code = await codeFor(DEMO.main.phone)
    const response = await callApi(userCalls.login.path, {
      body: { jump_token, phone: DEMO.main.phone, verify_code, login_method: LoginKind.Wechat },
    })
    expect(await response.clone().json()).toMatchObject({ code: 0 })
    const info = userInfoResponse.parse(await api(userCalls.userInfo.path, { token: cookieToken(response)! })).data
    expect(info.user_info.id).toBe(DEMO.main.id)
    expect(info.oauth_tag).toBe(1)

    // The same WeChat now logs in directly.
    const again = await scannedJumpToken('bound', (await openidOf(DEMO.main.id))!)
    expect(again.state).toBe(WechatQrState.Success)
  })

  it('creates the account when the phone given with a new WeChat is new', async () => {
    const { jump_token } = await scannedJumpToken('new')
    const phone = '13533334444'
    const response = await callApi(userCalls.login.path, { body: { jump_token, phone, verify_code: await codeFor(phone), login_method: LoginKind.Wechat } })
    const info = userInfoResponse.parse(await api(userCalls.userInfo.path, { token: cookieToken(response)! })).data
    expect(info.user_info.phone).toBe(phone)
    expect(info.oauth_tag).toBe(1)
  })

  it('refuses a phone already bound to another WeChat (163)', async () => {
    const { jump_token } = await scannedJumpToken('new')
    const phone = DEMO.wechatBound.phone
    const response = await loginWith({ jump_token, phone, verify_code: await codeFor(phone) })
    expect(response).toMatchObject({ code: ServerCode.PhoneBoundToOtherWechat, msg: SERVER_MESSAGES.phoneBoundToOtherWechat, data: null })
    expect(await openidOf(DEMO.wechatBound.id)).toBe(DEMO.wechatBound.openid)
  })

  it('refuses an unknown, spent or expired jump token (162)', async () => {
    expect(await loginWith({ jump_token: 'made-up' })).toMatchObject({
      code: ServerCode.WechatJumpTokenTimeout,
      msg: SERVER_MESSAGES.wechatJumpTokenTimeout,
    })
    const spent = await scannedJumpToken('bound', DEMO.wechatBound.openid)
    expect(await loginWith({ jump_token: spent.jump_token })).toMatchObject({ code: 0 })
    expect(await loginWith({ jump_token: spent.jump_token })).toMatchObject({ code: ServerCode.WechatJumpTokenTimeout })

    const late = await scannedJumpToken('bound', DEMO.wechatBound.openid)
    advance(WECHAT_POLICY.jumpTokenSeconds)
    expect(await loginWith({ jump_token: late.jump_token })).toMatchObject({ code: ServerCode.WechatJumpTokenTimeout })
  })

  it('keeps answering a scanned QR after its expiry, so a slow poll still completes', async () => {
    const qr = await loginQr()
    await sandboxScan(qr.sub_token, 'bound', DEMO.wechatBound.openid)
    advance(WECHAT_POLICY.qrSeconds + 1)
    expect(oaStateResponse.parse(await poll(qr.sub_token)).data.state).toBe(WechatQrState.Success)
    expect((await sandboxScan(qr.sub_token, 'new')).status).toBe(409)
  })

  it('answers the cancellation codes for a bound WeChat too', async () => {
    await env.DB.prepare('UPDATE organisations SET merchant_cancelling = 1 WHERE id = (SELECT org_id FROM users WHERE id = ?)').bind(DEMO.wechatBound.id).run()
    const { jump_token } = await scannedJumpToken('bound', DEMO.wechatBound.openid)
    expect(await loginWith({ jump_token })).toMatchObject({ code: ServerCode.MerchantCancelling })
  })

  it('answers 503 when no WeChat provider is configured (sandbox off)', async () => {
    const response = await callApi(`${userCalls.oaQrcode.path}?scene=2&oauth_type=0`, { bindings: { ...env, SANDBOX: 'off' } })
    expect(response.status).toBe(503)
    expect(await response.json()).toEqual({ code: ServerCode.ProviderUnavailable, msg: SERVER_MESSAGES.wechatUnavailable, data: null })
  })

  it('needs a login for a rebind QR', async () => {
    expect(await api(`${userCalls.oaQrcode.path}?scene=2&oauth_type=${QrPurpose.Rebind}`)).toMatchObject({ status: 401 })
  })
})

describe('WeChat OAuth inside the WeChat browser', () => {
  async function authorise(as: 'new' | 'bound', openid?: string): Promise<URL> {
    const authorize = oauthAuthorizeResponse.parse(
      await api(`${userCalls.oauthAuthorize.path}?redirect_uri=${encodeURIComponent('/?login=wechat')}&state=web_ab12cd34`),
    )
    const page = new URL(authorize.data.url)
    expect(page.origin + page.pathname).toBe(`${ORIGIN}/__sandbox/wechat/authorize`)
    expect(page.searchParams.get('appid')).toBe(WX_APPID)
    expect(page.searchParams.get('redirect_uri')).toBe(`${ORIGIN}/?login=wechat`)
    expect((await callPath(`${page.pathname}${page.search}`)).status).toBe(200)
    const form = new URLSearchParams({ ...Object.fromEntries(page.searchParams), as, ...(openid ? { openid } : {}) })
    const approved = await callPath('/__sandbox/wechat/authorize', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
      redirect: 'manual',
    })
    expect(approved.status).toBe(302)
    return new URL(approved.headers.get('location')!)
  }

  it('returns to the site with a code that checks out as a new WeChat (state 2)', async () => {
    const back = await authorise('new')
    expect(back.pathname).toBe('/')
    expect(back.searchParams.get('login')).toBe('wechat')
    expect(back.searchParams.get('state')).toBe('web_ab12cd34')
    const code = back.searchParams.get('code')!
    const check = oauthCheckResponse.parse(await api(`${userCalls.oauthCheck.path}?code=${code}&wx_app_id=${WX_APPID}`)).data
    expect(check.state).toBe(WechatQrState.WaitingConnect)
    const phone = '13544445555'
    const response = await api(userCalls.login.path, {
      body: { jump_token: check.jump_token, phone, verify_code: await codeFor(phone), login_method: LoginKind.Wechat },
    })
    expect(response.code).toBe(0)
    // An OAuth code is good once.
    expect(await api(`${userCalls.oauthCheck.path}?code=${code}&wx_app_id=${WX_APPID}`)).toMatchObject({ code: ServerCode.WechatJumpTokenTimeout })
  })

  it('checks a bound WeChat as state 3', async () => {
    const code = (await authorise('bound', DEMO.wechatBound.openid)).searchParams.get('code')!
    const check = oauthCheckResponse.parse(await api(`${userCalls.oauthCheck.path}?code=${code}&wx_app_id=${WX_APPID}`)).data
    expect(check.state).toBe(WechatQrState.Success)
    expect(await api(userCalls.login.path, { body: { jump_token: check.jump_token, login_method: LoginKind.Wechat } })).toMatchObject({ code: 0 })
  })

  it('refuses a code for another app id and a redirect off the site', async () => {
    const code = (await authorise('new')).searchParams.get('code')!
    expect(await api(`${userCalls.oauthCheck.path}?code=${code}&wx_app_id=wx-other`)).toMatchObject({ status: 400 })
    for (const target of ['//evil.example/x', 'https://evil.example/', '/\\evil.example']) {
      expect(await api(`${userCalls.oauthAuthorize.path}?redirect_uri=${encodeURIComponent(target)}&state=web_ab12cd34`)).toMatchObject({ status: 400 })
    }
    const offSite = await callPath(`/__sandbox/wechat/authorize?appid=${WX_APPID}&redirect_uri=${encodeURIComponent('https://evil.example/')}&state=x`)
    expect(offSite.status).toBe(400)
  })
})

function openidOf(userId: number): Promise<string | null> {
  return env.DB.prepare('SELECT openid FROM wechat_bindings WHERE user_id = ?').bind(userId).first<string>('openid')
}
