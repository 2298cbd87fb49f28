import { createExecutionContext, createScheduledController, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { adsCalls } from '../../../shared/contracts/ads'
import type { Bindings } from '../../env'
import worker from '../../index'
import { nowSeconds } from '../../lib/clock'
import { jsSdkSignature } from '../../services/ads/signature'
import { api } from '../../test/accounts'
import { wechatProvider } from './index'
import { exchangeOauthCode, fetchOauthUserinfo, OA_CREDENTIALS_KEY, officialWechat, refreshOaCredentials } from './official'

const PEER = 'https://wechat.fake.test'
const CONFIG = { appId: 'wxfakeappid000001', secret: 'fake-app-secret', apiOrigin: PEER }
const REAL_ENV: Bindings = { ...env, SANDBOX: 'off', WECHAT_OA_APPID: CONFIG.appId, WECHAT_OA_SECRET: CONFIG.secret, WECHAT_API_ORIGIN: PEER }

/**
 * A local fake of api.weixin.qq.com at the network boundary: it checks the appid and
 * secret, hands out numbered tokens and tickets, and records every call.
 */
function fakeWechat() {
  const calls: { path: string; query: Record<string, string>; body: unknown }[] = []
  let tokens = 0
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    if (url.origin !== PEER) throw new Error(`fake wechat: unexpected ${url.href}`)
    const query = Object.fromEntries(url.searchParams)
    const body = init?.body ? JSON.parse(String(init.body)) : null
    calls.push({ path: url.pathname, query, body })
    switch (url.pathname) {
      case '/cgi-bin/stable_token':
        if (body.appid !== CONFIG.appId || body.secret !== CONFIG.secret) return Response.json({ errcode: 40125, errmsg: 'invalid appsecret' })
        return Response.json({ access_token: `token-${++tokens}`, expires_in: 7200 })
      case '/cgi-bin/ticket/getticket':
        if (query.type !== 'jsapi' || !query.access_token?.startsWith('token-')) return Response.json({ errcode: 40001, errmsg: 'invalid credential' })
        return Response.json({ errcode: 0, errmsg: 'ok', ticket: `ticket-for-${query.access_token}`, expires_in: 7200 })
      case '/cgi-bin/qrcode/create':
        return Response.json({ ticket: 'qr-ticket', expire_seconds: 300, url: `http://weixin.qq.com/q/${body.action_info.scene.scene_str}` })
      case '/sns/oauth2/access_token':
        if (query.appid !== CONFIG.appId || query.secret !== CONFIG.secret) return Response.json({ errcode: 40125, errmsg: 'invalid appsecret' })
        if (query.code !== 'good-code') return Response.json({ errcode: 40029, errmsg: 'invalid code' })
        return Response.json({ access_token: 'user-token', expires_in: 7200, refresh_token: 'r', openid: 'openid-1', scope: 'snsapi_base' })
      case '/sns/userinfo':
        return Response.json({ openid: query.openid, nickname: '微信用户', headimgurl: 'https://thirdwx.qlogo.cn/x/132', unionid: 'union-1' })
      default:
        return Response.json({ errcode: 404, errmsg: 'not found' })
    }
  })
  return { calls, restore: () => spy.mockRestore() }
}

let peer: ReturnType<typeof fakeWechat>
beforeEach(async () => {
  await env.CACHE.delete(OA_CREDENTIALS_KEY)
  peer = fakeWechat()
})
afterEach(() => peer.restore())

/** Counts the writes of a KV namespace. */
function countingKv(kv: KVNamespace): { kv: KVNamespace; puts: () => number } {
  let puts = 0
  const wrapped = Object.create(kv, {
    put: { value: (...args: Parameters<KVNamespace['put']>) => (puts++, kv.put(...args)) },
    get: { value: kv.get.bind(kv) },
  }) as KVNamespace
  return { kv: wrapped, puts: () => puts }
}

