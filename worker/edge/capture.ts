import type { Context } from 'hono'
import { log } from '../lib/log'
import { getCookie, setCookie } from 'hono/cookie'
import { AD_CLICK_PARAMS, COOKIES } from '../../shared/constants'
import type { AppEnv } from '../env'

const MAX_PARAM_LENGTH = 256
const THIRTY_DAYS = 30 * 24 * 60 * 60

function cookieOptions(c: Context<AppEnv>) {
  const secure = new URL(c.req.url).protocol === 'https:'
  return { path: '/', sameSite: 'Lax' as const, secure, maxAge: THIRTY_DAYS }
}

/** A query value safe to keep: present, short, printable. */
function cleanParam(url: URL, name: string): string | undefined {
  const value = url.searchParams.get(name)?.trim()
  if (!value || value.length > MAX_PARAM_LENGTH || !/^[\w.~:@%+=/-]+$/.test(value)) return undefined
  return value
}

/** Keeps the source channel (`sId`, `_uuid`) for later sign-ups and purchases. */
export function captureSource(c: Context<AppEnv>, url: URL): void {
  const sourceId = cleanParam(url, 'sId')
  if (sourceId && /^\d+$/.test(sourceId)) setCookie(c, COOKIES.sourceId, sourceId, cookieOptions(c))
  const uuid = cleanParam(url, '_uuid')
  if (uuid) setCookie(c, COOKIES.sourceUuid, uuid, cookieOptions(c))
}

/** Records ad click ids (spec section 3) against the visitor's web_id cookie. */
export function captureAdClicks(c: Context<AppEnv>, url: URL): void {
  const clicks = Object.entries(AD_CLICK_PARAMS)
    .map(([platform, name]) => ({ platform: Number(platform), clickId: cleanParam(url, name) }))
    .filter((click): click is { platform: number; clickId: string } => click.clickId !== undefined)
  if (clicks.length === 0) return
  let webId = getCookie(c, COOKIES.webId)
  if (!webId || !/^[\w-]{8,64}$/.test(webId)) {
    webId = crypto.randomUUID()
    setCookie(c, COOKIES.webId, webId, { ...cookieOptions(c), maxAge: 365 * 24 * 60 * 60 })
  }
  const clickUri = `${url.pathname}${url.search}`.slice(0, 1024)
  const insert = c.env.DB.prepare('INSERT INTO ad_clicks (web_id, platform, click_id, click_uri) VALUES (?, ?, ?, ?)')
  c.executionCtx.waitUntil(
    c.env.DB.batch(clicks.map((click) => insert.bind(webId, click.platform, click.clickId, clickUri))).catch((error: unknown) => {
      log('error', 'ads.click_record_failed', { error })
    }),
  )
}
