import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { md5 } from 'js-md5'
import { expect } from 'vitest'
import { HEADERS, WEB_APP_ID } from '../../shared/api'
import { COOKIES } from '../../shared/constants'
import { userCalls } from '../../shared/contracts/user'
import { LoginKind, LoginType } from '../../shared/enums'
import app from '../app'
import type { Bindings } from '../env'
import { ORIGIN } from './helpers'

/** The bindings of a local run: the sandbox plays SMS and WeChat. */
export const SANDBOX_ENV: Bindings = { ...env, SANDBOX: 'on' }

/** Demo accounts of db/demo.sql, by what they show. */
export const DEMO = {
  main: { id: 1, phone: '13800138000' },
  noPackages: { id: 2, phone: '13900139000' },
  subAccount: { id: 3, phone: '13800138001' },
  vip: { id: 4, phone: '13800138002' },
  merchantCancelling: { id: 5, phone: '13800138003' },
  revenueShare: { id: 6, phone: '13800138004' },
  coolingPeriod: { id: 7, phone: '13800138005' },
  wechatBound: { id: 8, phone: '13800138006', openid: 'sandbox-demo-hejing' },
  cannotChangePhone: { id: 9, phone: '13800138007' },
} as const

export interface Call {
  method?: string
  body?: unknown
  /** A raw body (broken JSON, another content type); wins over `body`. */
  rawBody?: string
  contentType?: string
  token?: string
  ip?: string
  headers?: Record<string, string>
  bindings?: Bindings
}

/** A browser call through the gateway (`/api/main…`), with the token cookie and the headers the API client sends. */
export async function callApi(path: string, call: Call = {}): Promise<Response> {
  const method = call.method ?? (call.body === undefined && call.rawBody === undefined ? 'GET' : 'POST')
  const headers = new Headers({ [HEADERS.appId]: WEB_APP_ID, origin: ORIGIN, 'cf-connecting-ip': call.ip ?? '203.0.113.7', ...call.headers })
  if (call.token) headers.set('cookie', `${COOKIES.token}=${call.token}`)
  let body: string | undefined
  if (call.rawBody !== undefined) body = call.rawBody
  else if (call.body !== undefined) body = JSON.stringify(call.body)
  if (body !== undefined) headers.set('content-type', call.contentType ?? 'application/json')
  const ctx = createExecutionContext()
  const response = await app.fetch(new Request(`${ORIGIN}/api/main${path}`, { method, headers, body }), call.bindings ?? SANDBOX_ENV, ctx)
  const bytes = await response.arrayBuffer()
  await waitOnExecutionContext(ctx)
  return new Response(bytes, response)
}

export interface Envelope<T = unknown> {
  code: number
  msg: string
  data: T
}

/** Calls and reads the envelope. */
export async function api<T = unknown>(path: string, call: Call = {}): Promise<Envelope<T> & { status: number; response: Response }> {
  const response = await callApi(path, call)
  const body = (await response.clone().json()) as Envelope<T>
  return { ...body, status: response.status, response }
}

/** A page or console request outside /api. */
export async function callPath(path: string, init: RequestInit = {}, bindings: Bindings = SANDBOX_ENV): Promise<Response> {
  const ctx = createExecutionContext()
  const response = await app.fetch(new Request(`${ORIGIN}${path}`, init), bindings, ctx)
  const bytes = await response.arrayBuffer()
  await waitOnExecutionContext(ctx)
  return new Response(bytes, response)
}

/** The latest code the sandbox "texted" to a phone (as the sandbox console's JSON shows it). */
export async function readInbox(phone: string): Promise<{ phone: string; code: string; scene: number; sent_at: number }> {
  const response = await callPath(`/__sandbox/sms?phone=${phone}`)
  expect(response.status).toBe(200)
  return response.json()
}

/** What a browser that passed the sandbox captcha sends (the sandbox passes any non-empty token). */
export const SANDBOX_CAPTCHA = 'sandbox-captcha-passed'

/**
 * Sends a code and returns its MD5, as the browser would send it: with a passed captcha,
 * so tests that send many codes from one address are not stopped at the captcha.
 */
export async function codeFor(phone: string, scene: LoginType = LoginType.Login, call: Call = {}): Promise<string> {
  const sent = await api(userCalls.sendVerifyCode.path, { ...call, body: { phone, scene, captcha_verify_param: SANDBOX_CAPTCHA } })
  expect(sent, JSON.stringify(sent)).toMatchObject({ status: 200, code: 0 })
  return md5((await readInbox(phone)).code)
}

/** The token the gateway set as the HttpOnly cookie, or null when it set none (or cleared it). */
export function cookieToken(response: Response): string | null {
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith(`${COOKIES.token}=`))
  const value = cookie?.slice(COOKIES.token.length + 1).split(';')[0]
  return value ? value : null
}

/** Logs in by phone code through the gateway and returns the cookie's token. */
export async function loginByPhone(phone: string, call: Call = {}): Promise<string> {
  const verify_code = await codeFor(phone, LoginType.Login, call)
  const response = await callApi(userCalls.login.path, { ...call, body: { phone, verify_code, login_method: LoginKind.VerifyCode } })
  const token = cookieToken(response)
  expect(token, await response.clone().text()).toBeTruthy()
  return token!
}

export function wrongMd5(codeMd5: string): string {
  return codeMd5 === md5('000000') ? md5('000001') : md5('000000')
}

/** Plays a WeChat scan of a QR through the sandbox's JSON endpoint. */
export async function sandboxScan(sub_token: string, as: 'new' | 'bound', openid?: string): Promise<Response> {
  return callPath('/__sandbox/wechat/scan', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ sub_token, as, openid }),
  })
}

/** A rebind QR of the logged-in account, scanned in the sandbox: the jump token its state poll answers. */
export async function rebindJumpToken(token: string, as: 'new' | 'bound', openid?: string): Promise<string> {
  const qr = await api<{ sub_token: string }>(userCalls.rebindQrcode.path, { token })
  expect(qr.code).toBe(0)
  expect((await sandboxScan(qr.data.sub_token, as, openid)).status).toBe(200)
  const state = await api<{ state: number; jump_token: string }>(`${userCalls.rebindState.path}?sub_token=${qr.data.sub_token}`, { token })
  expect(state.data.state).toBe(3)
  return state.data.jump_token
}
