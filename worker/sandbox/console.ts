import { serveStandInSdk, verifyStandInConfig } from './jssdk'
import { Hono, type Context } from 'hono'
import { z } from 'zod'
import type { AppEnv } from '../env'
import { readConfig } from '../env'
import { inbox, latestCode } from '../providers/sms/sandbox'
import { issueSandboxOauthCode } from '../providers/wechat/sandbox'
import { sameSiteUrl } from '../../shared/sameSite'
import { MAINLAND_PHONE } from '../../shared/validators'
import { nowSeconds } from '../lib/clock'
import { pendingQrs } from '../services/main'
import { accessPlayer } from './accessPlayer'
import { adsPlayer } from './adsPlayer'
import { applePlayer } from './applePlayer'
import { pointsPlayer } from './pointsPlayer'
import { sandboxPayConsole } from './payConsole'
import { authorizePage, consolePage, orgScanPage, SANDBOX_STYLE, scanPage } from './views'
import { confirmScan } from '../services/activity'
import { boundWechats, chooseOpenid, scanAsSchema, scanQr } from './wechatPlayer'

const scanRequest = scanAsSchema.extend({ sub_token: z.string().min(1).max(128) })

const authorizeRequest = z.object({
  appid: z.string().min(1).max(64),
  redirect_uri: z.string().min(1).max(2048),
  state: z.string().max(128).default(''),
})

/** Form posts and query strings, decoded without ever throwing. */
async function formOf(c: Context<AppEnv>): Promise<Record<string, string>> {
  return Object.fromEntries(new URLSearchParams(new TextDecoder().decode(await c.req.arrayBuffer())))
}

function queryOf(c: Context<AppEnv>): Record<string, string> {
  return Object.fromEntries(new URL(c.req.url).searchParams)
}

async function scanView(c: Context<AppEnv>, subToken: string, message?: string) {
  const db = c.env.DB
  const qr = await db
    .prepare(
      'SELECT q.purpose, q.state, q.expires_at, q.user_id, u.phone FROM wechat_qr_sessions q LEFT JOIN users u ON u.id = q.user_id WHERE q.sub_token = ?',
    )
    .bind(subToken)
    .first<{ purpose: number; state: number; expires_at: number; user_id: number | null; phone: string | null }>()
  return scanPage({ subToken, qr, bound: await boundWechats(db), message, now: nowSeconds() })
}

/**
 * The sandbox console (ARCHITECTURE decision 7): it plays SMS and WeChat for local runs
 * and tests. It exists only when `SANDBOX` is on; otherwise every path under it is 404.
 */
