import { Hono } from 'hono'
import type { AppEnv } from '../env'
import { log } from '../lib/log'

export const HEALTH_PATH = '/__health'
const PROBE_KEY = 'health:probe'

async function check(name: string, probe: () => Promise<unknown>): Promise<[string, 'ok' | 'failed']> {
  try {
    await probe()
    return [name, 'ok']
  } catch (error) {
    log('error', 'health.failed', { check: name, error })
    return [name, 'failed']
  }
}

/** GET /__health: 200 when D1 answers a query and KV a read, 503 naming what failed. */
export const healthRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const results = Object.fromEntries(
    await Promise.all([check('d1', () => c.env.DB.prepare('SELECT 1').first()), check('kv', () => c.env.CACHE.get(PROBE_KEY))]),
  )
  const healthy = Object.values(results).every((result) => result === 'ok')
  return c.json({ ok: healthy, ...results }, healthy ? 200 : 503, { 'cache-control': 'no-store' })
})
