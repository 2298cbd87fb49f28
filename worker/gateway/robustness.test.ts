import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import fc from 'fast-check'
import { md5 } from 'js-md5'
import { beforeAll, describe, expect, it } from 'vitest'
import { API_SCENES, apiPrefix, HEADERS, WEB_APP_ID, type ApiScene } from '../../shared/api'
import { SERVICE_CALLS } from '../../shared/contracts'
import { ServerCode } from '../../shared/enums'
import { LOGIN_SCENE_TABLE } from '../../shared/scenes'
import app from '../app'
import { openSession } from '../auth/session'
import type { Bindings } from '../env'
import { nowSeconds } from '../lib/clock'
import { BUILT_IN } from './gateway'
import { DEMO, SANDBOX_ENV } from '../test/accounts'
import { ORIGIN } from '../test/helpers'
import { resetDatabase } from '../test/resetDatabase'

/**
 * One net for every service (ARCHITECTURE decision 9): no malformed body, header or query
 * to any declared call may produce a 5xx. The calls are not listed here: every `*Paths`
 * object of every contract module in shared/contracts/ is, so a call is fuzzed from the
 * moment it is declared. Each path goes through the gateway (logged in or not, with and
 * without the browser's headers) and straight at its scene's built-in service.
 *
 * The one 5xx allowed is the documented one (decision 003): 503 with the
 * ProviderUnavailable code, when no SMS or WeChat provider is configured.
 */

const CONTRACTS = import.meta.glob<Record<string, unknown>>(
  ['../../shared/contracts/*.ts', '../../shared/contracts/schemas/*.ts', '!../../shared/contracts/**/*.test.ts'],
  {
    eager: true,
  },
)

interface DeclaredCall {
  module: string
  path: string
  /** The API a record names; a bare path's is found by asking each service. */
  scene?: ApiScene
}

