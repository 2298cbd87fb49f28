/**
 * Client storage (spec section 4): local storage, else session storage, else memory,
 * chosen by actually writing to each (Safari private mode and some in-app browsers
 * expose a storage that throws).
 */
export interface KeyValueStore {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

export type StoreKind = 'local' | 'session' | 'memory'

const PROBE_KEY = '__storage_probe__'

function works(store: KeyValueStore | undefined): store is KeyValueStore {
  if (!store) return false
  try {
    store.setItem(PROBE_KEY, '1')
    store.removeItem(PROBE_KEY)
    return true
  } catch {
    return false
  }
}

export function createMemoryStore(): KeyValueStore {
  const values = new Map<string, string>()
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, String(value)),
    removeItem: (key) => void values.delete(key),
  }
}

function safeGet(read: () => KeyValueStore | undefined): KeyValueStore | undefined {
  try {
    return read()
  } catch {
    return undefined // accessing window.localStorage itself can throw when storage is blocked
  }
}

export function pickStore(scope: { localStorage?: KeyValueStore; sessionStorage?: KeyValueStore }): { kind: StoreKind; store: KeyValueStore } {
  const local = safeGet(() => scope.localStorage)
  if (works(local)) return { kind: 'local', store: local }
  const session = safeGet(() => scope.sessionStorage)
  if (works(session)) return { kind: 'session', store: session }
  return { kind: 'memory', store: createMemoryStore() }
}

/** Whether cookies can be written: the flag, then a real write and read back. */
export function cookiesEnabled(doc: { cookie: string }, nav: { cookieEnabled?: boolean }): boolean {
  if (nav.cookieEnabled === false) return false
  try {
    doc.cookie = `${PROBE_KEY}=1; path=/; SameSite=Lax`
    const ok = doc.cookie.includes(`${PROBE_KEY}=1`)
    doc.cookie = `${PROBE_KEY}=; path=/; max-age=0`
    return ok
  } catch {
    return false
  }
}

let chosen: { kind: StoreKind; store: KeyValueStore } | undefined

/** The store this browser supports, picked once. */
export function storage(): KeyValueStore {
  chosen ??= typeof window === 'undefined' ? { kind: 'memory', store: createMemoryStore() } : pickStore(window)
  return chosen.store
}

export function readJson<T>(key: string): T | undefined {
  const raw = storage().getItem(key)
  if (raw === null) return undefined
  try {
    return JSON.parse(raw) as T
  } catch {
    return undefined
  }
}

export function writeJson(key: string, value: unknown): void {
  storage().setItem(key, JSON.stringify(value))
}
