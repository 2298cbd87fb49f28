import { Hono, type Context } from 'hono'
import { isbot } from 'isbot'
import { ANONYMOUS } from '../../shared/access'
import { forwardOf, mayEnter } from '../../shared/guard'
import { matchRoute } from '../../shared/matchRoute'
import { BoundedMap } from '../../shared/boundedMap'
import { hasSceneToken, hasSessionCookie, resolveViewer } from '../auth/viewer'
import type { RouteEntry } from '../../shared/routes'
import type { PageViewers, Prepared } from '../ssr/render'
import { readConfig, type AppEnv, type WorkerFetch } from '../env'
import { WECHAT_JSSDK_URL } from '../middleware/securityHeaders'
import { SANDBOX_JSSDK_PATHS } from '../sandbox/jssdk'
import { log } from '../lib/log'
import { renderDocument } from '../ssr/render'
import { documentShell } from '../ssr/document'
import { checkActivity } from './activityCheck'
import { contentStatus } from './contentCheck'
import { captureAdClicks, captureSource } from './capture'
import { isCacheablePage, PAGE_CACHE_HEADER, pageCacheSlot } from './pageCache'
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
    const status = activity.status ?? (await contentStatus(entry, params, url, anonymousRead)) ?? entry.status

    const cookie = c.req.header('cookie')
    const waitForAll = isCrawler(c.req.header('user-agent') ?? '')
    const headers = {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'private, no-store',
      vary: 'Cookie',
    }
    const nonce = c.get('nonce')
    // The cache keeps what follows the document's shell, so the shell goes out before the
    // content version is read; on a miss, an ad landing's head is read from its landing.
    const cache = isCacheablePage(entry, hasSessionCookie(c), waitForAll) ? pageCacheSlot(c.env.DB, url, (work) => c.executionCtx.waitUntil(work)) : undefined
    // A kept page under a content version read moments ago goes out whole: no read, no stream.
    const whole = cache?.now(documentShell(entry), nonce)
    if (whole) return c.body(whole, status, { ...headers, [PAGE_CACHE_HEADER]: 'on', 'content-length': String(whole.byteLength) })
    const prepare = async (): Promise<Prepared> => {
      const kept = await cache?.kept(nonce)
      if (kept) return { kept }
      if (entry.page === 'ad') return (await landingHead(url, anonymousRead, c.env.ASSETS)) ?? {}
      if (entry.page === 'home') return { head: { firstPaint: await homeFirstPaint(c.env.ASSETS, url.origin) } }
      // An activity page's head carries that activity's share card, read afresh (these pages are never kept).
      if (entry.page === 'activity' || entry.page === 'campaign') return { head: await activityHead(url, entry, params.uuid, anonymousRead) }
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
      keep: cache && ((afterShell) => c.executionCtx.waitUntil(cache.keep(afterShell, nonce))),
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
