import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import fc from 'fast-check'
import { md5 } from 'js-md5'
import { beforeAll, describe, expect, it } from 'vitest'
import { HEADERS, WEB_APP_ID } from '../../../../shared/api'
import { COOKIES } from '../../../../shared/constants'
import { userPaths } from '../../../../shared/contracts/user'
import app from '../../../app'
import { openSession } from '../../../auth/session'
import { DEMO, SANDBOX_ENV } from '../../../test/accounts'
import { resetDatabase } from '../../../test/resetDatabase'
import { ORIGIN } from '../../../test/helpers'
import { mainService } from '../index'

/**
 * No malformed body, header or query to any user-service call may produce a 5xx
 * (ARCHITECTURE decision 9): every call, every method, random JSON values, wrong types,
 * huge strings, broken JSON, other content types and random query strings, both through
 * the gateway and straight at the service.
 */

const PATHS = Object.values(userPaths)
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS']

/** Every field name the contracts know, so random objects often have the right keys with the wrong values. */
const FIELDS = [
  'phone', 'phone_cc', 'scene', 'verify_code', 'source_id', 'jump_token', 'login_method', 'login_scene', 'recover_token',
  'is_delete_org', 'is_immediately', 'phone_list', 'exchange_phone', 'verify_type', 'verify_scene', 'sub_token', 'oauth_type',
  'code', 'wx_app_id', 'redirect_uri', 'state',
]

const HUGE = 'x'.repeat(200_000)

/** Values that pass some rules and fail others. */
const nearlyValid = fc.constantFrom<unknown>(
  DEMO.main.phone, '13800138000 ', '+8613800138000', md5('123456'), md5('123456').toUpperCase(), 0, 1, 2, 3, -1, 1e308, 0.5,
  true, false, null, '', ' ', '1', '/', '//evil.example', 'web_ab12cd34', [DEMO.main.phone], [], {}, HUGE, '\u0000', '𠮷'.repeat(50),
)

const value = fc.oneof(fc.jsonValue({ maxDepth: 3 }), nearlyValid)
const fieldObject = fc.dictionary(fc.constantFrom(...FIELDS), value, { maxKeys: 8 })

/** A body as sent on the wire. */
const rawBody = fc.oneof(
  fieldObject.map((body) => JSON.stringify(body)),
  fc.jsonValue().map((body) => JSON.stringify(body)),
  fc.string({ maxLength: 200 }),
  fc.constantFrom('{', '{"phone":', '[1,2', 'null', '"text"', '{"phone":"13800138000"}garbage', '\u0000\u0001', HUGE, `{"phone":"${HUGE}"}`),
  fc.constant(''),
)

const contentType = fc.constantFrom<string | undefined>(
  'application/json', 'application/json; charset=utf-8', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x',
  'application/xml', 'application/vnd.api+json', 'json', '', undefined,
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
  path: string
  method: string
  query: string
  body?: string
  contentType?: string
  token?: string
  authorization?: string
  ip?: string
  appHeaders: boolean
  direct: boolean
}

/** A fresh live login for each call: a logout among the random calls must not leave the rest unauthenticated. */
function liveToken(): Promise<string> {
  return openSession(env.DB, env.JWT_SECRET!, DEMO.main.id, Math.floor(Date.now() / 1000))
}

