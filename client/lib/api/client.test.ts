import { describe, expect, it, vi } from 'vitest'
import * as z from 'zod/mini'
import { defineCall } from '../../../shared/contracts/call'
import { envelope } from '../../../shared/contracts/envelope'
import { ApiError, createApiClient, type ApiCall, type FailureDataSchemas } from './client'

const ORIGIN = 'https://www.example.test'
const response = envelope(z.object({ a: z.number() }))

type Reply = Response | Error

const json = (body: unknown, init: ResponseInit = {}) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' }, ...init })

/** A fetch that records each request and answers with the next scripted reply (the last one repeats). */
function fakeFetch(...replies: Reply[]) {
  const requests: Request[] = []
  const fetch = vi.fn(async (request: Request) => {
    requests.push(request)
    const reply = replies.length > 1 ? replies.shift()! : replies[0]!
    if (reply instanceof Error) throw reply
    return reply.clone()
  })
  return { fetch, requests }
}

function setup(...replies: Reply[]) {
  const fake = fakeFetch(...replies)
  const onUnauthorized = vi.fn()
  const onError = vi.fn()
  const client = createApiClient({ origin: ORIGIN, fetch: fake.fetch, onUnauthorized, onError })
  return { ...fake, onUnauthorized, onError, client }
}

type Overrides = Partial<Omit<ApiCall<typeof response>, 'response' | 'failureData'>> & {
  response?: () => Promise<typeof response>
  failureData?: () => Promise<FailureDataSchemas>
}

/** A call record and its input, from the fields the client's rules turn on. */
function call(overrides: Overrides = {}) {
  const {
    scene = 'main',
    method = 'GET',
    path = '/v1/thing',
    response: load = async () => response,
    failureData,
    retries,
    login,
    silent,
    query,
    body,
  } = overrides
  const record = defineCall({ api: scene, method, path, retries, schemas: async () => ({ response: await load(), failureData: await failureData?.() }) })
  // The rules under test read the input as sent; its typing is the records' business (typed per record elsewhere).
  return [record, { login, silent, query, body } as never] as const
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  )
  expect(error).toBeInstanceOf(ApiError)
  return error as ApiError
}

const ok = json({ code: 0, msg: 'success', data: { a: 1 } })
const unavailable = () => new Response('upstream down', { status: 503, statusText: 'Service Unavailable' })

