import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { HEADERS, WEB_APP_ID } from '../../shared/api'
import { adsCalls } from '../../shared/contracts/ads'
import { globalConfigSchema } from '../../shared/contracts/schemas/config'
import { userCalls } from '../../shared/contracts/user'
import { COOKIES } from '../../shared/constants'
import { SSR_DATA_ELEMENT_ID, type SsrData } from '../../shared/ssrData'
import app from '../app'
import type { Bindings } from '../env'
import { ORIGIN } from '../test/helpers'
import { lastGoodKey } from './lastGood'
import { clearPageCache } from '../edge/pageCache'
import { nowSeconds } from '../lib/clock'

const CACHE_KEY = 'cache:main:ow-config'

/** Runs one request through the app with the given bindings and waits for its background work (KV writes). */
async function call(path: string, bindings: Bindings = env, init?: RequestInit): Promise<Response> {
  const ctx = createExecutionContext()
  const response = await app.fetch(new Request(`${ORIGIN}${path}`, init), bindings, ctx)
  const body = await response.arrayBuffer()
  await waitOnExecutionContext(ctx)
  return new Response(body, response)
}

function setEntranceText(text: string) {
  return env.DB.prepare('UPDATE ow_config SET complete_info_entrance_text = ? WHERE id = 1').bind(text).run()
}

function ssrConfig(html: string): unknown {
  const json = new RegExp(`<script id="${SSR_DATA_ELEMENT_ID}" type="application/json">(.*?)</script>`).exec(html)![1]!
  const data = JSON.parse(json) as SsrData
  return data.queries.queries.find((query) => JSON.stringify(query.queryKey) === '["main","ow-config"]')?.state.data
}

/** A KV namespace that fails every call, as during a KV incident. */
const brokenKv = new Proxy({} as KVNamespace, {
  get: () => () => Promise.reject(new Error('KV unavailable')),
})

beforeEach(async () => {
  // Each test reads its own config through a fresh render, not a page kept by the last one.
  clearPageCache()
  await env.CACHE.delete(CACHE_KEY)
  await env.CACHE.delete(lastGoodKey('main', new URL('https://site.test/api/main/v1/ow/config'), '/v1/ow/config'))
})

describe('global config: D1 → KV → SSR → client', () => {
  it('serves the D1 row in the contract shape and caches it in KV', async () => {
    await setEntranceText('完善信息送空间')
    const response = await call('/api/main/v1/ow/config')
    expect(response.status).toBe(200)
    const body = (await response.json()) as { code: number; data: unknown }
    expect(body.code).toBe(0)
    const config = globalConfigSchema.parse(body.data)
    expect(config.complete_info_entrance_text).toBe('完善信息送空间')
    const cached = await env.CACHE.get(CACHE_KEY, 'json')
    expect(cached).toEqual(body)
  })

  it('answers from KV for 10 minutes, not from D1', async () => {
    await setEntranceText('first')
    await call('/api/main/v1/ow/config')
    await setEntranceText('second')
    const body = (await (await call('/api/main/v1/ow/config')).json()) as { data: { complete_info_entrance_text: string } }
    expect(body.data.complete_info_entrance_text).toBe('first')
  })

  it('stamps the current server time on a cached config', async () => {
    await call('/api/main/v1/ow/config')
    const stale = JSON.parse((await env.CACHE.get(CACHE_KEY))!) as { data: { server_time: number; promotion: { server_time: number } } }
    stale.data.server_time = 1
    stale.data.promotion.server_time = 1
    await env.CACHE.put(CACHE_KEY, JSON.stringify(stale))
    const body = (await (await call('/api/main/v1/ow/config')).json()) as typeof stale
    const now = nowSeconds()
    expect(body.data.server_time).toBeGreaterThanOrEqual(now - 5)
    expect(body.data.promotion.server_time).toBe(body.data.server_time)
  })

  it('is prefetched into the SSR response for the client', async () => {
    await setEntranceText('从服务端预取')
    const html = await (await call('/')).text()
    expect(ssrConfig(html)).toMatchObject({ complete_info_entrance_text: '从服务端预取', is_open_storage: expect.any(Boolean) })
  })

  it('shows the entrance text on the information page', async () => {
    await setEntranceText('完善机构信息')
    const { loginAs } = await import('../test/helpers')
    const token = await loginAs(11, 4)
    const html = await (await call('/profile/information', env, { headers: { cookie: `${COOKIES.token}=${token}` } })).text()
    expect(html).toContain('data-testid="complete-info-entrance">完善机构信息<')
  })

  it('still renders from D1 when KV fails', async () => {
    await setEntranceText('KV 故障时仍可用')
    const broken = { ...env, CACHE: brokenKv }
    const api = await call('/api/main/v1/ow/config', broken)
    expect(api.status).toBe(200)
    expect(((await api.json()) as { data: { complete_info_entrance_text: string } }).data.complete_info_entrance_text).toBe('KV 故障时仍可用')
    const page = await call('/', broken)
    expect(page.status).toBe(200)
    expect(ssrConfig(await page.text())).toMatchObject({ complete_info_entrance_text: 'KV 故障时仍可用' })
  })
})

