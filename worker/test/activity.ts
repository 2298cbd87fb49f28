import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { md5 } from 'js-md5'
import { expect } from 'vitest'
import { HEADERS, WEB_APP_ID, type ApiScene } from '../../shared/api'
import { COOKIES } from '../../shared/constants'
import { activityCalls } from '../../shared/contracts/activity'
import app from '../app'
import { readInbox, SANDBOX_CAPTCHA, SANDBOX_ENV } from './accounts'
import { resetDatabase } from './resetDatabase'
import { ORIGIN } from './helpers'
import { nowSeconds } from '../lib/clock'

/** Worker-test helpers of the activity service (imported by its tests only). */

/** The accounts and every service's demo data (db/demo-activity.sql among them), as `npm start` applies them. */
export const resetActivityDemo = resetDatabase

export interface Jar {
  [cookie: string]: string
}

export interface ActivityCall {
  scene?: ApiScene
  body?: unknown
  jar?: Jar
  ex?: boolean
}

/** A browser call through the gateway with a cookie jar; Set-Cookie lines update the jar. */
export async function call<T = unknown>(path: string, { scene = 'activity', body, jar = {}, ex = false }: ActivityCall = {}) {
  const headers = new Headers({ [HEADERS.appId]: WEB_APP_ID, origin: ORIGIN, 'cf-connecting-ip': `198.51.100.${Math.floor(Math.random() * 250)}` })
  const cookies = Object.entries(jar).map(([name, value]) => `${name}=${value}`)
  if (cookies.length) headers.set('cookie', cookies.join('; '))
  if (ex) headers.set(HEADERS.activityScene, 'ex')
  if (body !== undefined) headers.set('content-type', 'application/json')
  const ctx = createExecutionContext()
  const response = await app.fetch(
    new Request(`${ORIGIN}/api/${scene}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
    SANDBOX_ENV,
    ctx,
  )
  const text = await response.text()
  await waitOnExecutionContext(ctx)
  for (const line of response.headers.getSetCookie()) {
    const [pair] = line.split(';')
    const [name, value] = pair!.split('=') as [string, string]
    if (value) jar[name] = value
    else delete jar[name]
  }
  const envelope = JSON.parse(text) as { code: number; msg: string; data: T }
  return { ...envelope, status: response.status }
}

/** Logs a phone in to an activity scene (login or login_ex) and returns the jar holding its cookie. */
export async function activityLogin(phone: string, jar: Jar = {}, ex = false): Promise<Jar> {
  const sent = await call(activityCalls.sendVerifyCode.path, { body: { phone, captcha_verify_param: SANDBOX_CAPTCHA }, jar })
  expect(sent, JSON.stringify(sent)).toMatchObject({ code: 0 })
  const verify_code = md5((await readInbox(phone)).code)
  const login = await call(ex ? activityCalls.loginEx.path : activityCalls.login.path, { body: { phone, verify_code }, jar, ex })
  expect(login, JSON.stringify(login)).toMatchObject({ code: 0 })
  expect(jar[ex ? COOKIES.activityExToken : COOKIES.activityToken]).toBeTruthy()
  return jar
}

/** The demo activity user 13700137015 (no official-site account), who buys on the activity pages. */
export const ACTIVITY_BUYER = 902

/** demo-aggregate's 基础版 offer card, its package and price, and the gift a purchase of it earns. */
export const BASIC_CARD = { id: 2, productId: 1002, price: 29900, giftId: 1 }

/** A purchase trace of demo-aggregate's card, as the activity page records one before ordering. */
export async function traceFor(userId: number, cardId: number): Promise<string> {
  const traceId = crypto.randomUUID()
  await env.DB.prepare("INSERT INTO activity_package_traces (trace_id, user_id, activity_uuid, card_id, created_at) VALUES (?, ?, 'demo-aggregate', ?, ?)")
    .bind(traceId, userId, cardId, nowSeconds())
    .run()
  return traceId
}
