import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { HEADERS, WEB_APP_ID } from '../../shared/api'
import { COOKIES } from '../../shared/constants'
import app from '../app'
import { openSession } from '../auth/session'
import type { Bindings } from '../env'
import { nowSeconds } from '../lib/clock'
import type { PayNotification } from '../providers/pay'
import { PAY_NOTIFY_PATH, SIGNATURE_HEADER, signSandboxNotification } from '../providers/pay/sandbox'
import { DEMO, SANDBOX_ENV, type Envelope } from './accounts'
import { ORIGIN } from './helpers'
import { resetDatabase } from './resetDatabase'

/** Every table back to the demo state `npm start` has, the payment service's demo data included. */
export const resetPay = resetDatabase

/** A live session for a demo account, as a login would open it. */
export function tokenFor(userId: number): Promise<string> {
  return openSession(env.DB, env.JWT_SECRET!, userId, nowSeconds())
}

/** The demo state again and a fresh session of the demo main account, where most pay tests start. */
export async function resetPayAsDemo(): Promise<string> {
  await resetPay()
  return tokenFor(DEMO.main.id)
}

export interface PayCall {
  method?: string
  body?: unknown
  rawBody?: string
  token?: string
  headers?: Record<string, string>
  bindings?: Bindings
}

/** A browser call through the gateway's payment scene (`/api/pay…`). */
export async function callPay(path: string, call: PayCall = {}): Promise<Response> {
  const method = call.method ?? (call.body === undefined && call.rawBody === undefined ? 'GET' : 'POST')
  const headers = new Headers({ [HEADERS.appId]: WEB_APP_ID, origin: ORIGIN, ...call.headers })
  if (call.token) headers.set('cookie', `${COOKIES.token}=${call.token}`)
  const body = call.rawBody ?? (call.body === undefined ? undefined : JSON.stringify(call.body))
  if (body !== undefined) headers.set('content-type', 'application/json')
  const ctx = createExecutionContext()
  const response = await app.fetch(new Request(`${ORIGIN}/api/pay${path}`, { method, headers, body }), call.bindings ?? SANDBOX_ENV, ctx)
  const bytes = await response.arrayBuffer()
  await waitOnExecutionContext(ctx)
  return new Response(bytes, response)
}

export async function payApi<T = unknown>(path: string, call: PayCall = {}): Promise<Envelope<T> & { status: number; response: Response }> {
  const response = await callPay(path, call)
  const text = await response.clone().text()
  let body: Envelope<T>
  try {
    body = JSON.parse(text) as Envelope<T>
  } catch {
    throw new Error(`not JSON (${response.status} ${response.headers.get('content-type')}): ${text.slice(0, 200)}`)
  }
  return { ...body, status: response.status, response }
}

/** A request outside /api (notify endpoint, sandbox console). */
export async function callRaw(path: string, init: RequestInit = {}, bindings: Bindings = SANDBOX_ENV): Promise<Response> {
  const ctx = createExecutionContext()
  const response = await app.fetch(new Request(`${ORIGIN}${path}`, init), bindings, ctx)
  const bytes = await response.arrayBuffer()
  await waitOnExecutionContext(ctx)
  return new Response(bytes, response)
}

/** Posts a notification to the sandbox channel's notify endpoint, signed unless a signature is given. */
export async function postNotification(notification: PayNotification, signature?: string): Promise<{ status: number; msg: string }> {
  const signed = await signSandboxNotification(env.JWT_SECRET!, notification)
  const response = await callRaw(`${PAY_NOTIFY_PATH}/sandbox`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature ?? signed.signature },
    body: signed.body,
  })
  const body = (await response.json()) as { msg: string }
  return { status: response.status, msg: body.msg }
}

export function paidNotification(outTradeNo: string, amount: number): PayNotification {
  return { kind: 'paid', out_trade_no: outTradeNo, amount, channel_trade_no: `wx-${outTradeNo}`, time: nowSeconds() }
}

/** Creates an order through order/create_ex and returns its trade number. */
export async function createOrder(token: string, product_id: number, pay_type = 6, extra: Record<string, unknown> = {}): Promise<string> {
  const response = await callPay('/v1/order/create_ex', { token, body: { app_id: 1, product_id, pay_type, buy_source_id: 924, activity_uuid: '', ...extra } })
  const tradeNo = response.headers.get('out_trade_no')
  if (response.status !== 200 || !tradeNo) throw new Error(`create_ex failed: ${response.status} ${await response.text()}`)
  return tradeNo
}

export async function orderAmount(outTradeNo: string): Promise<number> {
  return (await env.DB.prepare('SELECT amount FROM pay_orders WHERE out_trade_no = ?').bind(outTradeNo).first<number>('amount'))!
}

export async function creditCount(outTradeNo: string): Promise<number> {
  return (await env.DB.prepare('SELECT COUNT(*) AS n FROM pay_credits WHERE out_trade_no = ?').bind(outTradeNo).first<number>('n'))!
}

/** Opens (or closes) the global config's promotion purchase window around now; no sec-kill. */
export async function promotionWindow(open: boolean) {
  const now = nowSeconds()
  const [start, end] = open ? [now - 3600, now + 3600] : [now - 7200, now - 3600]
  await env.DB.prepare(
    'UPDATE ow_config SET seckill_purchase_start_at = 0, seckill_purchase_end_at = 0, promotion_purchase_start_at = ?, promotion_purchase_end_at = ? WHERE id = 1',
  )
    .bind(start, end)
    .run()
}
