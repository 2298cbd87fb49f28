import { env } from 'cloudflare:workers'
import { createExecutionContext } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import app from '../app'
import { REQUEST_ID_HEADER } from '../middleware/requestId'
import { request } from '../test/helpers'
import { HEALTH_PATH } from './health'

describe('the health endpoint', () => {
  it('answers 200 when D1 and KV answer', async () => {
    const response = await request(HEALTH_PATH)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ ok: true, d1: 'ok', kv: 'ok' })
  })

  it('answers 503 naming the store that failed', async () => {
    const failingKv = { get: () => Promise.reject(new Error('KV unavailable')) } as unknown as KVNamespace
    const response = await app.fetch(new Request(`https://site.test${HEALTH_PATH}`), { ...env, CACHE: failingKv }, createExecutionContext())
    expect(response.status).toBe(503)
    expect(await response.json()).toEqual({ ok: false, d1: 'ok', kv: 'failed' })
  })
})

describe('request ids', () => {
  it('every answer carries its own id back, API calls included', async () => {
    const first = await request('/api/main/v1/ow/config')
    const second = await request('/help')
    const ids = [first.headers.get(REQUEST_ID_HEADER), second.headers.get(REQUEST_ID_HEADER)]
    for (const id of ids) expect(id).toMatch(/^[\w-]{8,}$/)
    expect(ids[0]).not.toBe(ids[1])
  })
})
