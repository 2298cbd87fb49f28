import { Hono } from 'hono'
import { isbot } from 'isbot'
import { forwardOf, mayEnter } from '../../shared/guard'
import { matchRoute } from '../../shared/matchRoute'
import { resolveViewer } from '../auth/viewer'
import { readConfig, type AppEnv, type WorkerFetch } from '../env'
import { WECHAT_JSSDK_URL } from '../middleware/securityHeaders'
import { SANDBOX_JSSDK_PATHS } from '../sandbox/jssdk'
import { renderDocument } from '../ssr/render'
import { captureAdClicks, captureSource } from './capture'
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
    const { entry } = matchRoute(url.pathname)
    const viewer = await resolveViewer(c)
    if (!mayEnter(entry, viewer, c.req.header('cookie'))) return c.redirect('/', 302)
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
    const landing = entry.page === 'ad' ? await landingHead(c, url) : undefined

    const cookie = c.req.header('cookie')
    const waitForAll = isbot(c.req.header('user-agent') ?? '')
    const body = renderDocument({
      request: c.req.raw,
      entry,
      viewer,
      nonce: c.get('nonce'),
      waitForAll,
      fetchApi: (request) => {
        const headers = new Headers(request.headers)
        if (cookie) headers.set('cookie', cookie)
        return Promise.resolve(fetchApi(new Request(request, { headers }), c.env, c.executionCtx))
      },
      onError: (error) => console.error(`SSR error on ${url.pathname}`, error),
      head: { ...landing?.head, wechatSdk: readConfig(c.env).SANDBOX === 'on' ? SANDBOX_JSSDK_PATHS.script : WECHAT_JSSDK_URL },
      seed: landing?.seed,
    })
    const headers = {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'private, no-store',
      vary: 'Cookie',
    }
    if (waitForAll) {
      const html = new Uint8Array(await new Response(body).arrayBuffer())
      return c.body(html, entry.status, { ...headers, 'content-length': String(html.byteLength) })
    }
    return c.body(body, entry.status, headers)
  })
}
