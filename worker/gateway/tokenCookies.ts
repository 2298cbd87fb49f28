import type { Context } from 'hono'
import { generateCookie } from 'hono/cookie'
import { HEADERS, type ApiScene } from '../../shared/api'
import { SUCCESS_CODES } from '../../shared/contracts/envelope'
import { ALL_CALLS } from '../../shared/contracts'
import type { CookieEffect } from '../../shared/contracts/call'
import { LOGIN_SCENE_TABLE, loginSceneOfCall, type LoginScene } from '../../shared/scenes'
import { TOKEN_LIFETIME_SECONDS } from '../auth/token'
import type { AppEnv } from '../env'

/**
 * The calls that log in or out, per API, read from the call records' `cookie`. Which cookie
 * a call sets is its login scene's (`requestLoginScene`), so one activity login path serves
 * both activity scenes.
 */
const TOKEN_COOKIE_CALLS: readonly { scene: ApiScene; path: string; effect: CookieEffect }[] = ALL_CALLS.flatMap((record) =>
  record.cookie ? [{ scene: record.api, path: record.path, effect: record.cookie }] : [],
)

/** The login scene of a gateway request to `api`: the API's own, or the one its `X-Activity-Scene` header names. */
export function requestLoginScene(c: Context<AppEnv>, api: ApiScene): LoginScene {
  return loginSceneOfCall(api, c.req.header(HEADERS.activityScene))
}

/** The cookie that holds the token of a login scene. */
export function tokenCookieName(scene: LoginScene): string {
  return LOGIN_SCENE_TABLE[scene].cookie
}

function tokenCookie(c: Context<AppEnv>, name: string, token: string | null): string {
  return generateCookie(name, token ?? '', {
    httpOnly: true,
    secure: new URL(c.req.url).protocol === 'https:',
    sameSite: 'Lax',
    path: '/',
    ...(token === null ? { maxAge: 0, expires: new Date(0) } : { maxAge: TOKEN_LIFETIME_SECONDS }),
  })
}

/** A success envelope, parsed, or null. */
function successEnvelope(body: string): { code: number; data?: unknown } | null {
  try {
    const parsed = JSON.parse(body) as { code?: unknown; data?: unknown } | null
    return parsed && SUCCESS_CODES.includes(parsed.code as 0) ? (parsed as { code: number; data?: unknown }) : null
  } catch {
    return null
  }
}

/**
 * The service's answer as the browser gets it, with the token cookie of the call's login
 * scene set or cleared (a 401 clears that scene's cookie only).
 */
export async function settleTokenCookie(c: Context<AppEnv>, scene: ApiScene, path: string, response: Response): Promise<Response> {
  const effect = c.req.method === 'POST' ? TOKEN_COOKIE_CALLS.find((call) => call.scene === scene && call.path === path)?.effect : undefined
  const headers = new Headers(response.headers)
  const name = tokenCookieName(requestLoginScene(c, scene))
  let body: BodyInit | null = response.body
  let cookie: string | undefined

  if (response.status === 401 || effect === 'clear') {
    cookie = tokenCookie(c, name, null)
  } else if (effect === 'issue' || effect === 'clearOnSuccess') {
    const text = await response.text()
    body = text
    const envelope = response.ok ? successEnvelope(text) : null
    const data = envelope?.data as { token?: unknown } | undefined
    if (effect === 'clearOnSuccess' && envelope) {
      cookie = tokenCookie(c, name, null)
    } else if (effect === 'issue' && typeof data?.token === 'string') {
      cookie = tokenCookie(c, name, data.token)
      delete data.token
      body = JSON.stringify(envelope)
      headers.delete('content-length')
    }
  }
  if (cookie) {
    headers.append('set-cookie', cookie)
    headers.set('cache-control', 'no-store')
  }
  return new Response(body, { status: response.status, statusText: response.statusText, headers })
}
