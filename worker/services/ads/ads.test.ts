import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { adsCalls } from '../../../shared/contracts/ads'
import { COOKIES } from '../../../shared/constants'
import { api, callPath, SANDBOX_ENV } from '../../test/accounts'
import { loginAs } from '../../test/helpers'
import { resetDatabase } from '../../test/resetDatabase'
import { clearPageCache } from '../../edge/pageCache'
import { CHANNEL_CACHE_KEY } from './channels'
import { jsSdkSignature } from './signature'
import { SIGNATURE_CACHE_MAX, SIGNATURE_INDEX_KEY, SIGNATURE_TTL_SECONDS, signedConfig } from './signatureCache'

/** The demo state of `npm start` (db/demo-ads.sql and the activities the channels land on), with KV and kept pages emptied. */
async function reset() {
  await resetDatabase()
  clearPageCache()
  const { keys } = await env.CACHE.list()
  await Promise.all(keys.map((key) => env.CACHE.delete(key.name)))
}

beforeEach(reset)

describe('WeChat JS-SDK signature', () => {
  it("matches WeChat's documented example", async () => {
    const signature = await jsSdkSignature({
      ticket: 'sM4AOVdWfPE4DxkXGEs8VMCPGGVi4C3VM0P37wVUCFvkVAy_90u5h9nbSlYy3-Sl-HhTdfl2fzFy1AOcHKP7qg',
      nonceStr: 'Wm3WZYTPz0wzccnW',
      timestamp: 1414587457,
      url: 'http://mp.weixin.qq.com?params=value',
    })
    expect(signature).toBe('0f9de62fce790f9a083d5c99e95740ceb90c27ed')
  })

  it('signs the URL without its fragment', async () => {
    const input = { ticket: 't', nonceStr: 'n', timestamp: 1, url: 'https://a.example/x?y=1' }
    expect(await jsSdkSignature({ ...input, url: `${input.url}#part` })).toBe(await jsSdkSignature(input))
  })
})

describe('signature cache', () => {
  const ticket = vi.fn(async () => ({ appId: 'wxapp', ticket: 'ticket' }))
  const pending: Promise<unknown>[] = []
  const waitUntil = (promise: Promise<unknown>) => void pending.push(promise)
  const settle = () => Promise.all(pending.splice(0))

  it('serves the same signature for 10 minutes, then signs again', async () => {
    ticket.mockClear()
    const first = await signedConfig(env.CACHE, 'https://a.example/p', 1000, ticket, waitUntil)
    await settle()
    const again = await signedConfig(env.CACHE, 'https://a.example/p', 1000 + SIGNATURE_TTL_SECONDS - 1, ticket, waitUntil)
    expect(again).toEqual(first)
    expect(ticket).toHaveBeenCalledTimes(1)
    const later = await signedConfig(env.CACHE, 'https://a.example/p', 1000 + SIGNATURE_TTL_SECONDS, ticket, waitUntil)
    await settle()
    expect(later.timestamp).toBe(1000 + SIGNATURE_TTL_SECONDS)
    expect(ticket).toHaveBeenCalledTimes(2)
  })

  it('clears the whole cache when it would hold more than 100 entries', async () => {
    for (let i = 0; i < SIGNATURE_CACHE_MAX; i++) {
      await signedConfig(env.CACHE, `https://a.example/p${i}`, 1000, ticket, waitUntil)
      await settle()
    }
    expect(await env.CACHE.get<string[]>(SIGNATURE_INDEX_KEY, 'json')).toHaveLength(SIGNATURE_CACHE_MAX)
    await signedConfig(env.CACHE, 'https://a.example/one-too-many', 1000, ticket, waitUntil)
    await settle()
    expect(await env.CACHE.get(SIGNATURE_INDEX_KEY)).toBeNull()
    expect((await env.CACHE.list({ prefix: 'wxsig:' })).keys).toHaveLength(0)
  }, 60_000)

  it('signs afresh when KV fails', async () => {
    const broken = {
      get: () => Promise.reject(new Error('kv down')),
      put: () => Promise.reject(new Error('kv down')),
      delete: () => Promise.reject(new Error('kv down')),
    } as unknown as KVNamespace
    const config = await signedConfig(broken, 'https://a.example/p', 1000, ticket, waitUntil)
    await settle()
    expect(config.signature).toBe(await jsSdkSignature({ ticket: 'ticket', nonceStr: config.nonce_str, timestamp: 1000, url: 'https://a.example/p' }))
  })

  it('answers POST /v1/wechat/js_config with the sandbox ticket, and refuses a bad URL', async () => {
    const answer = await api<{ appid: string; signature: string; nonce_str: string; timestamp: number }>(adsCalls.jsConfig.path, {
      body: { url: 'https://example.test/ad/baidu?bd_vid=1' },
    })
    expect(answer).toMatchObject({ status: 200, code: 0 })
    expect(answer.data.signature).toMatch(/^[0-9a-f]{40}$/)
    const bad = await api(adsCalls.jsConfig.path, { body: { url: 'javascript:alert(1)' } })
    expect(bad).toMatchObject({ status: 400, msg: '页面地址不正确' })
    const off = await api(adsCalls.jsConfig.path, { body: { url: 'https://example.test/' }, bindings: { ...SANDBOX_ENV, SANDBOX: 'off' } })
    expect(off.status).toBe(503)
  })
})

