import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { HEADERS } from '../../shared/api'
import { COOKIES } from '../../shared/constants'
import { LOGIN_SCENE_TABLE, loginSceneHeader, loginSceneOfPayment, PaymentScene, type LoginScene } from '../../shared/scenes'
import app from '../app'
import type { Bindings } from '../env'
import { ORIGIN } from '../test/helpers'

/** Every upstream configured, so the gateway's outgoing request can be read. */
const upstreamEnv: Bindings = {
  ...env,
  MAIN_API_ORIGIN: 'https://main.upstream.test',
  ACTIVITY_API_ORIGIN: 'https://activity.upstream.test',
  PAY_API_ORIGIN: 'https://pay.upstream.test',
}

/** One token per scene, each in its own cookie. */
const ALL_COOKIES = `${COOKIES.token}=main-token; ${COOKIES.activityToken}=activity-token; ${COOKIES.activityExToken}=ex-token`
const TOKEN_OF: Record<LoginScene, string> = { main: 'main-token', activity: 'activity-token', activityEx: 'ex-token' }

async function call(path: string, headers: Record<string, string>): Promise<Response> {
  const ctx = createExecutionContext()
  const response = await app.fetch(new Request(`${ORIGIN}${path}`, { headers }), upstreamEnv, ctx)
  const body = await response.arrayBuffer()
  await waitOnExecutionContext(ctx)
  return new Response(body, response)
}

/** The Authorization the upstream received for a call. */
async function authorizationOf(path: string, headers: Record<string, string>): Promise<string | null> {
  const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json({ code: 0, msg: '', data: null }))
  await call(path, { cookie: ALL_COOKIES, ...headers })
  const init = fetch.mock.calls[0]![1]!
  return new Headers(init.headers).get('authorization')
}

const clearedCookies = (response: Response) =>
  response.headers
    .getSetCookie()
    .filter((line) => line.includes('Max-Age=0'))
    .map((line) => line.slice(0, line.indexOf('=')))

afterEach(() => vi.restoreAllMocks())

describe('the gateway attaches the token of the call’s login scene', () => {
  // Payment scenes of spec section 3: 1 official site, 2 activity, 3 activity-ex.
  it.each([
    [PaymentScene.Official, 'main'],
    [PaymentScene.Activity, 'activity'],
    [PaymentScene.ActivityEx, 'activityEx'],
  ] as const)('a pay call of payment scene %s carries the %s token', async (paymentScene, scene) => {
    expect(loginSceneOfPayment(paymentScene)).toBe(scene)
    const header = loginSceneHeader('pay', scene)
    const authorization = await authorizationOf('/api/pay/v1/order/state', header ? { [HEADERS.activityScene]: header } : {})
    expect(authorization).toBe(TOKEN_OF[scene])
  })

  it.each([
    ['/api/main/v1/user/info', undefined, 'main'],
    ['/api/main/v1/user/info', 'ex', 'main'],
    ['/api/activity/v1/common/info', undefined, 'activity'],
    ['/api/activity/v1/common/info', 'ex', 'activityEx'],
    ['/api/activity/v1/common/info', 'main', 'activity'],
    ['/api/pay/v1/product/list', 'nonsense', 'main'],
  ] as const)('%s with header %s carries the %s token', async (path, header, scene) => {
    expect(await authorizationOf(path, header ? { [HEADERS.activityScene]: header } : {})).toBe(TOKEN_OF[scene])
  })

  it.each([
    ['/api/pay/v1/order/state', {}, 'main'],
    ['/api/pay/v1/order/state', { [HEADERS.activityScene]: 'activity' }, 'activity'],
    ['/api/pay/v1/order/state', { [HEADERS.activityScene]: 'ex' }, 'activityEx'],
    ['/api/activity/v1/common/info', { [HEADERS.activityScene]: 'ex' }, 'activityEx'],
  ] as const)('a 401 of %s %j clears the %s cookie only', async (path, headers, scene) => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json({ code: 401, msg: 'expired', data: null }, { status: 401 }))
    const response = await call(path, { cookie: ALL_COOKIES, ...headers })
    expect(response.status).toBe(401)
    expect(clearedCookies(response)).toEqual([LOGIN_SCENE_TABLE[scene].cookie])
  })
})
