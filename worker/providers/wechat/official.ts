import type { WechatProvider } from './provider'
import { WechatNotReadyError } from './provider'

export const WECHAT_API_ORIGIN = 'https://api.weixin.qq.com'
export const WECHAT_OPEN_ORIGIN = 'https://open.weixin.qq.com'

/** Where the scheduled job leaves the official account's credentials for every request to read. */
export const OA_CREDENTIALS_KEY = 'wechat:oa:credentials'

/** WeChat's access token and jsapi_ticket live 7200 s; refresh when less than this is left (the cron runs every 5 minutes). */
const REFRESH_MARGIN_SECONDS = 20 * 60

export interface OfficialAccountConfig {
  appId: string
  secret: string
  /** Tests point this at a fake peer. */
  apiOrigin?: string
}

export interface OaCredentials {
  accessToken: string
  ticket: string
  /** Unix seconds when the earlier of the two expires. */
  expiresAt: number
  refreshedAt: number
}

interface WechatAnswer {
  errcode?: number
  errmsg?: string
}

export class WechatApiError extends Error {
  constructor(
    readonly api: string,
    readonly errcode: number,
    errmsg: string,
  ) {
    super(`WeChat ${api} failed: ${errcode} ${errmsg}`)
  }
}

async function callWechat<T extends WechatAnswer>(api: string, url: string, init?: RequestInit): Promise<T> {
  const response = await fetch(url, init)
  if (!response.ok) throw new WechatApiError(api, response.status, response.statusText)
  const body = (await response.json()) as T
  if (body.errcode) throw new WechatApiError(api, body.errcode, body.errmsg ?? '')
  return body
}

function origin(config: OfficialAccountConfig): string {
  return (config.apiOrigin ?? WECHAT_API_ORIGIN).replace(/\/+$/, '')
}

