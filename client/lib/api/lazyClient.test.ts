import { describe, expect, it, vi } from 'vitest'
import * as z from 'zod/mini'
import { defineCall } from '../../../shared/contracts/call'
import { envelope } from '../../../shared/contracts/envelope'
import * as clientModule from './client'
import { lazyApiClient } from './lazyClient'

const record = defineCall({ api: 'main', method: 'GET', path: '/v1/thing', schemas: async () => ({ response: envelope(z.object({ a: z.number() })) }) })
const options = {
  origin: 'https://www.example.test',
  fetch: async () => new Response(JSON.stringify({ code: 0, msg: 'success', data: { a: 1 } }), { headers: { 'Content-Type': 'application/json' } }),
}

describe('lazyApiClient', () => {
  it("loads the client's code on the first call only, and answers as the client does", async () => {
    const code = vi.fn(async () => clientModule)
    const api = lazyApiClient(options, code)
    expect(code).not.toHaveBeenCalled()
    expect(await api.call(record, {} as never)).toEqual({ a: 1 })
    expect(await api.call(record, {} as never)).toEqual({ a: 1 })
    expect(code).toHaveBeenCalledTimes(1)
  })

  it('tries the code again on the next call when its fetch failed, rather than fail every call after', async () => {
    const code = vi
      .fn<() => Promise<typeof clientModule>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(clientModule)
    const api = lazyApiClient(options, code)
    await expect(api.call(record, {} as never)).rejects.toThrow('Failed to fetch dynamically imported module')
    expect(await api.call(record, {} as never)).toEqual({ a: 1 })
    expect(code).toHaveBeenCalledTimes(2)
  })
})