function moduleName(file: string): string {
  return file.replace(/^.*\//, '').replace(/\.ts$/, '')
}

/** Every call record, and every string of every exported `*Paths` object not yet declared as records. */
function declaredCalls(): DeclaredCall[] {
  const calls: DeclaredCall[] = Object.entries(SERVICE_CALLS).flatMap(([module, records]) =>
    Object.values(records).map((record) => ({ module, path: record.path, scene: record.api })),
  )
  for (const [file, exports] of Object.entries(CONTRACTS)) {
    for (const [name, value] of Object.entries(exports)) {
      if (!name.endsWith('Paths') || typeof value !== 'object' || value === null) continue
      for (const path of Object.values(value)) if (typeof path === 'string') calls.push({ module: moduleName(file), path })
    }
  }
  return calls
}

/** Zod schemas, classic or mini, expose their definition here. */
interface SchemaDef {
  type?: string
  shape?: Record<string, unknown>
  options?: unknown[]
  innerType?: unknown
  in?: unknown
  out?: unknown
  element?: unknown
  left?: unknown
  right?: unknown
}

function defOf(value: unknown): SchemaDef | undefined {
  return (value as { _zod?: { def?: SchemaDef } } | null)?._zod?.def
}

/** Every object key any contract schema knows, so random bodies often have the right keys with the wrong values. */
function fieldNames(): string[] {
  const names = new Set<string>()
  const seen = new Set<unknown>()
  const visit = (schema: unknown): void => {
    const def = defOf(schema)
    if (!def || seen.has(schema)) return
    seen.add(schema)
    if (def.shape) {
      for (const [key, field] of Object.entries(def.shape)) {
        names.add(key)
        visit(field)
      }
    }
    for (const child of [...(def.options ?? []), def.innerType, def.in, def.out, def.element, def.left, def.right]) visit(child)
  }
  for (const exports of Object.values(CONTRACTS)) for (const value of Object.values(exports)) visit(value)
  return [...names].sort()
}

const CALLS = declaredCalls()
const FIELDS = fieldNames()
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS']
const NOT_FOUND = '接口不存在'
const HUGE = 'x'.repeat(200_000)
/** Hundreds of requests each: generous, for a machine shared with other test files. */
const PROPERTY_TIMEOUT_MS = 120_000

/** Values that pass some rules and fail others. */
const nearlyValid = fc.constantFrom<unknown>(
  DEMO.main.phone,
  '13800138000 ',
  '+8613800138000',
  md5('123456'),
  md5('123456').toUpperCase(),
  0,
  1,
  2,
  3,
  5,
  6,
  999,
  110000,
  420100,
  2024,
  -1,
  1e308,
  0.5,
  Number.MAX_SAFE_INTEGER + 2,
  true,
  false,
  null,
  '',
  ' ',
  '1',
  'abc',
  '/',
  '//evil.example',
  'web_ab12cd34',
  'ipad',
  [DEMO.main.phone],
  [1, 3],
  [999],
  [],
  {},
  HUGE,
  '\u0000',
  '𠮷'.repeat(50),
  '%',
  '_',
  "'; DROP TABLE users; --",
)

const value = fc.oneof(fc.jsonValue({ maxDepth: 3 }), nearlyValid)
const fieldObject = fc.dictionary(fc.constantFrom(...FIELDS), value, { maxKeys: 10 })

/** A body as sent on the wire. */
const rawBody = fc.oneof(
  fieldObject.map((body) => JSON.stringify(body)),
  fc.jsonValue().map((body) => JSON.stringify(body)),
  fc.string({ maxLength: 200 }),
  fc.constantFrom('{', '{"phone":', '[1,2', 'null', '"text"', '{"phone":"13800138000"}garbage', '\u0000\u0001', HUGE, `{"phone":"${HUGE}"}`),
  fc.constant(''),
)

const contentType = fc.constantFrom<string | undefined>(
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/vnd.api+json',
  'json',
  '',
  undefined,
)

const queryPart = fc.oneof(
  fc.tuple(fc.constantFrom(...FIELDS), fc.oneof(fc.string({ maxLength: 40 }), nearlyValid.map(String))).map(([key, v]) => `${key}=${encodeURIComponent(v)}`),
  fc.constantFrom('%', '%zz', '%E0%A4%A', 'a=%ff%fe', '&&&', '=', 'scene=2&oauth_type=0', 'sub_token=', 'code=%00&wx_app_id=%0A', `q=${HUGE.slice(0, 4000)}`),
  fc.string({ maxLength: 40 }).map((text) => text.replace(/[#\s]/g, '')),
)
const query = fc.array(queryPart, { maxLength: 4 }).map((parts) => (parts.length ? `?${parts.join('&')}` : ''))

/** Header values are Latin-1 without control characters; anything else cannot even be sent. */
const headerText = fc.string({ maxLength: 80 }).map((text) => text.replace(/[^\x20-\x7e]/g, ''))

interface Attempt {
  scene: ApiScene
  path: string
  method: string
  query: string
  body?: string
  contentType?: string
  token?: string
  authorization?: string
  ip?: string
  activityScene?: string
  appHeaders: boolean
  direct: boolean
  sandbox: boolean
}

/** A fresh live login for each call: a logout or cancellation among the random calls must not leave the rest unauthenticated. */
function liveToken(): Promise<string> {
  return openSession(env.DB, env.JWT_SECRET!, DEMO.main.id, nowSeconds())
}

async function send(attempt: Attempt): Promise<Response> {
  const headers = new Headers()
  if (attempt.contentType !== undefined) headers.set('content-type', attempt.contentType)
  if (attempt.ip !== undefined) headers.set('cf-connecting-ip', attempt.ip)
  if (attempt.activityScene !== undefined) headers.set(HEADERS.activityScene, attempt.activityScene)
  const body = ['GET', 'HEAD'].includes(attempt.method) ? undefined : attempt.body
  const bindings: Bindings = attempt.sandbox ? SANDBOX_ENV : env
  const ctx = createExecutionContext()
  let response: Response
  if (attempt.direct) {
    if (attempt.authorization !== undefined) headers.set('authorization', attempt.authorization)
    const request = new Request(`${ORIGIN}${attempt.path}${attempt.query}`, { method: attempt.method, headers, body })
    response = await BUILT_IN[attempt.scene].fetch(request, bindings, ctx)
  } else {
    if (attempt.appHeaders) {
      headers.set(HEADERS.appId, WEB_APP_ID)
      headers.set('origin', ORIGIN)
    }
    if (attempt.token !== undefined) {
      // Every login scene's cookie: whichever scene the call runs in finds its token.
      const cookies = Object.values(LOGIN_SCENE_TABLE).map(({ cookie }) => `${cookie}=${attempt.token}`)
      headers.set('cookie', cookies.join('; '))
    }
    const request = new Request(`${ORIGIN}${apiPrefix(attempt.scene)}${attempt.path}${attempt.query}`, { method: attempt.method, headers, body })
    response = await app.fetch(request, bindings, ctx)
  }
  const text = await response.text()
  await waitOnExecutionContext(ctx)
  return new Response(text, response)
}

/** The documented 5xx (decision 003): no SMS or WeChat provider where the sandbox is off. */
async function isProviderMissing(attempt: Attempt, status: number, code: unknown): Promise<boolean> {
  if (status !== 503 || attempt.sandbox) return false
  if (attempt.method !== 'HEAD') return code === ServerCode.ProviderUnavailable
  // HEAD has no body: the same call as GET says why.
  const response = await send({ ...attempt, method: 'GET' })
  const body = (await response.json().catch(() => null)) as { code?: unknown } | null
  return response.status === 503 && body?.code === ServerCode.ProviderUnavailable
}

async function expectNo5xx(attempt: Attempt): Promise<void> {
  const response = await send(attempt)
  const label = `${attempt.method} ${apiPrefix(attempt.scene)}${attempt.path}${attempt.query.slice(0, 200)} (sandbox ${attempt.sandbox ? 'on' : 'off'}) → ${response.status}`
  const text = await response.text()
  const isJson = attempt.method !== 'HEAD' && response.headers.get('content-type')?.includes('json')
  const envelope = isJson ? (JSON.parse(text) as { code: unknown; msg: unknown }) : undefined
  if (isJson) {
    expect(typeof envelope!.code, label).toBe('number')
    expect(typeof envelope!.msg, label).toBe('string')
  }
  if (await isProviderMissing(attempt, response.status, envelope?.code)) return
  expect(response.status, `${label} ${text.slice(0, 200)}`).toBeLessThan(500)
}

/** The scene whose built-in service routes a path: its module's scene if it serves it, else the first that does. */
const sceneOf = new Map<string, ApiScene>()

async function routes(scene: ApiScene, path: string): Promise<boolean> {
  for (const method of METHODS) {
    const ctx = createExecutionContext()
    const response = await BUILT_IN[scene].fetch(new Request(`${ORIGIN}${path}`, { method }), SANDBOX_ENV, ctx)
    const text = await response.text()
    await waitOnExecutionContext(ctx)
    if (response.status !== 404 || !text.includes(NOT_FOUND)) return true
  }
  return false
}

async function findScenes(): Promise<void> {
  for (const { module, path, scene: declared } of CALLS) {
    if (declared) {
      sceneOf.set(path, declared)
      continue
    }
    const own = (API_SCENES as readonly string[]).includes(module) ? (module as ApiScene) : 'main'
    const candidates = [own, ...API_SCENES.filter((scene) => scene !== own)]
    let found: ApiScene = own
    for (const scene of candidates) {
      if (await routes(scene, path)) {
        found = scene
        break
      }
    }
    sceneOf.set(path, found)
  }
}

const declared = fc.constantFrom(...CALLS.map((call) => call.path))

function attempts(methods: fc.Arbitrary<string>): fc.Arbitrary<Attempt> {
  return fc
    .record({
      path: declared,
      method: methods,
      query,
      body: rawBody,
      contentType,
      token: fc.oneof(fc.constant(undefined), headerText, fc.constant('live')),
      authorization: fc.oneof(
        fc.constant(undefined),
        headerText,
        headerText.map((text) => `Bearer ${text}`),
        fc.constant('live'),
      ),
      ip: fc.oneof(fc.constant(undefined), headerText),
      activityScene: fc.oneof(fc.constant(undefined), fc.constantFrom(...Object.values(LOGIN_SCENE_TABLE).map(({ header }) => header)), headerText),
      appHeaders: fc.boolean(),
      direct: fc.boolean(),
      sandbox: fc.oneof({ arbitrary: fc.constant(true), weight: 4 }, { arbitrary: fc.constant(false), weight: 1 }),
    })
    .map((attempt) => ({ ...attempt, scene: sceneOf.get(attempt.path) ?? 'main' }))
}

/** 'live' stands for a real token, so many calls reach the rules behind the login check. */
async function withLiveToken(attempt: Attempt): Promise<Attempt> {
  return {
    ...attempt,
    token: attempt.token === 'live' ? await liveToken() : attempt.token,
    authorization: attempt.authorization === 'live' ? await liveToken() : attempt.authorization,
  }
}

beforeAll(async () => {
  await resetDatabase()
  await findScenes()
}, PROPERTY_TIMEOUT_MS)

describe('every declared call', () => {
  it('is found in the contract modules, with the field names of their schemas', () => {
    const paths = CALLS.map((call) => call.path)
    expect(paths.length).toBeGreaterThan(30)
    expect(new Set(paths).size, 'a path declared twice').toBe(paths.length)
    expect(CALLS.map((call) => call.module)).toEqual(expect.arrayContaining(['user', 'common', 'content', 'download', 'config']))
    expect(FIELDS).toEqual(expect.arrayContaining(['phone', 'verify_code', 'province_id', 'keyword', 'redirect_uri']))
  })
})

describe('malformed input never produces a 5xx', () => {
  it.each(CALLS.map((call) => call.path))(
    '%s, with every method and bad bodies of every kind',
    async (path) => {
      const scene = sceneOf.get(path) ?? 'main'
      for (const method of METHODS) {
        for (const [body, type] of [
          ['{"phone": ', 'application/json'],
          [HUGE, 'application/json'],
          ['phone=13800138000&scene=0', 'application/x-www-form-urlencoded'],
          [
            JSON.stringify({ phone: 13800138000, verify_code: ['x'], scene: '0', phone_list: 'x', jump_token: 1, type: '1', province_id: 'x' }),
            'application/json',
          ],
        ] as const) {
          const common = { scene, path, method, body, contentType: type, appHeaders: true, sandbox: true }
          await expectNo5xx({ ...common, query: '?%E0%A4%A&scene=x&id=-1', token: await liveToken(), direct: false })
          await expectNo5xx({ ...common, query: '', authorization: await liveToken(), direct: true })
        }
      }
    },
    PROPERTY_TIMEOUT_MS,
  )

  it(
    'for random bodies, headers and queries to every call',
    async () => {
      await fc.assert(
        fc.asyncProperty(attempts(fc.constantFrom(...METHODS)), async (attempt) => {
          await expectNo5xx(await withLiveToken(attempt))
        }),
        { numRuns: 400 },
      )
    },
    PROPERTY_TIMEOUT_MS,
  )

  it(
    'for random bodies POSTed with the headers the browser sends',
    async () => {
      await fc.assert(
        fc.asyncProperty(attempts(fc.constant('POST')), async (attempt) => {
          await expectNo5xx(await withLiveToken({ ...attempt, appHeaders: true, contentType: 'application/json', token: 'live', direct: false }))
        }),
        { numRuns: 300 },
      )
    },
    PROPERTY_TIMEOUT_MS,
  )
})
