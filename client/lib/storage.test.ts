import { describe, expect, it } from 'vitest'
import { cookiesEnabled, createMemoryStore, pickStore, type KeyValueStore } from './storage'

function workingStore(): KeyValueStore {
  return createMemoryStore()
}

function throwingStore(): KeyValueStore {
  return {
    getItem: () => null,
    setItem: () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
    },
    removeItem: () => undefined,
  }
}

/** A scope whose storage property throws on access, as when the browser blocks storage. */
function blockedScope(): { localStorage?: KeyValueStore; sessionStorage?: KeyValueStore } {
  return {
    get localStorage(): KeyValueStore {
      throw new DOMException('Access is denied for this document.', 'SecurityError')
    },
    get sessionStorage(): KeyValueStore {
      throw new DOMException('Access is denied for this document.', 'SecurityError')
    },
  }
}

describe('pickStore', () => {
  it('prefers local storage when it works', () => {
    const localStorage = workingStore()
    const picked = pickStore({ localStorage, sessionStorage: workingStore() })
    expect(picked.kind).toBe('local')
    expect(picked.store).toBe(localStorage)
  })

  it('leaves no probe key behind', () => {
    const localStorage = workingStore()
    pickStore({ localStorage })
    expect(localStorage.getItem('__storage_probe__')).toBeNull()
  })

  it('falls back to session storage when local storage throws on write', () => {
    const sessionStorage = workingStore()
    const picked = pickStore({ localStorage: throwingStore(), sessionStorage })
    expect(picked.kind).toBe('session')
    expect(picked.store).toBe(sessionStorage)
  })

  it('falls back to session storage when reading localStorage throws', () => {
    const sessionStorage = workingStore()
    const scope = {
      get localStorage(): KeyValueStore {
        throw new DOMException('Access is denied for this document.', 'SecurityError')
      },
      sessionStorage,
    }
    const picked = pickStore(scope)
    expect(picked.kind).toBe('session')
    expect(picked.store).toBe(sessionStorage)
  })

  it.each([
    ['both stores throw on write', { localStorage: throwingStore(), sessionStorage: throwingStore() }],
    ['both properties throw', blockedScope()],
    ['neither store exists', {}],
  ])('falls back to memory when %s', (_, scope) => {
    const picked = pickStore(scope)
    expect(picked.kind).toBe('memory')
    picked.store.setItem('k', 'v')
    expect(picked.store.getItem('k')).toBe('v')
  })
})

describe('createMemoryStore', () => {
  it('stores, overwrites and removes values', () => {
    const store = createMemoryStore()
    expect(store.getItem('k')).toBeNull()
    store.setItem('k', 'v1')
    store.setItem('k', 'v2')
    expect(store.getItem('k')).toBe('v2')
    store.removeItem('k')
    expect(store.getItem('k')).toBeNull()
  })

  it('keeps separate stores apart', () => {
    const a = createMemoryStore()
    a.setItem('k', 'v')
    expect(createMemoryStore().getItem('k')).toBeNull()
  })
})

describe('cookiesEnabled', () => {
  /** A document whose cookie jar keeps writes, like a browser's (expiry by max-age=0 only). */
  function cookieJar() {
    const jar = new Map<string, string>()
    return {
      get cookie() {
        return [...jar].map(([name, value]) => `${name}=${value}`).join('; ')
      },
      set cookie(text: string) {
        const [pair = '', ...attributes] = text.split(';').map((part) => part.trim())
        const [name = '', value = ''] = pair.split('=')
        if (attributes.includes('max-age=0')) jar.delete(name)
        else jar.set(name, value)
      },
    }
  }

  it('is true when a written cookie reads back, and cleans the probe up', () => {
    const doc = cookieJar()
    expect(cookiesEnabled(doc, { cookieEnabled: true })).toBe(true)
    expect(doc.cookie).toBe('')
  })

  it('is false when the cookie setter ignores writes', () => {
    const doc = {
      get cookie() {
        return 'existing=1'
      },
      set cookie(_: string) {},
    }
    expect(cookiesEnabled(doc, { cookieEnabled: true })).toBe(false)
  })

  it('is false when the cookie setter throws', () => {
    const doc = {
      get cookie() {
        return ''
      },
      set cookie(_: string) {
        throw new DOMException('The operation is insecure.', 'SecurityError')
      },
    }
    expect(cookiesEnabled(doc, {})).toBe(false)
  })

  it('is false when navigator.cookieEnabled is false, without writing', () => {
    const doc = cookieJar()
    let writes = 0
    const spy = {
      get cookie() {
        return doc.cookie
      },
      set cookie(text: string) {
        writes++
        doc.cookie = text
      },
    }
    expect(cookiesEnabled(spy, { cookieEnabled: false })).toBe(false)
    expect(writes).toBe(0)
  })

  it('probes when navigator says nothing', () => {
    expect(cookiesEnabled(cookieJar(), {})).toBe(true)
  })
})
