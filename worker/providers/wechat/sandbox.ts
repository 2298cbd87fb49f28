import { randomToken } from '../../auth/secrets'
import type { WechatProvider } from './provider'

/** OAuth codes of the sandbox's authorise page live as long as WeChat's do. */
const OAUTH_CODE_SECONDS = 5 * 60

/** Paths of the sandbox console that play WeChat's side. */
export const SANDBOX_WECHAT_PATHS = { scan: '/__sandbox/wechat/scan', authorize: '/__sandbox/wechat/authorize' } as const

/** The sandbox official account of the JS-SDK: a fixed appid and ticket, checked by the stand-in SDK. */
export const SANDBOX_JSSDK = { appId: 'wx0sandbox0jssdk0', ticket: 'sandbox-jsapi-ticket-0000000000000000' } as const

/**
 * The sandbox plays WeChat: its QR codes open the sandbox scan page, its authorisation
 * page is the sandbox console's, and the codes that page hands out map to openids here.
 */
export function sandboxWechat(db: D1Database): WechatProvider {
  return {
    async qrContent({ origin, subToken }) {
      return `${origin}${SANDBOX_WECHAT_PATHS.scan}?sub_token=${encodeURIComponent(subToken)}`
    },

    authorizeUrl({ origin, appId, redirectUri, state }) {
      // The same parameters as https://open.weixin.qq.com/connect/oauth2/authorize.
      const query = new URLSearchParams({ appid: appId, redirect_uri: redirectUri, response_type: 'code', scope: 'snsapi_base', state })
      return `${origin}${SANDBOX_WECHAT_PATHS.authorize}?${query}`
    },

    async jsapiTicket() {
      return { appId: SANDBOX_JSSDK.appId, ticket: SANDBOX_JSSDK.ticket }
    },

    async openidForCode({ code, appId, now }) {
      const row = await db
        .prepare(
          `UPDATE sandbox_oauth_codes SET used_at = ?1
           WHERE code = ?2 AND app_id = ?3 AND used_at IS NULL AND created_at > ?1 - ${OAUTH_CODE_SECONDS}
           RETURNING openid`,
        )
        .bind(now, code, appId)
        .first<{ openid: string }>()
      return row?.openid ?? null
    },
  }
}

/** What the sandbox's authorise page does when the tester approves: a one-off code for the openid. */
export async function issueSandboxOauthCode(db: D1Database, openid: string, appId: string, now: number): Promise<string> {
  const code = randomToken(16)
  await db.prepare('INSERT INTO sandbox_oauth_codes (code, openid, app_id, created_at) VALUES (?, ?, ?, ?)').bind(code, openid, appId, now).run()
  return code
}

/** A fresh openid for "scan as a new WeChat user". */
export function newSandboxOpenid(): string {
  return `sandbox-${randomToken(12)}`
}
