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
    console.warn(`KV read failed for ${key}; serving from origin`, error)
  }
  const value = await produce()
  if (value !== null) {
    waitUntil(
      kv.put(key, value, { expirationTtl: ttlSeconds }).catch((error: unknown) => {
        console.warn(`KV write failed for ${key}`, error)
      }),
    )
  }
  return value
}