describe('gateway rules', () => {
  afterEach(() => vi.restoreAllMocks())

  it('refuses a state-changing call without the application id', async () => {
    const response = await call('/api/main/v1/anything', env, { method: 'POST', headers: { origin: ORIGIN } })
    expect(response.status).toBe(403)
  })

  it('refuses a state-changing call from another origin', async () => {
    const response = await call('/api/main/v1/anything', env, {
      method: 'POST',
      headers: { origin: 'https://evil.example', [HEADERS.appId]: WEB_APP_ID },
    })
    expect(response.status).toBe(403)
  })

  it('takes the application id from the query for the calls declared as beacons only', async () => {
    // A beacon sets no headers: text/plain, the app id in the query.
    const beacon = {
      method: 'POST',
      headers: { origin: ORIGIN, 'content-type': 'text/plain' },
      body: JSON.stringify({ session_id: 'session-0002', events: [{ target: 'cta', path: '/', at: 1 }] }),
    }
    const tracked = await call(`/api/main${adsCalls.track.path}?app_id=${WEB_APP_ID}`, env, beacon)
    expect(tracked.status).toBe(200)
    expect(await tracked.json()).toMatchObject({ code: 0, data: { stored: 1 } })
    expect((await call(`/api/main${adsCalls.track.path}?app_id=another-app`, env, beacon)).status).toBe(403)
    expect((await call(`/api/main${adsCalls.conversion.path}?app_id=${WEB_APP_ID}`, env, beacon)).status).toBe(403)
  })

  it('answers unknown scenes and calls with a 404 envelope', async () => {
    expect((await call('/api/nope/v1/x')).status).toBe(404)
    const response = await call('/api/main/v1/no-such-call')
    expect(response.status).toBe(404)
    expect(await response.json()).toMatchObject({ code: 404 })
  })

  it('forwards to a configured upstream with the scene token as Authorization and no cookies', async () => {
    const upstream = vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json({ code: 0, msg: '', data: { ok: true } }))
    const response = await call(
      '/api/pay/v1/pay/config?app_id=1',
      { ...env, PAY_API_ORIGIN: 'https://pay.upstream.test/' },
      {
        headers: { cookie: `${COOKIES.token}=the-token; other=1` },
      },
    )
    expect(response.status).toBe(200)
    const [target, init] = upstream.mock.calls[0]!
    expect(String(target)).toBe('https://pay.upstream.test/v1/pay/config?app_id=1')
    const headers = new Headers(init?.headers)
    expect(headers.get('authorization')).toBe('the-token')
    expect(headers.get('cookie')).toBeNull()
  })

  it('forwards the Cake-Appid header the payment service reads the product app from', async () => {
    const upstream = vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json({ code: 0, msg: '', data: null }))
    await call('/api/pay/v1/product/list', { ...env, PAY_API_ORIGIN: 'https://pay.upstream.test' }, { headers: { 'Cake-Appid': '2' } })
    expect(new Headers(upstream.mock.calls[0]![1]?.headers).get('cake-appid')).toBe('2')
  })

  it('forwards the visitor address, which services rate-limit by', async () => {
    const upstream = vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json({ code: 0, msg: '', data: null }))
    await call('/api/main/v1/user/info', { ...env, MAIN_API_ORIGIN: 'https://main.upstream.test' }, { headers: { 'cf-connecting-ip': '203.0.113.5' } })
    expect(new Headers(upstream.mock.calls[0]![1]?.headers).get('cf-connecting-ip')).toBe('203.0.113.5')
  })

  it('answers 502 when the upstream is unreachable and no good answer was kept', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('connect failed'))
    const response = await call('/api/main/v1/ow/config', { ...env, MAIN_API_ORIGIN: 'https://main.upstream.test' })
    expect(response.status).toBe(502)
  })
})

