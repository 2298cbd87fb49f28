import type { Context } from 'hono'
import {
  adReportRequest,
  adsPaths,
  appAuthRequest,
  conversionRequest,
  jsConfigRequest,
  landingQuery,
  trackRequest,
  type JsConfig,
} from '../../../shared/contracts/ads'
import { ok } from '../../../shared/contracts/envelope'
import { ServerCode } from '../../../shared/enums'
import { readConfig, type AppEnv } from '../../env'
import { nowSeconds } from '../../lib/clock'
import { readJson, readJsonText, readQuery } from '../../lib/input'
import { WechatNotReadyError, wechatProvider } from '../../providers/wechat'
import { authenticate } from '../../auth/authenticate'
import { ServiceError, createServiceApp } from '../../lib/serviceApp'
import { APP_AUTH_FAILED, handOver } from './appAuth'
import { recordConversion } from './conversions'
import { readLanding } from './landings'
import { registeredAfterLanding, storeReport } from './reports'
import { signedConfig } from './signatureCache'
import { storeTrackEvents } from './tracking'

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
  .get(adsPaths.landing, async (c) => {
    const { key } = readQuery(c, landingQuery)
    const landing = await readLanding(c.env.DB, key)
    if (!landing) throw new ServiceError(404, '页面不存在', 404)
    return c.json(ok(landing))
  })

  .post(adsPaths.report, async (c) => {
    const report = await readJson(c, adReportRequest)
    const userId = await userIdOf(c)
    const now = nowSeconds()
    const result = await storeReport(c.env.DB, report, userId, now)
    if (result.stored && userId && (await registeredAfterLanding(c.env.DB, report.web_id, userId))) {
      await recordConversion(c.env, { webId: report.web_id, userId, kind: 'registration', ref: `user:${userId}`, now }, (p) => c.executionCtx.waitUntil(p))
    }
    return c.json(ok(result))
  })

  .post(adsPaths.conversion, async (c) => {
    const body = await readJson(c, conversionRequest)
    const stored = await recordConversion(
      c.env,
      { webId: webIdOf(c), userId: await userIdOf(c), kind: body.kind, ref: body.ref, now: nowSeconds() },
      (p) => c.executionCtx.waitUntil(p),
    )
    return c.json(ok({ stored }))
  })

  .post(adsPaths.track, async (c) => {
    // Beacons arrive as text/plain: the JSON is read whatever the declared type.
    const body = readJsonText(await c.req.text(), trackRequest)
    return c.json(ok({ stored: await storeTrackEvents(c.env, body.session_id, body.events) }))
  })

  .post(adsPaths.appAuth, async (c) => {
    const body = await readJson(c, appAuthRequest)
    const token = await handOver(c.env.DB, readConfig(c.env).JWT_SECRET, { token: body.token, userId: body.user_id }, nowSeconds())
    if (!token) throw new ServiceError(ServerCode.Unauthorized, APP_AUTH_FAILED, 401)
    return c.json(ok({ token }))
  })

  .post(adsPaths.jsConfig, async (c) => {
    const { url } = await readJson(c, jsConfigRequest)
    const provider = wechatProvider(c.env)
    if (!provider) throw new ServiceError(503, '微信分享暂不可用', 503)
    let config: JsConfig
    try {
      config = await signedConfig(c.env.CACHE, url, nowSeconds(), () => provider.jsapiTicket(), (p) => c.executionCtx.waitUntil(p))
    } catch (error) {
      // The scheduled refresh has not put a ticket in KV yet: not this request's fault, and never fetched here.
      if (error instanceof WechatNotReadyError) throw new ServiceError(503, '微信分享暂不可用，请稍后再试', 503)
      throw error
    }
    return c.json(ok(config))
  })