describe('the WeChat official account', () => {
  it('the scheduled job fetches the token and the ticket and writes KV once; a second run does nothing', async () => {
    const { kv, puts } = countingKv(env.CACHE)
    const now = nowSeconds()
    expect(await refreshOaCredentials(kv, CONFIG, now)).toBe('refreshed')
    expect(puts()).toBe(1)
    expect(peer.calls.map((call) => call.path)).toEqual(['/cgi-bin/stable_token', '/cgi-bin/ticket/getticket'])
    expect(await env.CACHE.get(OA_CREDENTIALS_KEY, 'json')).toEqual({
      accessToken: 'token-1',
      ticket: 'ticket-for-token-1',
      expiresAt: now + 7200,
      refreshedAt: now,
    })
    expect(await refreshOaCredentials(kv, CONFIG, now + 60)).toBe('fresh')
    expect(puts()).toBe(1)
    expect(peer.calls).toHaveLength(2)
    // Near expiry the next run refreshes.
    expect(await refreshOaCredentials(kv, CONFIG, now + 7200 - 60)).toBe('refreshed')
    expect(puts()).toBe(2)
  })

  it('runs in the Cron Trigger when the official account is configured', async () => {
    for (let run = 0; run < 2; run++) {
      const ctx = createExecutionContext()
      await worker.scheduled(createScheduledController({ cron: '*/5 * * * *' }), REAL_ENV, ctx)
      await waitOnExecutionContext(ctx)
    }
    expect(peer.calls.filter((call) => call.path === '/cgi-bin/stable_token')).toHaveLength(1)
    expect(await env.CACHE.get(OA_CREDENTIALS_KEY, 'json')).toMatchObject({ ticket: 'ticket-for-token-1' })
  })

  it('a wrong secret leaves KV untouched', async () => {
    await expect(refreshOaCredentials(env.CACHE, { ...CONFIG, secret: 'wrong' }, nowSeconds())).rejects.toThrow(/40125/)
    expect(await env.CACHE.get(OA_CREDENTIALS_KEY)).toBeNull()
  })

  it('js_config reads the ticket from KV only: 503 with a Chinese message before the job, signed after it', async () => {
    const url = `https://example.test/ad/oa-${crypto.randomUUID()}`
    const before = await api(adsCalls.jsConfig.path, { body: { url }, bindings: REAL_ENV })
    expect(before).toMatchObject({ status: 503, msg: '微信分享暂不可用，请稍后再试' })
    expect(peer.calls).toHaveLength(0)

    await refreshOaCredentials(env.CACHE, CONFIG, nowSeconds())
    const callsAfterJob = peer.calls.length
    const answer = await api<{ appid: string; signature: string; nonce_str: string; timestamp: number }>(adsCalls.jsConfig.path, {
      body: { url },
      bindings: REAL_ENV,
    })
    expect(answer).toMatchObject({ status: 200, code: 0, data: { appid: CONFIG.appId } })
    const expected = await jsSdkSignature({ ticket: 'ticket-for-token-1', nonceStr: answer.data.nonce_str, timestamp: answer.data.timestamp, url })
    expect(answer.data.signature).toBe(expected)
    expect(peer.calls).toHaveLength(callsAfterJob)
  })

  it('is chosen when the sandbox is off and its secrets are set', () => {
    expect(wechatProvider({ ...env, SANDBOX: 'off' })).toBeNull()
    expect(wechatProvider(REAL_ENV)?.authorizeUrl({ origin: 'https://site.test', appId: 'x', redirectUri: 'https://site.test/back', state: 's1' })).toBe(
      'https://open.weixin.qq.com/connect/oauth2/authorize?appid=wxfakeappid000001&redirect_uri=https%3A%2F%2Fsite.test%2Fback&response_type=code&scope=snsapi_base&state=s1#wechat_redirect',
    )
  })

  it('OAuth: a code becomes an openid; a bad code or a foreign appid is null', async () => {
    const wechat = officialWechat(CONFIG, env.CACHE, nowSeconds)
    expect(await wechat.openidForCode({ code: 'good-code', appId: CONFIG.appId, now: nowSeconds() })).toBe('openid-1')
    expect(await wechat.openidForCode({ code: 'used-code', appId: CONFIG.appId, now: nowSeconds() })).toBeNull()
    expect(await wechat.openidForCode({ code: 'good-code', appId: 'wxother', now: nowSeconds() })).toBeNull()
    expect(peer.calls.filter((call) => call.path === '/sns/oauth2/access_token')).toHaveLength(2)
  })

  it('OAuth userinfo: the exchange then sns/userinfo', async () => {
    const grant = await exchangeOauthCode(CONFIG, 'good-code')
    expect(await fetchOauthUserinfo(CONFIG, grant.accessToken, grant.openid)).toEqual({
      openid: 'openid-1',
      nickname: '微信用户',
      headimgurl: 'https://thirdwx.qlogo.cn/x/132',
      unionid: 'union-1',
    })
    expect(peer.calls.at(-1)?.query).toMatchObject({ access_token: 'user-token', openid: 'openid-1' })
  })

  it('login QR codes: a parametric QR whose scene is the sub token, with the token from KV', async () => {
    const wechat = officialWechat(CONFIG, env.CACHE, nowSeconds)
    await expect(wechat.qrContent({ origin: 'https://site.test', subToken: 'sub1' })).rejects.toThrow(/not in KV/)
    await refreshOaCredentials(env.CACHE, CONFIG, nowSeconds())
    expect(await wechat.qrContent({ origin: 'https://site.test', subToken: 'sub1' })).toBe('http://weixin.qq.com/q/sub1')
    const create = peer.calls.find((call) => call.path === '/cgi-bin/qrcode/create')
    expect(create).toMatchObject({ query: { access_token: 'token-1' }, body: { action_name: 'QR_STR_SCENE', action_info: { scene: { scene_str: 'sub1' } } } })
  })
})