describe('token cookies, for upstream origins as for built-in services', () => {
  afterEach(() => vi.restoreAllMocks())

  const upstreamEnv = { ...env, MAIN_API_ORIGIN: 'https://main.upstream.test', ACTIVITY_API_ORIGIN: 'https://activity.upstream.test' }
  const post = (headers: Record<string, string> = {}) => ({
    method: 'POST',
    headers: { origin: ORIGIN, [HEADERS.appId]: WEB_APP_ID, 'content-type': 'application/json', ...headers },
    body: '{}',
  })
  const tokenCookie = (response: Response, name: string = COOKIES.token) => response.headers.getSetCookie().find((line) => line.startsWith(`${name}=`))

  it.each([userCalls.login.path, userCalls.exchangeAccount.path])('moves the token of a %s success into the HttpOnly cookie', async (path) => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json({ code: 0, msg: 'success', data: { token: 'upstream.jwt.token', extra: 1 } }))
    const response = await call(`/api/main${path}`, upstreamEnv, post())
    const body = await response.text()
    expect(JSON.parse(body)).toEqual({ code: 0, msg: 'success', data: { extra: 1 } })
    expect(body).not.toContain('upstream.jwt.token')
    expect(tokenCookie(response)).toMatch(/^ow_token=upstream\.jwt\.token; Max-Age=2592000; Path=\/; HttpOnly; SameSite=Lax$/)
  })

  it('leaves a failed login alone', async () => {
    const failed = { code: 7001, msg: '该账号正在注销中', data: { cancel_effective_at: 1, recover_token: 'r' } }
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json(failed))
    const response = await call(`/api/main${userCalls.login.path}`, upstreamEnv, post())
    expect(await response.json()).toEqual(failed)
    expect(response.headers.getSetCookie()).toEqual([])
  })

  it('clears the cookie on logout, whatever the upstream answers', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('down', { status: 500 }))
    const response = await call(`/api/main${userCalls.logout.path}`, upstreamEnv, post({ cookie: `${COOKIES.token}=old` }))
    expect(response.status).toBe(500)
    expect(tokenCookie(response)).toContain('Max-Age=0')
  })

  it("clears the matching scene's cookie on any 401", async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => Response.json({ code: 401, msg: 'expired', data: null }, { status: 401 }))
    const main = await call('/api/main/v1/user/info', upstreamEnv)
    expect(tokenCookie(main)).toContain('Max-Age=0')
    const activity = await call('/api/activity/v1/anything', upstreamEnv)
    expect(tokenCookie(activity, COOKIES.activityToken)).toContain('Max-Age=0')
    expect(tokenCookie(activity)).toBeUndefined()
    const ex = await call('/api/activity/v1/anything', upstreamEnv, { headers: { [HEADERS.activityScene]: 'ex' } })
    expect(tokenCookie(ex, COOKIES.activityExToken)).toContain('Max-Age=0')
  })

  it('sets no cookie on other calls', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json({ code: 0, msg: '', data: { token: 'not-a-login' } }))
    const response = await call('/api/main/v1/user/info', upstreamEnv)
    expect(response.headers.getSetCookie()).toEqual([])
    expect(await response.json()).toMatchObject({ data: { token: 'not-a-login' } })
  })
})
