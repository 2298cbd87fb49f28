import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { contentCalls } from '../../shared/contracts/content'
import app from '../app'
import type { Bindings } from '../env'
import { ORIGIN } from '../test/helpers'
import { userCalls } from '../../shared/contracts/user'
import { keepsLastGood, lastGoodKey, resetLastGoodWrites, STALE_HEADER } from './lastGood'

const HELP = `/api/main${contentCalls.help.path}`
/** Nothing listens there: every call to it fails. */
const DEAD_UPSTREAM: Bindings = { ...env, MAIN_API_ORIGIN: 'http://127.0.0.1:9' }

async function call(path: string, bindings: Bindings = env, init?: RequestInit) {
  const ctx = createExecutionContext()
  const response = await app.fetch(new Request(`${ORIGIN}${path}`, init), bindings, ctx)
  const body = await response.text()
  await waitOnExecutionContext(ctx)
  return { status: response.status, stale: response.headers.get(STALE_HEADER), body }
}

/** Logs printed while the test runs, as JSON objects. */
function captureLogs() {
  const lines: Record<string, unknown>[] = []
  for (const method of ['log', 'warn', 'error'] as const) {
    vi.spyOn(console, method).mockImplementation((line: unknown) => {
      if (typeof line === 'string' && line.startsWith('{')) lines.push(JSON.parse(line) as Record<string, unknown>)
    })
  }
  return lines
}

beforeEach(async () => {
  resetLastGoodWrites()
  await env.CACHE.delete(lastGoodKey('main', new URL(`${ORIGIN}${HELP}`), contentCalls.help.path))
})
afterEach(() => vi.restoreAllMocks())

describe('the last good answer of anonymous reads', () => {
  it('is kept for public content only, never for live state such as a login QR or its scan', () => {
    expect(keepsLastGood(contentCalls.help.path)).toBe(true)
    expect(keepsLastGood(userCalls.oaQrcode.path)).toBe(false)
    expect(keepsLastGood(userCalls.userInfo.path)).toBe(false)
  })

  it('keeps an anonymous success and serves it, marked stale and logged, when the upstream is down', async () => {
    const good = await call(HELP)
    expect(good.status).toBe(200)
    expect(good.stale).toBeNull()
    const logs = captureLogs()
    const down = await call(HELP, DEAD_UPSTREAM)
    expect(down).toEqual({ status: 200, stale: '1', body: good.body })
    expect(logs).toContainEqual(expect.objectContaining({ level: 'warn', event: 'read.stale', key: expect.stringContaining(contentCalls.help.path) }))
  })

  it.each([
    ['answering 500', () => new Response('{"code":500,"msg":"boom"}', { status: 500, headers: { 'content-type': 'application/json' } })],
    ['answering malformed JSON', () => new Response('{"code":0,"data":', { status: 200, headers: { 'content-type': 'application/json' } })],
  ])('serves the last good answer when the upstream is %s', async (_, answer) => {
    const good = await call(HELP)
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => answer())
    expect(await call(HELP, { ...env, MAIN_API_ORIGIN: 'https://upstream.example' })).toEqual({ status: 200, stale: '1', body: good.body })
  })

  it('serves the last good answer when the upstream is slower than the time box', async () => {
    const good = await call(HELP)
    vi.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise<Response>(() => undefined))
    expect(await call(HELP, { ...env, MAIN_API_ORIGIN: 'https://upstream.example' })).toEqual({ status: 200, stale: '1', body: good.body })
  })

  it('serves the last good answer when D1 throws', async () => {
    const good = await call(HELP)
    const brokenDb = new Proxy({} as D1Database, {
      get: () => () => {
        throw new Error('D1 unavailable')
      },
    })
    expect(await call(HELP, { ...env, DB: brokenDb })).toEqual({ status: 200, stale: '1', body: good.body })
  })

  it('without a last good answer, a failure stays a failure and says so in the log', async () => {
    const logs = captureLogs()
    const down = await call(HELP, DEAD_UPSTREAM)
    expect(down.status).toBe(502)
    expect(down.stale).toBeNull()
    expect(logs).toContainEqual(expect.objectContaining({ level: 'error', event: 'read.failed' }))
  })

  it('keeps nothing when KV throws, and the read still answers', async () => {
    const brokenKv = new Proxy({} as KVNamespace, { get: () => () => Promise.reject(new Error('KV unavailable')) })
    const answer = await call(HELP, { ...env, CACHE: brokenKv })
    expect(answer.status).toBe(200)
    expect(await env.CACHE.get(lastGoodKey('main', new URL(`${ORIGIN}${HELP}`), contentCalls.help.path))).toBeNull()
  })

  it('keeps nothing for a read whose query makes a key longer than KV takes, and asks KV for none', async () => {
    const long = `${HELP}?q=${'x'.repeat(600)}`
    const logs = captureLogs()
    const good = await call(long)
    expect(good.status).toBe(200)
    const down = await call(long, DEAD_UPSTREAM)
    expect(down.status).toBe(502)
    expect(logs.map((line) => line.event)).toContain('read.failed')
    expect(logs.map((line) => line.event)).not.toContain('lastgood.unwritable')
    expect(logs.map((line) => line.event)).not.toContain('lastgood.unreadable')
  })
})
