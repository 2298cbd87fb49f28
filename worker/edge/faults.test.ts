import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { ROUTES } from '../../shared/routes'
import app from '../app'
import type { Bindings } from '../env'
import { resetLastGoodWrites } from '../gateway/lastGood'
import { ORIGIN } from '../test/helpers'
import { resetDatabase } from '../test/resetDatabase'
import { clearPageCache } from './pageCache'

/** Every call to it fails: `fetch` is made to throw below, as for a host that is down. */
const DEAD = 'https://upstream.down.test'
const ALL_UPSTREAMS_DEAD: Bindings = { ...env, MAIN_API_ORIGIN: DEAD, ACTIVITY_API_ORIGIN: DEAD, PAY_API_ORIGIN: DEAD }
const LOAD_FAILURE = '页面加载失败'

const publicPages = ROUTES.filter((entry) => entry.path !== '*' && !entry.redirectTo && entry.requires === 'none')

/** Params of demo content (db/content.sql), so that each page has something to show. */
const DEMO_PARAMS: Record<string, string> = { id: '1', year: '2024', works: 'morning-light', uuid: 'sample-uuid' }

function samplePath(pattern: string): string {
  return pattern.replace(/:(\w+)/g, (_, name: string) => DEMO_PARAMS[name] ?? `sample-${name}`)
}

const titleOf = (html: string) => /<title>(.*?)<\/title>/.exec(html)?.[1]

async function render(path: string, bindings: Bindings) {
  clearPageCache() // each render reaches its loaders
  const ctx = createExecutionContext()
  const response = await app.fetch(new Request(`${ORIGIN}${path}`), bindings, ctx)
  const html = await response.text()
  await waitOnExecutionContext(ctx)
  return { status: response.status, html }
}

beforeAll(async () => {
  await resetDatabase() // the demo content, landings and activities
  await env.DB.prepare(
    `INSERT OR REPLACE INTO activities (uuid, family, title, preheat_at, start_at, end_at) VALUES ('sample-uuid', 'sale', '示例活动', unixepoch() - 86400, unixepoch() - 3600, unixepoch() + 86400)`,
  ).run()
})
afterEach(() => vi.restoreAllMocks())

/** A binding whose every call throws, as during an incident of that store. */
function failing<T extends object>(binding: T, message: string): T {
  return new Proxy(binding, {
    get: () => () => {
      throw new Error(message)
    },
  })
}

const FAULTS: [string, () => Bindings][] = [
  [
    'its upstreams down',
    () => {
      vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('connect failed'))
      return ALL_UPSTREAMS_DEAD
    },
  ],
  ['D1 throwing', () => ({ ...env, DB: failing(env.DB, 'D1 unavailable') })],
  ['KV throwing', () => ({ ...env, CACHE: failing(env.CACHE, 'KV unavailable') })],
]

describe.each(FAULTS)('every public page with %s', (_, fault) => {
  it.each(publicPages.map((entry) => [entry.path, entry] as const))('%s still shows what it showed last', async (_, entry) => {
    const path = samplePath(entry.path)
    resetLastGoodWrites()
    const good = await render(path, env)
    expect(good.status).toBeLessThan(500)
    expect(good.html).not.toContain(LOAD_FAILURE)

    const bindings = fault()
    const logs: string[] = []
    vi.spyOn(console, 'warn').mockImplementation((line: unknown) => void logs.push(String(line)))
    vi.spyOn(console, 'error').mockImplementation((line: unknown) => void logs.push(String(line)))
    const down = await render(path, bindings)

    expect(down.status).toBe(good.status)
    expect(down.html).not.toContain(LOAD_FAILURE)
    expect(titleOf(down.html)).toBe(titleOf(good.html))
    // Nothing failed without being served stale, and what failed is in the logs.
    expect(logs.filter((line) => line.includes('"read.failed"') || line.includes('"ssr.failed"'))).toEqual([])
  })
})