/** The stable access token (cgi-bin/stable_token): the same token to every caller until it expires, so a retried job does not void it. */
export async function fetchAccessToken(config: OfficialAccountConfig): Promise<{ accessToken: string; expiresIn: number }> {
  const body = await callWechat<WechatAnswer & { access_token: string; expires_in: number }>('stable_token', `${origin(config)}/cgi-bin/stable_token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ grant_type: 'client_credential', appid: config.appId, secret: config.secret }),
  })
  return { accessToken: body.access_token, expiresIn: body.expires_in }
}

/** The JS-SDK ticket (cgi-bin/ticket/getticket?type=jsapi) of an access token. */
export async function fetchJsapiTicket(config: OfficialAccountConfig, accessToken: string): Promise<{ ticket: string; expiresIn: number }> {
  const query = new URLSearchParams({ access_token: accessToken, type: 'jsapi' })
  const body = await callWechat<WechatAnswer & { ticket: string; expires_in: number }>('getticket', `${origin(config)}/cgi-bin/ticket/getticket?${query}`)
  return { ticket: body.ticket, expiresIn: body.expires_in }
}

export async function readOaCredentials(kv: KVNamespace): Promise<OaCredentials | null> {
  return kv.get<OaCredentials>(OA_CREDENTIALS_KEY, 'json')
}

/**
 * The scheduled refresh: when the stored token and ticket are missing or near their expiry,
 * fetch both and write them to KV in one put. A run with fresh credentials in KV does
 * nothing, so a doubled or retried run is harmless.
 */
export async function refreshOaCredentials(kv: KVNamespace, config: OfficialAccountConfig, now: number): Promise<'fresh' | 'refreshed'> {
  const stored = await readOaCredentials(kv)
  if (stored && stored.expiresAt - now > REFRESH_MARGIN_SECONDS) return 'fresh'
  const token = await fetchAccessToken(config)
  const ticket = await fetchJsapiTicket(config, token.accessToken)
  const credentials: OaCredentials = {
    accessToken: token.accessToken,
    ticket: ticket.ticket,
    expiresAt: now + Math.min(token.expiresIn, ticket.expiresIn),
    refreshedAt: now,
  }
  // KV keeps it a little past expiry at most; a stale record is refreshed by the next run.
  await kv.put(OA_CREDENTIALS_KEY, JSON.stringify(credentials), { expirationTtl: Math.max(60, credentials.expiresAt - now) })
  return 'refreshed'
}

/** The stored credentials, live; a missing or expired record is WechatNotReadyError. */
async function liveCredentials(kv: KVNamespace, now: number): Promise<OaCredentials> {
  const stored = await readOaCredentials(kv)
  if (!stored || stored.expiresAt <= now)
    throw new WechatNotReadyError('WeChat official-account credentials are not in KV yet; the scheduled refresh has not run')
  return stored
}

/** OAuth (sns/oauth2/access_token): the openid, and the user access token, of an authorisation code. */
export async function exchangeOauthCode(
  config: OfficialAccountConfig,
  code: string,
): Promise<{ openid: string; accessToken: string; scope: string; unionid?: string }> {
  const query = new URLSearchParams({ appid: config.appId, secret: config.secret, code, grant_type: 'authorization_code' })
  const body = await callWechat<WechatAnswer & { openid: string; access_token: string; scope: string; unionid?: string }>(
    'oauth2/access_token',
    `${origin(config)}/sns/oauth2/access_token?${query}`,
  )
  return { openid: body.openid, accessToken: body.access_token, scope: body.scope, ...(body.unionid ? { unionid: body.unionid } : {}) }
}

export interface WechatUserinfo {
  openid: string
  nickname: string
  headimgurl: string
  unionid?: string
}

/** sns/userinfo: the profile behind an snsapi_userinfo grant (not used by the snsapi_base login). */
export async function fetchOauthUserinfo(config: OfficialAccountConfig, accessToken: string, openid: string): Promise<WechatUserinfo> {
  const query = new URLSearchParams({ access_token: accessToken, openid, lang: 'zh_CN' })
  const body = await callWechat<WechatAnswer & WechatUserinfo>('sns/userinfo', `${origin(config)}/sns/userinfo?${query}`)
  return { openid: body.openid, nickname: body.nickname, headimgurl: body.headimgurl, ...(body.unionid ? { unionid: body.unionid } : {}) }
}

/** WeChat's OAuth errors for a bad code: invalid (40029), used (40163), expired (42003). */
const BAD_CODE_ERRORS = new Set([40029, 40163, 42003])

/**
 * The real official account. Its token and ticket come only from KV (written by the
 * scheduled refresh), never fetched per request. Login QR codes are temporary parametric
 * QR codes whose scene is the sub token: WeChat pushes the scan to the account's message
 * callback, which must report it (see docs/decisions/016).
 */
export function officialWechat(config: OfficialAccountConfig, kv: KVNamespace, clock: () => number): WechatProvider {
  return {
    async qrContent({ subToken }) {
      const { accessToken } = await liveCredentials(kv, clock())
      const body = await callWechat<WechatAnswer & { ticket: string; url: string; expire_seconds: number }>(
        'qrcode/create',
        `${origin(config)}/cgi-bin/qrcode/create?${new URLSearchParams({ access_token: accessToken })}`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ expire_seconds: 300, action_name: 'QR_STR_SCENE', action_info: { scene: { scene_str: subToken } } }),
        },
      )
      // `url` is what the QR image encodes.
      return body.url
    },

    authorizeUrl({ redirectUri, state }) {
      const query = new URLSearchParams({ appid: config.appId, redirect_uri: redirectUri, response_type: 'code', scope: 'snsapi_base', state })
      return `${WECHAT_OPEN_ORIGIN}/connect/oauth2/authorize?${query}#wechat_redirect`
    },

    async openidForCode({ code, appId }) {
      if (appId !== config.appId) return null
      try {
        return (await exchangeOauthCode(config, code)).openid
      } catch (error) {
        if (error instanceof WechatApiError && BAD_CODE_ERRORS.has(error.errcode)) return null
        throw error
      }
    },

    async jsapiTicket() {
      const { ticket } = await liveCredentials(kv, clock())
      return { appId: config.appId, ticket }
    },
  }
}
