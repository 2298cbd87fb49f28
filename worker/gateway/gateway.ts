import { Hono, type Context } from 'hono'
import { getCookie } from 'hono/cookie'
import { API_SCENES, HEADERS, WEB_APP_ID, type ApiScene } from '../../shared/api'
import { ALL_CALLS } from '../../shared/contracts'
import { configCalls } from '../../shared/contracts/config'
import { failure, SUCCESS_CODES } from '../../shared/contracts/envelope'
import { COOKIES, GLOBAL_CONFIG_TTL_SECONDS } from '../../shared/constants'
import { readThrough } from '../cache/kvCache'
import { readConfig, type AppEnv, type Bindings, type WorkerFetch } from '../env'
import { createServiceApp } from '../lib/serviceApp'
import { activityCommonRoutes, activityService, deliverGiftsOfPhone } from '../services/activity'
import { adsService } from '../services/ads'
import { commonService, enumerateRoutes } from '../services/common'
import { mainService, onAccountCreated } from '../services/main'
import { payService } from '../services/pay'
import { keepsLastGood, lastGoodKey, readWithLastGood } from './lastGood'
import { requestLoginScene, settleTokenCookie, tokenCookieName } from './tokenCookies'
import { nowSeconds } from '../lib/clock'
import { log } from '../lib/log'

// Gifts a phone claimed on activities before it had an account are credited when it gets one.
// The activity service builds on the main service, so main learns of it here, not by importing it.
onAccountCreated((db, account, now) => deliverGiftsOfPhone(db, account.phone, now))

/**
 * Every built-in service, mounted on the API that serves it. The main API is answered by
 * several, as the real main upstream answers them: the main service (config, users,
 * points), common, ads and activity's calls on the main API.
 */
export const BUILT_IN: Record<ApiScene, { fetch: WorkerFetch }> = {
  main: createServiceApp()
    .route('/', mainService)
    .route('/', commonService)
    .route('/', enumerateRoutes)
    .route('/', activityCommonRoutes)
    .route('/', adsService),
  activity: activityService,
  pay: payService,
}

interface EdgeCached {
  scene: ApiScene
  path: string
  key: string
  ttl: number
  /** Brings a cached body up to date before it is served. */
  refresh?: (body: string) => string
}

/** The config's server time must be now, not when it was cached: clients time promotions by it. */
function stampServerTime(body: string): string {
  const parsed = JSON.parse(body) as { data: { server_time: number; promotion: { server_time: number } } }
  const now = nowSeconds()
  parsed.data.server_time = now
  parsed.data.promotion.server_time = now
  return JSON.stringify(parsed)
}

/** GET responses cached in KV at the edge, whichever origin serves them. */
const EDGE_CACHED: readonly EdgeCached[] = [
  { scene: 'main', path: configCalls.global.path, key: 'cache:main:ow-config', ttl: GLOBAL_CONFIG_TTL_SECONDS, refresh: stampServerTime },
]

/**
 * Request headers passed on to a service; everything else (cookies above all) stays at the
 * edge. The visitor's address (set by Cloudflare) lets services rate-limit per IP.
 */
const FORWARDED_HEADERS = ['content-type', 'accept', 'accept-language', HEADERS.appId, HEADERS.trace, 'cake-appid', 'cf-connecting-ip']

function upstreamOrigin(env: Bindings, scene: ApiScene): string | undefined {
  const config = readConfig(env)
  return { main: config.MAIN_API_ORIGIN, activity: config.ACTIVITY_API_ORIGIN, pay: config.PAY_API_ORIGIN }[scene]
}

/** The token of the call's login scene (main, activity or activity-ex), read from its HttpOnly cookie. */
function sceneToken(c: Context<AppEnv>, scene: ApiScene): string | undefined {
  return getCookie(c, tokenCookieName(requestLoginScene(c, scene)))
}

function isStateChanging(method: string): boolean {
  return !['GET', 'HEAD', 'OPTIONS'].includes(method)
}

/** The calls sent with navigator.sendBeacon (the records' `beacon`): the click tracker's batches. */
const BEACON_CALLS = ALL_CALLS.filter((record) => record.beacon)

