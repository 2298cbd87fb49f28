import { Hono } from 'hono'
import type { AppEnv } from '../../../env'
import { readConfig } from '../../../env'
import { timingSafeEqual } from '../../../auth/secrets'
import { nowSeconds } from '../../../lib/clock'
import { log } from '../../../lib/log'
import { recordScan } from './wechatQr'

/** The official account's message callback (its "server URL" in the WeChat console). */
export const WECHAT_CALLBACK_PATH = '/wechat/oa/callback'

async function sha1Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-1', new TextEncoder().encode(text))
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('')
}

/** WeChat's callback signature: SHA-1 hex of the token, timestamp and nonce, sorted and joined. */
export function callbackSignature(token: string, timestamp: string, nonce: string): Promise<string> {
  return sha1Hex([token, timestamp, nonce].sort().join(''))
}

/** One element of WeChat's flat plaintext XML message, CDATA or not. */
export function xmlField(xml: string, tag: string): string | null {
  const match = new RegExp(`<${tag}>(?:<!\\[CDATA\\[([\\s\\S]*?)\\]\\]>|([^<]*))</${tag}>`).exec(xml)
  return match ? (match[1] ?? match[2] ?? '') : null
}

/**
 * The sub token a scan event is about: `SCAN` (a follower scanned) carries the QR's scene as
 * EventKey, `subscribe` (scanned, then followed) as `qrscene_` + scene.
 */
export function scannedSubToken(xml: string): { subToken: string; openid: string } | null {
  if (xmlField(xml, 'MsgType') !== 'event') return null
  const event = xmlField(xml, 'Event')
  const key = xmlField(xml, 'EventKey') ?? ''
  const openid = xmlField(xml, 'FromUserName')
  if (!openid) return null
  if (event === 'SCAN' && key) return { subToken: key, openid }
  if (event === 'subscribe' && key.startsWith('qrscene_')) return { subToken: key.slice('qrscene_'.length), openid }
  return null
}

/**
 * GET answers WeChat's server-URL check (echostr); POST takes the account's messages in
 * plaintext mode and reports login and rebind QR scans. Every call must carry WeChat's
 * signature with WECHAT_OA_TOKEN; with the sandbox on or no token, the path does not exist.
 */
export const wechatCallbackRoutes = new Hono<AppEnv>()
  .use(async (c, next) => {
    const config = readConfig(c.env)
    const token = config.WECHAT_OA_TOKEN
    if (config.SANDBOX === 'on' || !token) return c.notFound()
    const { signature = '', timestamp = '', nonce = '' } = c.req.query()
    if (!timingSafeEqual(signature, await callbackSignature(token, timestamp, nonce))) return c.text('invalid signature', 403)
    await next()
  })
  .get('/', (c) => c.text(c.req.query('echostr') ?? ''))
  .post('/', async (c) => {
    const scan = scannedSubToken(await c.req.text())
    if (scan) {
      const result = await recordScan(c.env.DB, scan.subToken, scan.openid, nowSeconds())
      log('info', 'wechat.scan', { requestId: c.get('requestId'), ok: result.ok, ...(result.ok ? {} : { reason: result.reason }) })
    }
    // WeChat wants "success" (or an empty body) for every message it should not retry.
    return c.text('success')
  })