async function send(attempt: Attempt): Promise<Response> {
  const headers = new Headers()
  if (attempt.contentType !== undefined) headers.set('content-type', attempt.contentType)
  if (attempt.ip !== undefined) headers.set('cf-connecting-ip', attempt.ip)
  const body = ['GET', 'HEAD'].includes(attempt.method) ? undefined : attempt.body
  const ctx = createExecutionContext()
  let response: Response
  if (attempt.direct) {
    if (attempt.authorization !== undefined) headers.set('authorization', attempt.authorization)
    response = await mainService.fetch(new Request(`${ORIGIN}${attempt.path}${attempt.query}`, { method: attempt.method, headers, body }), SANDBOX_ENV, ctx)
  } else {
    if (attempt.appHeaders) {
      headers.set(HEADERS.appId, WEB_APP_ID)
      headers.set('origin', ORIGIN)
    }
    if (attempt.token !== undefined) headers.set('cookie', `${COOKIES.token}=${attempt.token}`)
    response = await app.fetch(new Request(`${ORIGIN}/api/main${attempt.path}${attempt.query}`, { method: attempt.method, headers, body }), SANDBOX_ENV, ctx)
  }
  const text = await response.text()
  await waitOnExecutionContext(ctx)
  return new Response(text, response)
}

async function expectNo5xx(attempt: Attempt): Promise<void> {
  const response = await send(attempt)
  const label = `${attempt.method} ${attempt.path}${attempt.query.slice(0, 200)} → ${response.status}`
  expect(response.status, label).toBeLessThan(500)
  if (attempt.method !== 'HEAD' && response.headers.get('content-type')?.includes('json')) {
    const envelope = JSON.parse(await response.text()) as { code: unknown; msg: unknown }
    expect(typeof envelope.code, label).toBe('number')
    expect(typeof envelope.msg, label).toBe('string')
  }
}

function attempts(paths: fc.Arbitrary<string>, methods: fc.Arbitrary<string>): fc.Arbitrary<Attempt> {
  return fc.record({
    path: paths,
    method: methods,
    query,
    body: rawBody,
    contentType,
    token: fc.oneof(fc.constant(undefined), headerText, fc.constant('live')),
    authorization: fc.oneof(fc.constant(undefined), headerText, headerText.map((text) => `Bearer ${text}`), fc.constant('live')),
    ip: fc.oneof(fc.constant(undefined), headerText),
    appHeaders: fc.boolean(),
    direct: fc.boolean(),
  })
}

/** 'live' stands for a real token, so many calls reach the rules behind the login check. */
async function withLiveToken(attempt: Attempt): Promise<Attempt> {
  return {
    ...attempt,
    token: attempt.token === 'live' ? await liveToken() : attempt.token,
    authorization: attempt.authorization === 'live' ? await liveToken() : attempt.authorization,
  }
}

beforeAll(resetDatabase)

describe('malformed input never produces a 5xx', () => {
  it.each(PATHS)('%s, with every method and bad bodies of every kind', async (path) => {
    for (const method of METHODS) {
      for (const [body, type] of [
        ['{"phone": ', 'application/json'],
        [HUGE, 'application/json'],
        ['phone=13800138000&scene=0', 'application/x-www-form-urlencoded'],
        [JSON.stringify({ phone: 13800138000, verify_code: ['x'], scene: '0', phone_list: 'x', jump_token: 1 }), 'application/json'],
      ] as const) {
        await expectNo5xx({ path, method, query: '?%E0%A4%A&scene=x', body, contentType: type, token: await liveToken(), appHeaders: true, direct: false })
        await expectNo5xx({ path, method, query: '', body, contentType: type, authorization: await liveToken(), appHeaders: true, direct: true })
      }
    }
  })

  it('for random bodies, headers and queries to every call', async () => {
    await fc.assert(
      fc.asyncProperty(attempts(fc.constantFrom(...PATHS), fc.constantFrom(...METHODS)), async (attempt) => {
        await expectNo5xx(await withLiveToken(attempt))
      }),
      { numRuns: 400 },
    )
  })

  it('for random bodies POSTed with the headers the browser sends', async () => {
    await fc.assert(
      fc.asyncProperty(attempts(fc.constantFrom(...PATHS), fc.constant('POST')), async (attempt) => {
        await expectNo5xx(await withLiveToken({ ...attempt, appHeaders: true, contentType: 'application/json', token: 'live' }))
      }),
      { numRuns: 300 },
    )
  })
})
