import { log } from '../lib/log'

/**
 * Read-through KV cache. KV is an optimisation only: if it fails to read or write,
 * the value is produced again and the request carries on (ARCHITECTURE decision 8).
 */
export async function readThrough(
  kv: KVNamespace,
  key: string,
  ttlSeconds: number,
  produce: () => Promise<string | null>,
  waitUntil: (promise: Promise<unknown>) => void,
): Promise<string | null> {
  try {
    const hit = await kv.get(key)
    if (hit !== null) return hit
  } catch (error) {
    log('warn', 'kv.read_failed', { key, error })
  }
  const value = await produce()
  if (value !== null) {
    waitUntil(
      kv.put(key, value, { expirationTtl: ttlSeconds }).catch((error: unknown) => {
        log('warn', 'kv.write_failed', { key, error })
      }),
    )
  }
  return value
}
