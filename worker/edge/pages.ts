import { Hono, type Context } from 'hono'
import { isbot } from 'isbot'
import { ANONYMOUS } from '../../shared/access'
import { forwardOf, mayEnter } from '../../shared/guard'
import { matchRoute } from '../../shared/matchRoute'
import { BoundedMap } from '../../shared/boundedMap'
import { carriesSessionCookie, hasSceneToken, hasSessionCookie, resolveViewer } from '../auth/viewer'
import { ACTIVITY_PAGE_MODULES, type RouteEntry } from '../../shared/routes'
import type { PageViewers, Prepared } from '../ssr/render'
import { readConfig, type AppEnv, type Bindings, type WorkerFetch } from '../env'
import { createNonce, setSecurityHeaders, WECHAT_JSSDK_URL, type SecurityOptions } from '../middleware/securityHeaders'
import { carriesBookmark } from '../middleware/d1Session'
import { REQUEST_ID_HEADER, requestIdOf } from '../middleware/requestId'
import { SANDBOX_JSSDK_PATHS } from '../sandbox/jssdk'
import { log } from '../lib/log'
import { renderDocument } from '../ssr/render'
import { documentShell } from '../ssr/document'
import { checkActivity } from './activityCheck'
import { contentStatus } from './contentCheck'
import { captureAdClicks, captureSource } from './capture'
import { contentVersion, isCacheablePage, keptWhole, PAGE_CACHE_HEADER, pageCacheSlot, type WholePage } from './pageCache'
import { CHANNEL_PARAM } from '../services/ads'
import { landingHead } from '../ssr/adLandingHead'
import { activityHead } from '../ssr/activityHead'
import { homeFirstPaint } from '../ssr/firstPaint'
import { resolveChannel } from './ads'

/**
 * Page requests. The edge decides before React runs (ARCHITECTURE decision 2): match
 * the route (unknown: 404 page), guard it (not allowed: home), capture the source
 * channel and ad clicks, then stream the page.
 */
export function pageRoutes(fetchApi: WorkerFetch) {
  return new Hono<AppEnv>().get('*', async (c) => {
    const url = new URL(c.req.url)
    const { entry, params } = matchRoute(url.pathname)
    // The header shows the official-site login; the guard checks the page's own scene. No page
    // looks the session up before its shell and head have gone out: the render asks for it.
    let looked: Promise<PageViewers> | undefined
    const viewers = () => (looked ??= lookUpViewers(c, entry))
    // A guard that needs no lookup decides now, with a 302 (no token in the scene: a visitor).
    // One that needs the session decides after the head; a refusal then leaves in the document.
    const needsSession = entry.requires === 'login' && hasSceneToken(c, entry.loginScene)
    if (entry.requires !== 'none' && !needsSession && !mayEnter(entry, ANONYMOUS, c.req.header('cookie'))) return c.redirect('/', 302)
    const admitted = needsSession ? async () => mayEnter(entry, (await viewers())[entry.loginScene]!, c.req.header('cookie')) : undefined
    const forward = forwardOf(entry, url.pathname)
    if (forward) return c.redirect(forward, 302)

    // A traffic-channel link lands on its activity, with the source recorded there.
    const channelTarget = url.searchParams.has(CHANNEL_PARAM) ? await resolveChannel(c, url) : null
    if (channelTarget) {
      const target = new URL(channelTarget, url)
      captureSource(c, target)
      captureAdClicks(c, target)
      return c.redirect(channelTarget, 302)
    }

    captureSource(c, url)
    captureAdClicks(c, url)
    const anonymousRead = (request: Request) => Promise.resolve(fetchApi(request, c.env, c.executionCtx))
    const activity = await checkActivity(entry, params, url.origin, anonymousRead)
    if (activity.kind === 'redirect') return c.redirect(activity.to, 302)

    const cookie = c.req.header('cookie')
    const waitForAll = isCrawler(c.req.header('user-agent') ?? '')
    const headers = PAGE_HEADERS
    const nonce = c.get('nonce')
    // The cache keeps what follows the document's shell, so the shell goes out before the
    // content version is read; on a miss, an ad landing's head is read from its landing.
    const keepAlive = (work: Promise<unknown>) => c.executionCtx.waitUntil(work)
    const cache = isCacheablePage(entry, hasSessionCookie(c), waitForAll) ? pageCacheSlot(c.env.DB, url, keepAlive) : undefined
    // A kept page under a content version read moments ago goes out whole, under the status it
    // was kept with (a guide's is known then): no read, no stream, no content check.
    const whole = cache?.now(documentShell(entry), nonce)
    if (whole) return c.body(whole.body, whole.status, wholeHeaders(whole))
    const status = activity.status ?? (await contentStatus(entry, params, url, anonymousRead, () => contentVersion(c.env.DB, keepAlive))) ?? entry.status
    const prepare = async (): Promise<Prepared> => {
      const kept = await cache?.kept(nonce)
      if (kept) return { kept }
      if (entry.page === 'ad') return (await landingHead(url, anonymousRead, c.env.ASSETS)) ?? {}
      if (entry.page === 'home') return { head: { firstPaint: await homeFirstPaint(c.env.ASSETS, url.origin) } }
      // An activity page's head carries that activity's share card, read afresh (these pages are never kept).
      if (ACTIVITY_PAGE_MODULES.has(entry.page)) return { head: await activityHead(url, entry, params.uuid, anonymousRead) }
      return {}
    }

    const body = renderDocument({
      request: c.req.raw,
      entry,
      viewers,
      nonce,
      waitForAll,
      fetchApi: (request) => {
        const headers = new Headers(request.headers)
        if (cookie) headers.set('cookie', cookie)
        return Promise.resolve(fetchApi(new Request(request, { headers }), c.env, c.executionCtx))
      },
      onError: (error) => log('error', 'ssr.failed', { requestId: c.get('requestId'), path: url.pathname, error }),
      keep: cache && ((afterShell) => c.executionCtx.waitUntil(cache.keep(afterShell, nonce, status))),
      prepare,
      admitted,
      head: { wechatSdk: readConfig(c.env).SANDBOX === 'on' ? SANDBOX_JSSDK_PATHS.script : WECHAT_JSSDK_URL },
    })
    if (cache) return c.body(body, status, { ...headers, [PAGE_CACHE_HEADER]: 'on' })
    if (waitForAll) {
      const html = new Uint8Array(await new Response(body).arrayBuffer())
      return c.body(html, status, { ...headers, 'content-length': String(html.byteLength) })
    }
    return c.body(body, status, headers)
  })
}