/** State-changing calls need the application id and a same-origin Origin (ARCHITECTURE decision 9). */
function refuseCrossSite(c: Context<AppEnv>, scene: ApiScene, path: string): Response | undefined {
  if (!isStateChanging(c.req.method)) return undefined
  // A beacon cannot carry headers: the click tracker's batches name the app in the query.
  const beacon = BEACON_CALLS.some((record) => record.api === scene && record.path === path) && c.req.query('app_id') === WEB_APP_ID
  if (!beacon && c.req.header(HEADERS.appId) !== WEB_APP_ID) return c.json(failure(403, '缺少应用标识'), 403)
  const origin = c.req.header('origin')
  if (origin !== new URL(c.req.url).origin) return c.json(failure(403, '请求来源不被允许'), 403)
  return undefined
}

async function callService(c: Context<AppEnv>, scene: ApiScene, path: string): Promise<Response> {
  const url = new URL(c.req.url)
  const headers = new Headers()
  for (const name of FORWARDED_HEADERS) {
    const value = c.req.header(name)
    if (value) headers.set(name, value)
  }
  const token = sceneToken(c, scene)
  if (token) headers.set('Authorization', token)
  // The anonymous ad visitor id (not a secret): conversions are tied to its clicks.
  const webId = getCookie(c, COOKIES.webId)
  if (webId && /^[\w-]{8,64}$/.test(webId)) headers.set('X-Web-Id', webId)
  const init: RequestInit = {
    method: c.req.method,
    headers,
    body: isStateChanging(c.req.method) ? await c.req.arrayBuffer() : undefined,
  }
  const origin = upstreamOrigin(c.env, scene)
  if (origin) return fetch(`${origin}${path}${url.search}`, init)
  return BUILT_IN[scene].fetch(new Request(`${url.origin}${path}${url.search}`, init), c.env, c.executionCtx)
}

/** The body of a successful envelope, or null when it must not be cached. */
async function successBody(response: Response): Promise<string | null> {
  if (!response.ok) return null
  const body = await response.text()
  try {
    const parsed = JSON.parse(body) as { code?: unknown }
    return SUCCESS_CODES.includes(parsed.code as 0) ? body : null
  } catch {
    return null
  }
}

async function callCached(c: Context<AppEnv>, scene: ApiScene, path: string, entry: EdgeCached): Promise<Response> {
  let uncacheable: Response | undefined
  const body = await readThrough(
    c.env.CACHE,
    entry.key,
    entry.ttl,
    async () => {
      const response = await callService(c, scene, path)
      const success = await successBody(response.clone())
      if (success === null) uncacheable = response
      return success
    },
    (promise) => c.executionCtx.waitUntil(promise),
  )
  if (body !== null) return c.body(entry.refresh ? entry.refresh(body) : body, 200, { 'content-type': 'application/json; charset=utf-8' })
  return uncacheable!
}

export const gateway = new Hono<AppEnv>().all('/:scene/*', async (c) => {
  const scene = c.req.param('scene') as ApiScene
  if (!API_SCENES.includes(scene)) return c.json(failure(404, '接口不存在'), 404)
  const path = c.req.path.slice(`/api/${scene}`.length) || '/'
  const refused = refuseCrossSite(c, scene, path)
  if (refused) return refused
  const cached = c.req.method === 'GET' ? EDGE_CACHED.find((entry) => entry.scene === scene && entry.path === path) : undefined
  const call = () => (cached ? callCached(c, scene, path, cached) : callService(c, scene, path))
  try {
    // Public reads fall back to their last good answer; live reads and writes go through as they are.
    const response =
      c.req.method === 'GET' && keepsLastGood(path)
        ? await readWithLastGood(c, lastGoodKey(scene, new URL(c.req.url), path), !sceneToken(c, scene), call)
        : await call()
    return await settleTokenCookie(c, scene, path, response)
  } catch (error) {
    log('error', 'gateway.unreachable', { requestId: c.get('requestId'), scene, path, error })
    return c.json(failure(502, '服务暂时不可用，请稍后再试'), 502)
  }
})