describe('channel mapping', () => {
  it('redirects a channel link to its activity with the source recorded', async () => {
    const response = await callPath('/ad?channel=baidu&sId=12&bd_vid=abc123', { redirect: 'manual' })
    expect(response.status).toBe(302)
    const location = new URL(response.headers.get('location')!, 'http://x')
    expect(location.pathname).toBe('/activity/channel/demo-channel')
    expect(location.searchParams.get('_uuid')).toBe('demo-channel')
    expect(location.searchParams.get('sId')).toBe('12')
    expect(location.searchParams.get('bd_vid')).toBe('abc123')
    const cookies = response.headers.getSetCookie().join('\n')
    expect(cookies).toContain(`${COOKIES.sourceUuid}=demo-channel`)
    expect(cookies).toContain(`${COOKIES.sourceId}=12`)
  })

  it('renders the page for an unknown channel, and reads the cached map until the operator clears it', async () => {
    expect((await callPath('/ad?channel=nowhere', { redirect: 'manual' })).status).toBe(200)
    expect(await env.CACHE.get(CHANNEL_CACHE_KEY)).not.toBeNull()
    await env.DB.prepare(`UPDATE ad_channels SET activity_uuid = 'changed-uuid', family = 'channel' WHERE channel = 'bing'`).run()
    const cached = await callPath('/?channel=bing', { redirect: 'manual' })
    expect(cached.headers.get('location')).toContain('/activity/special-sale/demo-special-sale')
    await env.CACHE.delete(CHANNEL_CACHE_KEY) // what scripts/channels.mjs does after an edit
    const fresh = await callPath('/?channel=bing', { redirect: 'manual' })
    expect(fresh.headers.get('location')).toContain('/activity/channel/changed-uuid')
  })

  it('does not redirect again once on the activity', async () => {
    const response = await callPath('/activity/channel/demo-channel?channel=baidu', { redirect: 'manual' })
    expect(response.status).toBe(200)
  })
})