/** A page's own headers: HTML for this visitor alone, stored by no browser or proxy. */
const PAGE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'private, no-store',
  vary: 'Cookie',
}

/** The headers of a kept page going out whole: its length known, marked as the cache's. */
function wholeHeaders(page: WholePage): Record<string, string> {
  return { ...PAGE_HEADERS, [PAGE_CACHE_HEADER]: 'on', 'content-length': String(page.body.byteLength) }
}

/**
 * An anonymous GET of a kept page, answered whole ahead of the app's middleware (decision 044):
 * what the page route and the middleware answer for it, headers and all, without Hono's
 * dispatch, the D1 session or the route's checks, none of which such a request needs. It has
 * no query (no channel to follow, no click or source to capture, one address per page), no
 * session or D1 bookmark cookie, no crawler's agent, nothing to forward, no activity to check;
 * its page is kept and fresh under a trusted content version. Anything else answers nothing,
 * and the request goes the usual way.
 */
export function servedKept(request: Request, env: Bindings, security: SecurityOptions): Response | undefined {
  if (request.method !== 'GET') return undefined
  const url = new URL(request.url)
  if (url.search) return undefined
  const { entry, params } = matchRoute(url.pathname)
  const cookie = request.headers.get('cookie') ?? undefined
  if (params.uuid !== undefined || forwardOf(entry, url.pathname) || carriesBookmark(cookie)) return undefined
  if (!isCacheablePage(entry, carriesSessionCookie(cookie), isCrawler(request.headers.get('user-agent') ?? ''))) return undefined
  try {
    readConfig(env)
  } catch {
    return undefined // a misconfigured deploy fails through the app, loudly
  }
  const nonce = createNonce()
  const page = keptWhole(url, documentShell(entry), nonce)
  if (!page) return undefined
  const response = new Response(page.body, { status: page.status, headers: wholeHeaders(page) })
  setSecurityHeaders(response.headers, nonce, security, env)
  response.headers.set(REQUEST_ID_HEADER, requestIdOf(request))
  return response
}

/** What isbot said of recent user agents: its pattern is long, and a kept page costs little else (decision 013). */
const crawlerAgents = new BoundedMap<string, boolean>(500)

function isCrawler(userAgent: string): boolean {
  let crawler = crawlerAgents.get(userAgent)
  if (crawler === undefined) crawlerAgents.set(userAgent, (crawler = isbot(userAgent)))
  return crawler
}

/** The viewer of the official site's login (the header's) and of the page's own scene, looked up once each. */
async function lookUpViewers(c: Context<AppEnv>, entry: RouteEntry): Promise<PageViewers> {
  const main = await resolveViewer(c, 'main')
  return { main, [entry.loginScene]: entry.loginScene === 'main' ? main : await resolveViewer(c, entry.loginScene) }
}
