import { AD_CLICK_PARAMS } from '../../shared/constants'
import type { PageKey, RouteEntry } from '../../shared/routes'
import { sharedFreshRead, type KeepAlive } from './sharedRead'

/**
 * The rendered HTML of anonymous pages, kept per content version (docs/decisions/013).
 * Rendering the same anonymous page for every visitor is waste: the first render of a
 * URL is kept in this isolate, keyed by the content version D1's triggers bump on every
 * change to the tables these pages show, and served again with the response's own CSP
 * nonce put in. Nothing personal is in it: only pages of the main scene that need no
 * login, rendered for a visitor with no session in any scene, are kept.
 */

/** Pages whose HTML depends on the time, the visitor or a one-off query (not kept). */
const LIVE_PAGES: ReadonlySet<PageKey> = new Set(['activity', 'campaign', 'redirect', 'search', 'paymentSuccess', 'notFound'])

/** Present (`on`) when a page may come from the cache; the status and headers go out before the lookup. */
export const PAGE_CACHE_HEADER = 'x-page-cache'
/** Ends a page served from the cache, so an operator can tell a hit from a render. */
export const PAGE_CACHE_HIT_MARK = '<!--page-cache:hit-->'

/** An upper bound on staleness for what no table holds (the config's server time). */
export const PAGE_CACHE_TTL_MS = 30_000
const MAX_PAGES = 200
interface KeptPage {
  /** The page's bytes between the places its nonce was, encoded once; a response's own nonce goes back in between. */
  parts: Uint8Array[]
  status: number
  keptAt: number
}

const encoder = new TextEncoder()

const kept = new Map<string, KeptPage>()

/** `signedIn`: the request carries a token cookie of any login scene, valid or not (then nothing is kept or served). */
export function isCacheablePage(entry: RouteEntry, signedIn: boolean, crawler: boolean): boolean {
  return entry.requires === 'none' && entry.loginScene === 'main' && !LIVE_PAGES.has(entry.page) && !crawler && !signedIn
}

/**
 * Query parameters the edge captures into cookies and the page reads from the browser's
 * location, never from the server's render: every ad click has its own id, and keying
 * on it would keep one copy of a landing per click.
 */
const CAPTURED_PARAMS: readonly string[] = [...Object.values(AD_CLICK_PARAMS), 'sId', '_uuid']

function pageAddress(url: URL): string {
  const query = new URLSearchParams(url.search)
  for (const name of CAPTURED_PARAMS) query.delete(name)
  query.sort()
  const search = query.toString()
  return search ? `${url.pathname}?${search}` : url.pathname
}

/** How long a page waits for the content version before it renders without the cache. */
const VERSION_DEADLINE_MS = 1000

/** The content version, read once for all the requests that arrived while the last read ran. */
const readContentVersion = sharedFreshRead(
  (db: D1Database) => db.prepare('SELECT version FROM content_version WHERE id = 1').first<{ version: number }>(),
  VERSION_DEADLINE_MS,
)

/** The key of a URL's page at the current content version, or null when it cannot be read (then nothing is kept). */
export async function pageCacheKey(db: D1Database, url: URL, keepAlive: KeepAlive): Promise<string | null> {
  try {
    const row = await readContentVersion(db, keepAlive)
    return row ? `${row.version}|${pageAddress(url)}` : null
  } catch (error) {
    console.warn('page cache: content version unreadable, rendering', error)
    return null
  }
}

/** A kept page with this response's nonce, ending with the hit mark, if one is fresh. */
export function keptPage(key: string, nonce: string, now = Date.now()): { body: Uint8Array<ArrayBuffer>; status: number } | undefined {
  const page = kept.get(key)
  if (!page) return undefined
  if (now - page.keptAt > PAGE_CACHE_TTL_MS) {
    kept.delete(key)
    return undefined
  }
  const nonceBytes = encoder.encode(nonce)
  const body = new Uint8Array(page.parts.reduce((sum, part) => sum + part.byteLength, 0) + nonceBytes.byteLength * (page.parts.length - 1))
  let at = 0
  page.parts.forEach((part, index) => {
    if (index > 0) {
      body.set(nonceBytes, at)
      at += nonceBytes.byteLength
    }
    body.set(part, at)
    at += part.byteLength
  })
  return { body, status: page.status }
}

/** Keeps a fully rendered page, to be served with the hit mark; the oldest goes when the bound is reached. */
export function keepPage(key: string, html: string, nonce: string, status: number, now = Date.now()): void {
  if (kept.size >= MAX_PAGES) kept.delete(kept.keys().next().value!)
  kept.set(key, { parts: `${html}${PAGE_CACHE_HIT_MARK}`.split(nonce).map((part) => encoder.encode(part)), status, keptAt: now })
}

/**
 * One response's use of the cache: the content version is read once, when first asked for
 * (an open page asks after its head has gone out), and the same key serves the lookup and the keeping.
 */
export function pageCacheSlot(db: D1Database, url: URL, keepAlive: KeepAlive) {
  let key: Promise<string | null> | undefined
  const keyOnce = () => (key ??= pageCacheKey(db, url, keepAlive))
  return {
    async kept(nonce: string): Promise<Uint8Array<ArrayBuffer> | undefined> {
      const current = await keyOnce()
      return current ? keptPage(current, nonce)?.body : undefined
    },
    async keep(html: string, nonce: string, status: number): Promise<void> {
      const current = await keyOnce()
      if (current) keepPage(current, html, nonce, status)
    },
  }
}

/** Forgets every kept page (tests). */
export function clearPageCache(): void {
  kept.clear()
}
