import type { Viewer } from '../../shared/access'
import { AD_CLICK_PARAMS } from '../../shared/constants'
import type { PageKey, RouteEntry } from '../../shared/routes'

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

/** Says whether a page came from the cache (hit) or was rendered and kept (miss); absent when not cacheable. */
export const PAGE_CACHE_HEADER = 'x-page-cache'

/** An upper bound on staleness for what no table holds (the config's server time). */
export const PAGE_CACHE_TTL_MS = 30_000
const MAX_PAGES = 200
/** Stands in for the nonce in a kept page; no rendered text contains it. */
const NONCE_MARK = '\u0000csp-nonce\u0000'

interface KeptPage {
  html: string
  status: number
  keptAt: number
}

const kept = new Map<string, KeptPage>()

export function isCacheablePage(entry: RouteEntry, viewers: readonly Viewer[], crawler: boolean): boolean {
  return entry.requires === 'none' && entry.loginScene === 'main' && !LIVE_PAGES.has(entry.page) && !crawler && viewers.every((viewer) => !viewer.loggedIn)
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

/** The key of a URL's page at the current content version, or null when it cannot be read (then nothing is kept). */
export async function pageCacheKey(db: D1Database, url: URL): Promise<string | null> {
  try {
    const row = await db.prepare('SELECT version FROM content_version WHERE id = 1').first<{ version: number }>()
    return row ? `${row.version}|${pageAddress(url)}` : null
  } catch (error) {
    console.warn('page cache: content version unreadable, rendering', error)
    return null
  }
}

/** A kept page with this response's nonce, if one is fresh. */
export function keptPage(key: string, nonce: string, now = Date.now()): { html: string; status: number } | undefined {
  const page = kept.get(key)
  if (!page) return undefined
  if (now - page.keptAt > PAGE_CACHE_TTL_MS) {
    kept.delete(key)
    return undefined
  }
  return { html: page.html.replaceAll(NONCE_MARK, nonce), status: page.status }
}

/** Keeps a fully rendered page; the oldest goes when the bound is reached. */
export function keepPage(key: string, html: string, nonce: string, status: number, now = Date.now()): void {
  if (kept.size >= MAX_PAGES) kept.delete(kept.keys().next().value!)
  kept.set(key, { html: html.replaceAll(nonce, NONCE_MARK), status, keptAt: now })
}

/** Forgets every kept page (tests). */
export function clearPageCache(): void {
  kept.clear()
}
