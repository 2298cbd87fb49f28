import { Hono, type Context } from 'hono'
import { log } from '../../../lib/log'
import type * as z from 'zod/mini'
import { ok } from '../../../../shared/contracts/envelope'
import type { qrcodeSchema } from '../../../../shared/contracts/schemas/user'
import { userCalls } from '../../../../shared/contracts/user'
import { QrPurpose, QrScene, ServerCode } from '../../../../shared/enums'
import { SERVER_MESSAGES } from '../../../../shared/messages'
import { wechatProvider, type WechatProvider } from '../../../providers/wechat'
import { servesCallsWithLogin } from '../../../lib/serve'
import { ServiceError } from '../../../lib/serviceApp'
import { readGlobalConfig } from '../config'
import { authenticate, requireUser, unauthorized, type UserEnv } from '../../../auth/authenticate'
import { nowSeconds } from '../../../lib/clock'
import { createQr, issueJumpToken, loginStateOf, readQrState } from './wechatQr'

function provider(c: Context<UserEnv>): WechatProvider {
  const wechat = wechatProvider(c.env)
  if (!wechat) throw new ServiceError(ServerCode.ProviderUnavailable, SERVER_MESSAGES.wechatUnavailable, 503)
  return wechat
}

async function qrcode(c: Context<UserEnv>, purpose: QrPurpose, scene: QrScene, userId: number | null): Promise<z.infer<typeof qrcodeSchema>> {
  const wechat = provider(c)
  const qr = await createQr(c.env.DB, { purpose, scene, userId }, nowSeconds())
  let content: string
  try {
    content = await wechat.qrContent({ origin: new URL(c.req.url).origin, subToken: qr.subToken })
  } catch (error) {
    // No token in KV yet, or WeChat refused the QR: the visitor can log in by SMS meanwhile.
    log('error', 'wechat.qr_failed', { error })
    throw new ServiceError(ServerCode.ProviderUnavailable, SERVER_MESSAGES.wechatUnavailable, 503)
  }
  return { qrcode: content, sub_token: qr.subToken, expires_in: qr.expiresIn }
}

/** The WeChat app id the site is configured with (global config); OAuth codes belong to it. */
async function configuredAppId(db: D1Database): Promise<string> {
  return (await readGlobalConfig(db)).wx_appid
}

/**
 * WeChat login and rebind: QR codes and their scan state, and the in-WeChat-browser OAuth
 * (authorisation page, then the code it returns checked for an openid).
 */
export const wechatRoutes = new Hono<UserEnv>()
const { serve, serveLoggedIn } = servesCallsWithLogin(wechatRoutes, requireUser)

serve(userCalls.oaQrcode, async (c, { query }) => {
  let userId: number | null = null
  if (query.oauth_type === QrPurpose.Rebind) {
    // A rebind QR binds a WeChat to the account asking for it: it needs a login.
    const session = await authenticate(c, 'main')
    if (!session) throw unauthorized()
    userId = session.userId
  }
  return ok(await qrcode(c, query.oauth_type, query.scene, userId))
})

serve(userCalls.oaState, async (c, { query: { sub_token } }) => {
  return ok(await readQrState(c.env.DB, sub_token, QrPurpose.Login, null, nowSeconds()))
})

serve(userCalls.oauthAuthorize, async (c, { query }) => {
  const origin = new URL(c.req.url).origin
  const redirect = new URL(query.redirect_uri, origin)
  if (redirect.origin !== origin) throw new ServiceError(ServerCode.InvalidRequest, SERVER_MESSAGES.invalidRequest, 400)
  const url = provider(c).authorizeUrl({ origin, appId: await configuredAppId(c.env.DB), redirectUri: redirect.href, state: query.state })
  return ok({ url })
})

serve(userCalls.oauthCheck, async (c, { query }) => {
  const wechat = provider(c)
  const db = c.env.DB
  if (query.wx_app_id !== (await configuredAppId(db))) throw new ServiceError(ServerCode.InvalidRequest, SERVER_MESSAGES.invalidRequest, 400)
  const now = nowSeconds()
  const openid = await wechat.openidForCode({ code: query.code, appId: query.wx_app_id, now })
  if (!openid) throw new ServiceError(ServerCode.WechatJumpTokenTimeout, SERVER_MESSAGES.wechatJumpTokenTimeout)
  const state = await loginStateOf(db, openid)
  const jumpToken = await issueJumpToken(db, { openid, purpose: QrPurpose.Login, user_id: null }, now)
  return ok({ state, jump_token: jumpToken })
})

serveLoggedIn(userCalls.rebindQrcode, async (c) => ok(await qrcode(c, QrPurpose.Rebind, QrScene.Web, c.var.session.userId)))

serveLoggedIn(userCalls.rebindState, async (c, { query: { sub_token } }) => {
  return ok(await readQrState(c.env.DB, sub_token, QrPurpose.Rebind, c.var.session.userId, nowSeconds()))
})