describe('ad landings', () => {
  it('renders the landing of its platform with its share card and hero preload in the head', async () => {
    const html = await (await callPath('/ad/baidu', { headers: { 'user-agent': 'Googlebot/2.1' } })).text()
    // The card is the landing's own; the document title stays the page's, with the brand (the client keeps it on navigation).
    expect(html).toContain('<meta property="og:title" content="修图太慢？光影修图 AI 批量精修，下载送 7 天会员">')
    expect(html).toContain('<title>AI 批量精修，下载送 7 天会员 - 光影修图</title>')
    expect(html).not.toContain('广告落地页')
    expect(html).toMatch(/<link rel="preload" as="image" type="image\/avif" imagesrcset="\/media\/skin-blemish-after-400\.[0-9a-f]{8}\.avif 400w/)
    expect(html).toContain('修图太慢？试试 AI 批量精修')
    expect(html).toContain('og:image" content="http://example.test/share-card.png')
  })

  it('falls back to the default landing for an unknown id', async () => {
    const answer = await api<{ key: string }>(`${adsCalls.landing.path}?key=999`)
    expect(answer.data.key).toBe('default')
  })
})

describe('ad report', () => {
  const report = { ad_params: { bd_vid: 'abc123' }, os: 'ios', platform: 10, web_id: 'web-id-0001', click_uri: '/ad/baidu?bd_vid=abc123' }

  it('stores one report per landing and one more after login, with the same web_id and click_uri', async () => {
    expect((await api(adsCalls.report.path, { body: report })).data).toEqual({ stored: true, phase: 'landing' })
    expect((await api(adsCalls.report.path, { body: report })).data).toEqual({ stored: false, phase: 'landing' })
    const token = await loginAs(42, 1)
    expect((await api(adsCalls.report.path, { body: report, token })).data).toEqual({ stored: true, phase: 'login' })
    expect((await api(adsCalls.report.path, { body: report, token })).data).toEqual({ stored: false, phase: 'login' })
    const rows = await env.DB.prepare('SELECT phase, web_id, click_uri, user_id FROM ad_reports ORDER BY id').all()
    expect(rows.results).toEqual([
      { phase: 'landing', web_id: 'web-id-0001', click_uri: report.click_uri, user_id: null },
      { phase: 'login', web_id: 'web-id-0001', click_uri: report.click_uri, user_id: 42 },
    ])
  })

  it('refuses a report with an unknown platform or os with a 400', async () => {
    expect((await api(adsCalls.report.path, { body: { ...report, platform: 7 } })).status).toBe(400)
    expect((await api(adsCalls.report.path, { body: { ...report, os: 'windows' } })).status).toBe(400)
  })

  it('ties a download conversion to the visitor’s click, once', async () => {
    await env.DB.prepare(`INSERT INTO ad_clicks (web_id, platform, click_id, click_uri) VALUES ('web-id-0001', 10, 'abc123', '/ad/baidu?bd_vid=abc123')`).run()
    const headers = { cookie: `${COOKIES.webId}=web-id-0001` }
    expect((await api(adsCalls.conversion.path, { body: { kind: 'download', ref: 'iPhone' }, headers })).data).toEqual({ stored: true })
    expect((await api(adsCalls.conversion.path, { body: { kind: 'download', ref: 'iPhone' }, headers })).data).toEqual({ stored: false })
    const row = await env.DB.prepare('SELECT platform, click_id, delivered FROM ad_conversions').first()
    expect(row).toEqual({ platform: 10, click_id: 'abc123', delivered: 1 })
  })

  it('stores tracked clicks sent as a beacon (text/plain, app id in the query)', async () => {
    const body = JSON.stringify({ session_id: 'session-0001', events: [{ target: 'ad-download', path: '/ad', at: 1 }] })
    const answer = await api(`${adsCalls.track.path}?app_id=ow-web`, { rawBody: body, contentType: 'text/plain', headers: { 'x-app-id': '' } })
    expect(answer).toMatchObject({ status: 200, data: { stored: 1 } })
  })
})

describe('the iOS app hand-over', () => {
  it("opens a web session of the app's user, as the HttpOnly token cookie", async () => {
    const appToken = await loginAs(43, 1)
    const answer = await api(adsCalls.appAuth.path, { body: { token: appToken, user_id: 43, org_id: null } })
    expect(answer.status).toBe(200)
    expect(answer.data).toEqual({}) // the token left the body at the gateway
    const cookie = answer.response.headers.getSetCookie().find((line) => line.startsWith(`${COOKIES.token}=`))
    expect(cookie).toMatch(/HttpOnly/i)
    const webToken = decodeURIComponent(/^[^=]+=([^;]+)/.exec(cookie!)![1]!)
    expect(webToken).not.toBe(appToken) // its own session: a web logout leaves the app logged in
    const sessions = await env.DB.prepare('SELECT COUNT(*) AS n FROM sessions WHERE user_id = 43').first<{ n: number }>()
    expect(sessions?.n).toBe(2)
  })

  it("refuses another user's id or a dead token with a 401 and a Chinese message", async () => {
    const appToken = await loginAs(44, 1)
    const wrongUser = await api(adsCalls.appAuth.path, { body: { token: appToken, user_id: 45 } })
    expect(wrongUser.status).toBe(401)
    expect(wrongUser.msg).toBe('登录已失效，请在 App 内重新登录')
    expect((await api(adsCalls.appAuth.path, { body: { token: 'x'.repeat(40), user_id: 44 } })).status).toBe(401)
    expect((await api(adsCalls.appAuth.path, { body: { token: appToken } })).status).toBe(400)
  })
})