export const sandboxConsole = new Hono<AppEnv>()
  .use(async (c, next) => {
    if (readConfig(c.env).SANDBOX !== 'on') return c.text('Not Found', 404)
    c.header('cache-control', 'no-store')
    await next()
  })
  .get('/console.css', (c) => c.body(SANDBOX_STYLE, 200, { 'content-type': 'text/css; charset=utf-8' }))
  .get('/', async (c) => {
    const db = c.env.DB
    const now = nowSeconds()
    const [entries, pending, bound] = await Promise.all([inbox(db), pendingQrs(db, now), boundWechats(db)])
    return c.html(consolePage({ inbox: entries, pending, bound, now }))
  })
  // JSON for tests: the latest code sent to a phone.
  .get('/sms', async (c) => {
    const phone = queryOf(c).phone ?? ''
    if (!MAINLAND_PHONE.test(phone)) return c.json({ error: 'phone must be a mainland mobile number' }, 400)
    const entry = await latestCode(c.env.DB, phone)
    return entry ? c.json(entry) : c.json({ error: `no code sent to ${phone}` }, 404)
  })
  // Plays the payment channels and the invoicing office (worker/sandbox/payConsole.ts).
  .route('/pay', sandboxPayConsole)
  // The receive-free storage's mini-program code (GET shows it, POST plays the scan; JSON for tests).
  .get('/activity/scan', async (c) => {
    const token = queryOf(c).token ?? ''
    const row = await c.env.DB.prepare('SELECT scanned_at FROM activity_org_info WHERE scan_token = ?').bind(token).first<{ scanned_at: number | null }>()
    return c.html(orgScanPage({ token, found: row !== null, done: row?.scanned_at != null }))
  })
  .post('/activity/scan', async (c) => {
    const form = c.req.header('content-type')?.includes('json') ? ((await c.req.json().catch(() => ({}))) as Record<string, string>) : await formOf(c)
    const token = typeof form.token === 'string' ? form.token : ''
    const confirmed = await confirmScan(c.env.DB, token, nowSeconds())
    if (c.req.header('content-type')?.includes('json')) return c.json({ confirmed })
    return c.html(orgScanPage({ token, found: true, done: true }))
  })
  // The stand-in WeChat JS-SDK and its signature check.
  .get('/wechat/jweixin.js', serveStandInSdk)
  // The ad reports the built-in ads service stored (JSON): see adsPlayer.ts.
  .route('/ads', adsPlayer)
  // Plays Cloudflare Access for the operator console (accessPlayer.ts).
  .route('/access', accessPlayer)
  .post('/wechat/js_verify', verifyStandInConfig)
  .get('/wechat/scan', async (c) => c.html(await scanView(c, queryOf(c).sub_token ?? '')))
  // JSON for tests, or the console's forms (which come back to the scan page).
  .post('/wechat/scan', async (c) => {
    const isJson = (c.req.header('content-type') ?? '').includes('json')
    let input: unknown
    try {
      input = isJson ? await c.req.json() : await formOf(c)
    } catch {
      return c.json({ error: 'body must be JSON' }, 400)
    }
    const parsed = scanRequest.safeParse(input)
    if (!parsed.success) return c.json({ error: 'expected { sub_token, as: "new" | "bound", openid? }' }, 400)
    const result = await scanQr(c.env.DB, parsed.data.sub_token, parsed.data, nowSeconds())
    if (isJson) return c.json(result.body, result.status)
    const message = result.status === 200 ? `已扫码 / Scanned as ${result.body.openid}` : `扫码失败 / Scan failed: ${result.body.error}`
    return c.html(await scanView(c, parsed.data.sub_token, message), result.status)
  })
  // WeChat's OAuth page, with WeChat's parameters (appid, redirect_uri, state).
  .get('/wechat/authorize', async (c) => {
    const parsed = authorizeRequest.safeParse(queryOf(c))
    const bound = await boundWechats(c.env.DB)
    if (!parsed.success || !sameSiteUrl(parsed.data.redirect_uri, new URL(c.req.url).origin)) {
      return c.html(authorizePage({ appId: '', redirectUri: '', state: '', bound, error: '参数错误 / Bad appid or redirect_uri' }), 400)
    }
    return c.html(authorizePage({ appId: parsed.data.appid, redirectUri: parsed.data.redirect_uri, state: parsed.data.state, bound }))
  })
  .post('/wechat/authorize', async (c) => {
    const form = await formOf(c)
    const parsed = authorizeRequest.safeParse(form)
    const as = scanAsSchema.safeParse(form)
    const target = parsed.success ? sameSiteUrl(parsed.data.redirect_uri, new URL(c.req.url).origin) : null
    if (!parsed.success || !as.success || !target) return c.text('Bad request', 400)
    const choice = await chooseOpenid(c.env.DB, as.data, null)
    if (!choice.ok) return c.text(choice.error, 400)
    const code = await issueSandboxOauthCode(c.env.DB, choice.openid, parsed.data.appid, nowSeconds())
    target.searchParams.set('code', code)
    target.searchParams.set('state', parsed.data.state)
    return c.redirect(target.href, 302)
  })
  // The desktop app's export reports and the points mall (JSON): see pointsPlayer.ts.
  // Apple's authorisation page for Sign in with Apple: see applePlayer.ts.
  .route('/apple', applePlayer)
  .route('/points', pointsPlayer)