describe('createApiClient', () => {
  it('makes a declared call from its record: API, method, path, login, body and query, answered through its schemas', async () => {
    const record = defineCall({
      api: 'activity',
      method: 'POST',
      path: '/v1/thing/create',
      login: 'activityEx',
      schemas: async () => ({ body: z.object({ n: z.number() }), query: z.object({ page: z.string() }), response }),
    })
    const { client, requests } = setup(ok)
    await expect(client.call(record, { body: { n: 3 }, query: { page: 2 } })).resolves.toEqual({ a: 1 })
    const [sent] = requests
    expect(sent!.method).toBe('POST')
    expect(sent!.url).toBe(`${ORIGIN}/api/activity/v1/thing/create?page=2`)
    expect(sent!.headers.get('X-Activity-Scene')).toBe('ex')
    expect(await sent!.json()).toEqual({ n: 3 })
  })

  it('returns the data of a success envelope', async () => {
    const { client } = setup(ok)
    await expect(client.call(...call())).resolves.toEqual({ a: 1 })
  })

  it('accepts code 200 as success', async () => {
    const { client } = setup(json({ code: 200, msg: '', data: { a: 2 } }))
    await expect(client.call(...call())).resolves.toEqual({ a: 2 })
  })

  it('sends the gateway URL, query and headers of spec section 7', async () => {
    const { client, requests } = setup(ok)
    await client.call(...call({ scene: 'activity', query: { page: 2, q: 'a b', skipped: undefined } }))
    const [request] = requests
    const url = new URL(request!.url)
    expect(url.origin).toBe(ORIGIN)
    expect(url.pathname).toBe('/api/activity/v1/thing')
    expect([...url.searchParams]).toEqual([
      ['page', '2'],
      ['q', 'a b'],
    ])
    expect(request!.method).toBe('GET')
    expect(request!.headers.get('X-App-Id')).toBe('ow-web')
    expect(request!.headers.get('X-Trace-Id')).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('sends a body as JSON', async () => {
    const { client, requests } = setup(ok)
    await client.call(...call({ scene: 'pay', method: 'POST', path: '/v1/order', body: { sku: 7 } }))
    const [request] = requests
    expect(new URL(request!.url).pathname).toBe('/api/pay/v1/order')
    expect(request!.headers.get('Content-Type')).toBe('application/json')
    await expect(request!.json()).resolves.toEqual({ sku: 7 })
  })

  it('names the product app in Cake-Appid on payment calls only', async () => {
    const { client, requests } = setup(ok, ok)
    await client.call(...call({ scene: 'pay', path: '/v1/pay/config' }))
    await client.call(...call({ scene: 'main' }))
    expect(requests[0]!.headers.get('Cake-Appid')).toBe('1')
    expect(requests[1]!.headers.get('Cake-Appid')).toBeNull()
  })

  it('retries a GET once on 503, with a fresh trace id, then succeeds', async () => {
    const { client, fetch, requests } = setup(unavailable(), ok)
    await expect(client.call(...call())).resolves.toEqual({ a: 1 })
    expect(fetch).toHaveBeenCalledTimes(2)
    expect(requests[0]!.headers.get('X-Trace-Id')).not.toBe(requests[1]!.headers.get('X-Trace-Id'))
  })

  it('gives up on a GET after one retry', async () => {
    const { client, fetch } = setup(unavailable())
    const error = await failure(client.call(...call()))
    expect(error).toMatchObject({ kind: 'server', status: 503, message: 'Service Unavailable' })
    expect(fetch).toHaveBeenCalledTimes(2)
  })

  it('does not retry a POST on 503', async () => {
    const { client, fetch } = setup(unavailable(), ok)
    const error = await failure(client.call(...call({ method: 'POST', body: {} })))
    expect(error.status).toBe(503)
    expect(fetch).toHaveBeenCalledTimes(1)
  })

  it('makes up to 4 attempts with retries: 3', async () => {
    const { client, fetch } = setup(unavailable())
    await failure(client.call(...call({ retries: 3 })))
    expect(fetch).toHaveBeenCalledTimes(4)
  })

  it('does not retry a status outside the retryable list', async () => {
    const { client, fetch } = setup(new Response('', { status: 404, statusText: 'Not Found' }), ok)
    expect(await failure(client.call(...call()))).toMatchObject({ kind: 'server', status: 404, message: 'Not Found' })
    expect(fetch).toHaveBeenCalledTimes(1)
  })

  it('turns a rejected fetch into the network error, after the GET retry', async () => {
    const { client, fetch } = setup(new TypeError('Failed to fetch'))
    const error = await failure(client.call(...call()))
    expect(error.kind).toBe('network')
    expect(error.message).toBe('网络请求超时，请确保网络正常后再重新发送')
    expect(fetch).toHaveBeenCalledTimes(2)
  })

  it('recovers when the retry after a network failure succeeds', async () => {
    const { client } = setup(new TypeError('Failed to fetch'), ok)
    await expect(client.call(...call())).resolves.toEqual({ a: 1 })
  })

  it('reports 401 as unauthorized and tells the scene to log in again', async () => {
    const { client, fetch, onUnauthorized } = setup(json({ code: 401, msg: 'token expired', data: null }, { status: 401 }))
    const error = await failure(client.call(...call({ scene: 'activity' })))
    expect(error).toMatchObject({ kind: 'unauthorized', status: 401, message: '身份验证过期，请重新登录' })
    expect(onUnauthorized).toHaveBeenCalledExactlyOnceWith('activity')
    expect(fetch).toHaveBeenCalledTimes(1)
  })

  it('rejects a 200 envelope with a failure code, with its message and code', async () => {
    const { client } = setup(json({ code: 7003, msg: '您的账号仍在参与分成，请联系客服', data: null }))
    const error = await failure(client.call(...call()))
    expect(error).toMatchObject({ kind: 'server', code: 7003, status: 200, message: '您的账号仍在参与分成，请联系客服' })
  })

  it('rejects a failure code whose data still fits the schema', async () => {
    const { client } = setup(json({ code: 41, msg: 'union purchase error', data: { a: 1 } }))
    expect(await failure(client.call(...call()))).toMatchObject({ code: 41, message: 'union purchase error' })
  })

  it('uses the unknown message for a failure code without a message', async () => {
    const { client } = setup(json({ code: 5030, data: null }))
    expect(await failure(client.call(...call()))).toMatchObject({ code: 5030, message: '未知错误' })
  })

  it('rejects a success envelope whose data does not fit the schema as unknown', async () => {
    const { client } = setup(json({ code: 0, msg: '', data: { a: 'one' } }))
    expect(await failure(client.call(...call()))).toMatchObject({ kind: 'unknown', message: '未知错误' })
  })

  it.each([
    ['the server message', json({ code: 500, msg: '服务繁忙' }, { status: 500, statusText: 'Internal Server Error' }), '服务繁忙'],
    ['the status text of a non-JSON body', new Response('<h1>oops</h1>', { status: 500, statusText: 'Internal Server Error' }), 'Internal Server Error'],
    ['the unknown message without a status text', new Response('<h1>oops</h1>', { status: 500 }), '未知错误'],
  ])('reports a 500 with %s', async (_, reply, message) => {
    const { client } = setup(reply)
    expect(await failure(client.call(...call({ method: 'POST' })))).toMatchObject({ kind: 'server', status: 500, message })
  })

  it('carries the envelope data of a failure code (7001: recover token and date)', async () => {
    const data = { cancel_effective_at: 1_800_000_000, recover_token: 'r-1' }
    const { client } = setup(json({ code: 7001, msg: '该账号正在注销中', data }))
    expect(await failure(client.call(...call({ method: 'POST' })))).toMatchObject({ kind: 'server', code: 7001, data })
  })

  it('carries the envelope data of a failure answered with an error status', async () => {
    const { client } = setup(json({ code: 165, msg: 'bound', data: { masked_phone: '****8000' } }, { status: 400, statusText: 'Bad Request' }))
    expect(await failure(client.call(...call({ method: 'POST' })))).toMatchObject({ status: 400, code: 165, data: { masked_phone: '****8000' } })
  })

  it('parses the data of a failure code with the schema the call declares, and drops data that does not fit', async () => {
    const failureData = async () => ({ 7001: z.object({ recover_token: z.string() }) })
    const fits = setup(json({ code: 7001, msg: '该账号正在注销中', data: { recover_token: 'r-1', extra: true } }))
    expect(await failure(fits.client.call(...call({ method: 'POST', failureData })))).toMatchObject({ code: 7001, data: { recover_token: 'r-1' } })
    expect((await failure(fits.client.call(...call({ method: 'POST', failureData })))).data).not.toHaveProperty('extra')
    const wrong = setup(json({ code: 7001, msg: '该账号正在注销中', data: { recover_token: 7 } }, { status: 400 }))
    expect((await failure(wrong.client.call(...call({ method: 'POST', failureData })))).data).toBeUndefined()
    const other = setup(json({ code: 165, msg: 'bound', data: { masked_phone: '****8000' } }))
    expect(await failure(other.client.call(...call({ method: 'POST', failureData })))).toMatchObject({ code: 165, data: { masked_phone: '****8000' } })
  })

  it('loads the response schema only when the call runs', async () => {
    const load = vi.fn(async () => response)
    const { client } = setup(ok)
    const pending = call({ response: load })
    expect(load).not.toHaveBeenCalled()
    await expect(client.call(...pending)).resolves.toEqual({ a: 1 })
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('treats a schema that cannot be fetched as a network failure', async () => {
    const { client } = setup(ok)
    const error = await failure(client.call(...call({ response: () => Promise.reject(new Error('chunk load failed')) })))
    expect(error).toMatchObject({ kind: 'network', message: '网络请求超时，请确保网络正常后再重新发送' })
  })

  it('runs a call in its login scene: the header for the gateway, and a 401 ends that scene only', async () => {
    const { client, requests, onUnauthorized } = setup(json({ code: 401, msg: 'expired', data: null }, { status: 401 }))
    await failure(client.call(...call({ scene: 'pay', login: 'activityEx' })))
    expect(requests[0]!.headers.get('X-Activity-Scene')).toBe('ex')
    expect(onUnauthorized).toHaveBeenCalledExactlyOnceWith('activityEx')
    await failure(client.call(...call({ scene: 'pay' })))
    expect(requests[1]!.headers.get('X-Activity-Scene')).toBeNull()
    expect(onUnauthorized).toHaveBeenLastCalledWith('main')
  })

  it('names the failed request: method, URL and status text (spec section 8)', async () => {
    const { client } = setup(unavailable())
    const error = await failure(client.call(...call({ method: 'POST', path: '/v1/web/consultation/create', query: { a: 1 } })))
    expect(error).toMatchObject({ method: 'POST', url: `${ORIGIN}/api/main/v1/web/consultation/create?a=1`, statusText: 'Service Unavailable', status: 503 })
    const offline = await failure(setup(new TypeError('Failed to fetch')).client.call(...call()))
    expect(offline).toMatchObject({ kind: 'network', method: 'GET', url: `${ORIGIN}/api/main/v1/thing`, statusText: '' })
  })

  it('treats an envelope code 401 under status 200 as an expired login', async () => {
    const { client, onUnauthorized } = setup(json({ code: 401, msg: 'expired', data: null }))
    expect(await failure(client.call(...call()))).toMatchObject({ kind: 'unauthorized', message: '身份验证过期，请重新登录' })
    expect(onUnauthorized).toHaveBeenCalledExactlyOnceWith('main')
  })
})

describe('error toasts', () => {
  const serverError = () => json({ code: 10001, msg: '验证码错误', data: null })

  it('reports every failure to onError by default', async () => {
    const { client, onError } = setup(serverError())
    const error = await failure(client.call(...call()))
    expect(onError).toHaveBeenCalledExactlyOnceWith(error)
  })

  it('reports a network failure once, after the retry', async () => {
    const { client, onError, fetch } = setup(new TypeError('Failed to fetch'))
    await failure(client.call(...call()))
    expect(fetch).toHaveBeenCalledTimes(2)
    expect(onError).toHaveBeenCalledTimes(1)
    expect(onError.mock.calls[0]![0]).toMatchObject({ kind: 'network' })
  })

  it('does not report the failures of a silent call', async () => {
    const { client, onError } = setup(serverError())
    await failure(client.call(...call({ silent: true })))
    expect(onError).not.toHaveBeenCalled()
  })

  it('reports only the failures a silent predicate leaves to the toast', async () => {
    const { client, onError } = setup(json({ code: 7001, msg: 'cancelling', data: null }), serverError())
    const handled = (error: ApiError) => error.code === 7001
    await failure(client.call(...call({ silent: handled })))
    expect(onError).not.toHaveBeenCalled()
    await failure(client.call(...call({ silent: handled })))
    expect(onError).toHaveBeenCalledTimes(1)
    expect(onError.mock.calls[0]![0]).toMatchObject({ code: 10001, message: '验证码错误' })
  })

  it('always reports an expired login, even for a silent call', async () => {
    const { client, onError } = setup(json({ code: 401, msg: '', data: null }, { status: 401 }))
    await failure(client.call(...call({ silent: true })))
    expect(onError).toHaveBeenCalledTimes(1)
    expect(onError.mock.calls[0]![0]).toMatchObject({ kind: 'unauthorized', message: '身份验证过期，请重新登录' })
  })

  it('reports nothing for a success', async () => {
    const { client, onError } = setup(ok)
    await client.call(...call())
    expect(onError).not.toHaveBeenCalled()
  })
})

describe('requestAnswer', () => {
  it('gives the data with the response headers', async () => {
    const { client } = setup(json({ code: 0, msg: '', data: { a: 3 } }, { headers: { 'Content-Type': 'application/json', out_trade_no: 'T1' } }))
    const answer = await client.callAnswer(...call({ method: 'POST' }))
    expect(answer).toMatchObject({ kind: 'data', data: { a: 3 } })
    expect(answer.headers.get('out_trade_no')).toBe('T1')
  })

  it('gives a file answered instead of JSON, with its type and headers', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"></svg>'
    const { client } = setup(new Response(svg, { headers: { 'Content-Type': 'image/svg+xml', out_trade_no: 'T2' } }))
    const answer = await client.callAnswer(...call({ method: 'POST' }))
    expect(answer.kind).toBe('file')
    if (answer.kind !== 'file') return
    expect(answer.contentType).toBe('image/svg+xml')
    expect(await answer.body.text()).toBe(svg)
    expect(answer.headers.get('out_trade_no')).toBe('T2')
  })

  it('still fails on an error envelope', async () => {
    const { client, onError } = setup(json({ code: 503, msg: '支付服务暂不可用，请稍后再试', data: null }, { status: 503 }))
    expect(await failure(client.callAnswer(...call({ method: 'POST' })))).toMatchObject({ status: 503, message: '支付服务暂不可用，请稍后再试' })
    expect(onError).toHaveBeenCalledTimes(1)
  })

  it('plain request refuses a file', async () => {
    const { client } = setup(new Response('<svg/>', { headers: { 'Content-Type': 'image/svg+xml' } }))
    expect(await failure(client.call(...call()))).toMatchObject({ kind: 'unknown' })
  })
})
