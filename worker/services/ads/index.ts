import type { Context } from 'hono'
import { adsCalls } from '../../../shared/contracts/ads'
import type { JsConfig } from '../../../shared/contracts/schemas/ads'
import { ok } from '../../../shared/contracts/envelope'
import { ServerCode } from '../../../shared/enums'
import { readConfig, type AppEnv } from '../../env'
import { nowSeconds } from '../../lib/clock'
import { servesCalls } from '../../lib/serve'
import { WechatNotReadyError, wechatProvider } from '../../providers/wechat'
import { authenticate } from '../../auth/authenticate'
import { ServiceError, createServiceApp } from '../../lib/serviceApp'
import { APP_AUTH_FAILED, handOver } from './appAuth'
import { recordConversion } from './conversions'
import { readLanding } from './landings'
import { registeredAfterLanding, storeReport } from './reports'
import { signedConfig } from './signatureCache'
import { storeTrackEvents } from './tracking'

// What the edge and the sandbox use of ad channels and the JS-SDK signature.
export { CHANNEL_CACHE_KEY, CHANNEL_PARAM, channelLanding, channelMap } from './channels'
export { jsSdkSignature } from './signature'
// The console edits the landings this service reads.
export type { LandingRow } from './landings'

/** The visitor's web_id, which the gateway forwards as a header (cookies stop there). */
function webIdOf(c: Context<AppEnv>): string | null {
  const webId = c.req.header('x-web-id')
  return webId && /^[\w-]{8,64}$/.test(webId) ? webId : null
}

async function userIdOf(c: Context<AppEnv>): Promise<number | null> {
  return (await authenticate(c, 'main'))?.userId ?? null
}

/** The built-in ads service: landings, the ad report, conversions, tracking and the JS-SDK signature. Mounted on main. */
export const adsService = createServiceApp()
const serve = servesCalls(adsService)

serve(adsCalls.landing, async (c, { query }) => {
  const landing = await readLanding(c.env.DB, query.key)
  if (!landing) throw new ServiceError(404, '页面不存在', 404)
  return ok(landing)
})

serve(adsCalls.report, async (c, { body: report }) => {
  const userId = await userIdOf(c)
  const now = nowSeconds()
  const result = await storeReport(c.env.DB, report, userId, now)
  if (result.stored && userId && (await registeredAfterLanding(c.env.DB, report.web_id, userId))) {
    await recordConversion(c.env, { webId: report.web_id, userId, kind: 'registration', ref: `user:${userId}`, now }, (p) => c.executionCtx.waitUntil(p))
  }
  return ok(result)
})

serve(adsCalls.conversion, async (c, { body }) => {
  const stored = await recordConversion(c.env, { webId: webIdOf(c), userId: await userIdOf(c), kind: body.kind, ref: body.ref, now: nowSeconds() }, (p) =>
    c.executionCtx.waitUntil(p),
  )
  return ok({ stored })
})

// A beacon (the record's `beacon`): serve reads its text/plain JSON whatever the declared type.
serve(adsCalls.track, async (c, { body }) => ok({ stored: await storeTrackEvents(c.env, body.session_id, body.events) }))

serve(adsCalls.appAuth, async (c, { body }) => {
  const token = await handOver(c.env.DB, readConfig(c.env).JWT_SECRET, { token: body.token, userId: body.user_id }, nowSeconds())
  if (!token) throw new ServiceError(ServerCode.Unauthorized, APP_AUTH_FAILED, 401)
  return ok({ token })
})

serve(adsCalls.jsConfig, async (c, { body }) => {
  const provider = wechatProvider(c.env)
  if (!provider) throw new ServiceError(503, '微信分享暂不可用', 503)
  let config: JsConfig
  try {
    config = await signedConfig(
      c.env.CACHE,
      body.url,
      nowSeconds(),
      () => provider.jsapiTicket(),
      (p) => c.executionCtx.waitUntil(p),
    )
  } catch (error) {
    // The scheduled refresh has not put a ticket in KV yet: not this request's fault, and never fetched here.
    if (error instanceof WechatNotReadyError) throw new ServiceError(503, '微信分享暂不可用，请稍后再试', 503)
    throw error
  }
  return ok(config)
})
