import { Hono } from 'hono'
import { isbot } from 'isbot'
import { forwardOf, mayEnter } from '../../shared/guard'
import { matchRoute } from '../../shared/matchRoute'
import { resolveViewer } from '../auth/viewer'
import { readConfig, type AppEnv, type WorkerFetch } from '../env'
import { WECHAT_JSSDK_URL } from '../middleware/securityHeaders'
import { SANDBOX_JSSDK_PATHS } from '../sandbox/jssdk'
import { log } from '../lib/log'
import { renderDocument } from '../ssr/render'
import { checkActivity } from './activityCheck'
import { captureAdClicks, captureSource } from './capture'
import { isCacheablePage, PAGE_CACHE_HEADER, keepPage, keptPage, pageCacheKey } from './pageCache'
import { CHANNEL_PARAM } from '../services/ads/channels'
import { landingHead } from '../ssr/adLandingHead'
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
    // The header shows the official-site login; the guard checks the page's own scene.
    const viewer = await resolveViewer(c, 'main')
    const sceneViewer = entry.loginScene === 'main' ? viewer : await resolveViewer(c, entry.loginScene)
    if (!mayEnter(entry, sceneViewer, c.req.header('cookie'))) return c.redirect('/', 302)
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
    const landing = entry.page === 'ad' ? await landingHead(url, anonymousRead) : undefined

    const activity = await checkActivity(entry, params, url.origin, anonymousRead)
    if (activity.kind === 'redirect') return c.redirect(activity.to, 302)
    const status = activity.status ?? entry.status

    const cookie = c.req.header('cookie')
    const waitForAll = isbot(c.req.header('user-agent') ?? '')
    const headers = {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'private, no-store',
      vary: 'Cookie',
    }
    const nonce = c.get('nonce')
    const cacheKey = isCacheablePage(entry, [viewer, sceneViewer], waitForAll) ? await pageCacheKey(c.env.DB, url) : null
    const kept = cacheKey ? keptPage(cacheKey, nonce) : undefined
    if (kept) return c.body(kept.html, kept.status as 200, { ...headers, [PAGE_CACHE_HEADER]: 'hit' })

    let rendered: (complete: boolean) => void = () => undefined
    const complete = new Promise<boolean>((resolve) => (rendered = resolve))
    const body = renderDocument({
      request: c.req.raw,
      entry,
      viewers: { main: viewer, [entry.loginScene]: sceneViewer },
      nonce,
      waitForAll,
      fetchApi: (request) => {
        const headers = new Headers(request.headers)
        if (cookie) headers.set('cookie', cookie)
        return Promise.resolve(fetchApi(new Request(request, { headers }), c.env, c.executionCtx))
      },
      onError: (error) => log('error', 'ssr.failed', { requestId: c.get('requestId'), path: url.pathname, error }),
      onRendered: rendered,
      head: { ...landing?.head, wechatSdk: readConfig(c.env).SANDBOX === 'on' ? SANDBOX_JSSDK_PATHS.script : WECHAT_JSSDK_URL },
      landing: landing?.landing,
    })
    if (cacheKey) {
      const [toVisitor, toCache] = body.tee()
      c.executionCtx.waitUntil(
        Promise.all([new Response(toCache).text(), complete]).then(([html, whole]) => {
          if (whole) keepPage(cacheKey, html, nonce, status)
        }),
      )
      return c.body(toVisitor, status, { ...headers, [PAGE_CACHE_HEADER]: 'miss' })
    }
    if (waitForAll) {
      const html = new Uint8Array(await new Response(body).arrayBuffer())
      return c.body(html, status, { ...headers, 'content-length': String(html.byteLength) })
    }
    return c.body(body, status, headers)
  })
}
