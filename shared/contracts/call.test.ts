import { describe, expect, it } from 'vitest'
import { declareCalls, get, post } from './call'

const module = { a: { marker: 'a' }, b: { marker: 'b' } }

describe('declareCalls', () => {
  const table = { module: { callSchemas: { read: { response: module.a as never }, write: async () => ({ response: module.b as never }) } } }

  it('declares records with the API, the method and path, and the defaults unless a call overrides them', () => {
    const records = declareCalls(
      'pay',
      async () => table.module,
      { read: get('/v1/x'), write: post('/v1/y', { lastGood: false, cookie: 'issue' }) },
      { lastGood: true },
    )
    expect(records.read).toMatchObject({ api: 'pay', method: 'GET', path: '/v1/x', lastGood: true })
    expect(records.write).toMatchObject({ api: 'pay', method: 'POST', path: '/v1/y', lastGood: false, cookie: 'issue' })
  })

  it('loads the module only when a record asks for its schemas, and takes them under the record name (or from its loader)', async () => {
    let tableLoads = 0
    const records = declareCalls('pay', async () => (tableLoads++, table.module), { read: get('/v1/x'), write: post('/v1/y') })
    expect(tableLoads).toBe(0)
    expect(await records.read.schemas()).toEqual({ response: module.a })
    expect(await records.write.schemas()).toEqual({ response: module.b })
    expect(tableLoads).toBe(2)
  })

  it('refuses, as a type error, a record without schemas and schemas without a record', () => {
    const load = async () => table.module
    // @ts-expect-error: `write` has schemas and no record.
    declareCalls('pay', load, { read: get('/v1/x') })
    // @ts-expect-error: `other` has a record and no schemas.
    declareCalls('pay', load, { read: get('/v1/x'), write: post('/v1/y'), other: get('/v1/z') })
  })
})
