import { describe, expect, it } from 'vitest'
import { callsOf } from './call'

const module = { a: { marker: 'a' }, b: { marker: 'b' } }
let loads = 0
const calls = callsOf('pay', async () => (loads++, module), { lastGood: true })

describe('callsOf', () => {
  it('declares records with the API, the method and path, and the defaults unless a call overrides them', () => {
    const read = calls.get('/v1/x', () => ({ response: module.a as never }))
    const write = calls.post('/v1/y', () => ({ response: module.b as never }), { lastGood: false, cookie: 'issue' })
    expect(read).toMatchObject({ api: 'pay', method: 'GET', path: '/v1/x', lastGood: true })
    expect(write).toMatchObject({ api: 'pay', method: 'POST', path: '/v1/y', lastGood: false, cookie: 'issue' })
  })

  it('loads the module only when a record asks for its schemas, and picks from it (synchronously or not)', async () => {
    loads = 0
    const record = calls.get('/v1/z', async (s) => ({ response: s.b as never, query: (await Promise.resolve(s.a)) as never }))
    expect(loads).toBe(0)
    expect(await record.schemas()).toEqual({ response: module.b, query: module.a })
    expect(loads).toBe(1)
  })
})
