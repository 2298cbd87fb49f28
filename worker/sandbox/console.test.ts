import { env } from 'cloudflare:workers'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { userCalls } from '../../shared/contracts/user'
import { LoginType, QrPurpose, QrScene, WechatQrState } from '../../shared/enums'
import { WECHAT_POLICY } from '../services/main/user/policy'
import { api, callPath, codeFor, DEMO, loginByPhone, sandboxScan } from '../test/accounts'
import { resetDatabase } from '../test/resetDatabase'
import { SANDBOX_STYLE_PATH } from './views'

const OFF = { ...env, SANDBOX: 'off' }

async function loginQr(): Promise<string> {
  return (await api<{ sub_token: string }>(`${userCalls.oaQrcode.path}?scene=${QrScene.Web}&oauth_type=${QrPurpose.Login}`)).data.sub_token
}

beforeEach(resetDatabase)
afterEach(() => {
  vi.useRealTimers()
})

describe('with the sandbox off', () => {
  it.each([
    ['GET', '/__sandbox'],
    ['GET', '/__sandbox/'],
    ['GET', '/__sandbox/sms?phone=13800138000'],
    ['GET', '/__sandbox/wechat/scan?sub_token=x'],
    ['POST', '/__sandbox/wechat/scan'],
    ['GET', '/__sandbox/wechat/authorize?appid=wx&redirect_uri=/&state=s'],
    ['POST', '/__sandbox/wechat/authorize'],
    ['GET', '/__sandbox/anything/else'],
  ])('%s %s is 404', async (method, path) => {
    const response = await callPath(path, { method, headers: { 'content-type': 'application/json' }, body: method === 'POST' ? '{}' : undefined }, OFF)
    expect(response.status).toBe(404)
    expect(await response.text()).not.toContain('沙箱')
  })

  it('is off unless the configuration turns it on', async () => {
    const { SANDBOX: _, ...unset } = env
    expect((await callPath('/__sandbox', {}, unset)).status).toBe(404)
  })
})

describe('the console page', () => {
  it('shows the inbox, the pending QR codes with both scan buttons, in Chinese and English', async () => {
    await codeFor(DEMO.main.phone)
    const subToken = await loginQr()
    const response = await callPath('/__sandbox')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('text/html')
    const page = await response.text()
    const { code } = (await (await callPath(`/__sandbox/sms?phone=${DEMO.main.phone}`)).json()) as { code: string }
    expect(page).toContain(`data-testid="sandbox-code-${DEMO.main.phone}">${code}<`)
    expect(page).toContain('短信收件箱 / SMS inbox')
    expect(page).toContain(subToken)
    expect(page).toContain('扫码（新微信用户） / Scan as new WeChat user')
    expect(page).toContain('扫码（已绑定用户） / Scan as bound user')
    expect(page).toContain(`<option value="${DEMO.wechatBound.openid}">`)
  })

  it('runs under the page CSP: no scripts, no inline style element, only its own style sheet', async () => {
    const response = await callPath('/__sandbox')
    const page = await response.text()
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self' 'nonce-")
    expect(page).not.toMatch(/<script|<style|src="http|href="http/)
    const sheets = [...page.matchAll(/<link rel="stylesheet" href="([^"]+)" ?\/?>/g)].map((match) => match[1]!)
    expect(sheets).toEqual([SANDBOX_STYLE_PATH])
    const sheet = await callPath(SANDBOX_STYLE_PATH)
    expect(sheet.headers.get('content-type')).toContain('text/css')
  })

  it('scans from its form and shows the result on the scan page', async () => {
    const subToken = await loginQr()
    const response = await callPath('/__sandbox/wechat/scan', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ sub_token: subToken, as: 'bound', openid: DEMO.wechatBound.openid }).toString(),
    })
    expect(response.status).toBe(200)
    const page = await response.text()
    expect(page).toContain(`已扫码 / Scanned as ${DEMO.wechatBound.openid}`)
    expect(page).toContain('3 成功 / success')
    const state = await api<{ state: number }>(`${userCalls.oaState.path}?sub_token=${subToken}`)
    expect(state.data.state).toBe(WechatQrState.Success)
  })

  it('has a scan page for the QR content to point at', async () => {
    const subToken = await loginQr()
    const page = await (await callPath(`/__sandbox/wechat/scan?sub_token=${subToken}`)).text()
    expect(page).toContain('1 等待扫码 / waiting follow')
    expect(page).toContain('登录 / Login')
    expect(await (await callPath('/__sandbox/wechat/scan?sub_token=nope')).text()).toContain('未知的二维码 / Unknown QR code')
  })
})

describe('JSON for tests', () => {
  it('GET /__sandbox/sms answers the latest code sent to a phone', async () => {
    const token = await loginByPhone(DEMO.main.phone)
    await env.DB.prepare('DELETE FROM code_sends').run()
    await api(userCalls.sendVerifyCode.path, { body: { phone: DEMO.main.phone, scene: LoginType.Security }, token })
    const response = await callPath(`/__sandbox/sms?phone=${DEMO.main.phone}`)
    const body = (await response.json()) as Record<string, unknown>
    expect(Object.keys(body).sort()).toEqual(['code', 'phone', 'scene', 'sent_at'])
    expect(body).toMatchObject({ phone: DEMO.main.phone, code: expect.stringMatching(/^\d{6}$/), scene: LoginType.Security })
    expect(body.sent_at).toBeGreaterThan(Date.now() / 1000 - 60)
    expect((await callPath('/__sandbox/sms?phone=13611112222')).status).toBe(404)
    expect((await callPath('/__sandbox/sms?phone=123')).status).toBe(400)
  })

  it('POST /__sandbox/wechat/scan scans as a new or a bound WeChat', async () => {
    const subToken = await loginQr()
    const response = await sandboxScan(subToken, 'new')
    expect(response.status).toBe(200)
    const body = (await response.json()) as Record<string, unknown>
    expect(body).toEqual({ sub_token: subToken, purpose: 'login', openid: expect.stringMatching(/^sandbox-/), state: WechatQrState.WaitingConnect })
  })

  it('scans a rebind QR as the asking account’s own WeChat by default', async () => {
    const token = await loginByPhone(DEMO.wechatBound.phone)
    const qr = await api<{ sub_token: string }>(userCalls.rebindQrcode.path, { token })
    const body = (await (await sandboxScan(qr.data.sub_token, 'bound')).json()) as Record<string, unknown>
    expect(body).toMatchObject({ purpose: 'rebind', openid: DEMO.wechatBound.openid, state: WechatQrState.Success })
  })

  it('answers 400, 404, 409 and 410 for bad bodies, unknown, scanned and expired QR codes', async () => {
    const bad = await callPath('/__sandbox/wechat/scan', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"as":"x"' })
    expect(bad.status).toBe(400)
    expect((await sandboxScan('nope', 'new')).status).toBe(404)
    const subToken = await loginQr()
    expect((await sandboxScan(subToken, 'bound', 'not-a-bound-openid')).status).toBe(400)
    expect((await sandboxScan(subToken, 'new')).status).toBe(200)
    expect((await sandboxScan(subToken, 'new')).status).toBe(409)
    const late = await loginQr()
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + WECHAT_POLICY.qrSeconds * 1000)
    expect((await sandboxScan(late, 'new')).status).toBe(410)
  })
})
