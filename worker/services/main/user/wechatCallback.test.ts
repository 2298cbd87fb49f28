import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { QrPurpose, QrScene, WechatQrState } from '../../../../shared/enums'
import type { Bindings } from '../../../env'
import { nowSeconds } from '../../../lib/clock'
import { callPath } from '../../../test/accounts'
import { resetDatabase } from '../../../test/resetDatabase'
import { callbackSignature, scannedSubToken, WECHAT_CALLBACK_PATH } from './wechatCallback'
import { createQr, readQrState } from './wechatQr'

const TOKEN = 'oa-callback-token'
const REAL_ENV: Bindings = { ...env, SANDBOX: 'off', WECHAT_OA_APPID: 'wxfake', WECHAT_OA_SECRET: 's', WECHAT_OA_TOKEN: TOKEN }

async function signedPath(extra: Record<string, string> = {}, token = TOKEN): Promise<string> {
  const timestamp = String(nowSeconds())
  const nonce = '1514710893'
  const signature = await callbackSignature(token, timestamp, nonce)
  return `${WECHAT_CALLBACK_PATH}?${new URLSearchParams({ signature, timestamp, nonce, ...extra })}`
}

function scanXml(event: 'SCAN' | 'subscribe', key: string, openid = 'oOpenid000001') {
  return `<xml><ToUserName><![CDATA[gh_account]]></ToUserName><FromUserName><![CDATA[${openid}]]></FromUserName><CreateTime>1700000000</CreateTime><MsgType><![CDATA[event]]></MsgType><Event><![CDATA[${event}]]></Event><EventKey><![CDATA[${key}]]></EventKey><Ticket><![CDATA[t]]></Ticket></xml>`
}

beforeEach(resetDatabase)

describe('the official account message callback', () => {
  it('parses SCAN and subscribe events to the QR sub token', () => {
    expect(scannedSubToken(scanXml('SCAN', 'sub1'))).toEqual({ subToken: 'sub1', openid: 'oOpenid000001' })
    expect(scannedSubToken(scanXml('subscribe', 'qrscene_sub2'))).toEqual({ subToken: 'sub2', openid: 'oOpenid000001' })
    expect(scannedSubToken(scanXml('subscribe', ''))).toBeNull()
  })

  it('answers WeChat server-URL check with echostr only when signed with the token', async () => {
    const ok = await callPath(await signedPath({ echostr: 'echo-123' }), {}, REAL_ENV)
    expect(await ok.text()).toBe('echo-123')
    const forged = await callPath(await signedPath({ echostr: 'echo-123' }, 'wrong-token'), {}, REAL_ENV)
    expect(forged.status).toBe(403)
    expect((await callPath(await signedPath({ echostr: 'x' }))).status).toBe(404) // sandbox on
  })

  it('a signed scan event marks the login QR scanned; a forged one changes nothing', async () => {
    const qr = await createQr(env.DB, { purpose: QrPurpose.Login, scene: QrScene.Web, userId: null }, nowSeconds())
    const forged = await callPath(await signedPath({}, 'wrong-token'), { method: 'POST', body: scanXml('SCAN', qr.subToken) }, REAL_ENV)
    expect(forged.status).toBe(403)
    expect(await readQrState(env.DB, qr.subToken, QrPurpose.Login, null, nowSeconds())).toEqual({ state: WechatQrState.WaitingFollow })
    const scanned = await callPath(await signedPath(), { method: 'POST', body: scanXml('subscribe', `qrscene_${qr.subToken}`) }, REAL_ENV)
    expect(await scanned.text()).toBe('success')
    const state = await readQrState(env.DB, qr.subToken, QrPurpose.Login, null, nowSeconds())
    expect(state).toMatchObject({ state: WechatQrState.WaitingConnect, jump_token: expect.any(String) })
  })
})
