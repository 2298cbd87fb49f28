import { BoundedMap } from '../../shared/boundedMap'
import { log } from '../lib/log'
import { AD_CLICK_PARAMS } from '../../shared/constants'
import type { RouteEntry } from '../../shared/routes'
import { sharedFreshRead, type KeepAlive } from './sharedRead'

/**
 * The rendered HTML of anonymous pages, kept per content version (docs/decisions/013).
 * Rendering the same anonymous page for every visitor is waste: the first render of a
 * URL is kept in this isolate, keyed by the content version D1's triggers bump on every
 * change to the tables these pages show, and served again with the response's own CSP
 * nonce put in. Nothing personal is in it: only pages of the main scene that need no
 * login, rendered for a visitor with no session in any scene, are kept.
 */

/** Present (`on`) when a page may come from the cache; the status and headers go out before the lookup. */
export const PAGE_CACHE_HEADER = 'x-page-cache'
/** Ends a page served from the cache, so an operator can tell a hit from a render. */
export const PAGE_CACHE_HIT_MARK = '<!--page-cache:hit-->'

/** How long a kept page is served as it is; after that one request renders it afresh. */
export const PAGE_CACHE_TTL_MS = 30_000
/**
 * How long past its TTL a page is still served while that one request renders it again,
 * so that an expiry under load costs one render, not one per request in flight. The
 * config's server time, the one thing in a page no table holds, is then at most
 * TTL + STALE old.
 */
export const PAGE_CACHE_STALE_MS = 30_000
/**
 * How long requests for a page that is being rendered wait for that render to be kept
 * before they render it themselves; also how long a claim to render stands, so a render
 * that never finishes (its visitor gone, its isolate busy) holds no one up for good.
 */
const RENDER_WAIT_MS = 2_000
const MAX_PAGES = 200
interface KeptPage {
  /** The page's bytes between the places its nonce was, encoded once; a response's own nonce goes back in between. */
  parts: Uint8Array[]
  keptAt: number
  /** The status it was rendered under: a missing guide's page is a 404 (contentStatus), at the same content version. */
  status: RouteEntry['status']
}

/** A render of a page that no fresh copy answers, claimed by the request doing it; others wait for it or serve the stale copy. */
interface Render {
  claimedAt: number
  /** Settles when the render is kept or given up; made in the claimer's context, so waiters race it with their own deadline. */
  done: Promise<void>
  settle: () => void
}

const encoder = new TextEncoder()

const kept = new BoundedMap<string, KeptPage>(MAX_PAGES)
/** An evicted claim is given up, so its waiters stop waiting. */
const renders = new BoundedMap<string, Render>(MAX_PAGES, (_key, render) => render.settle())

/**
 * Whether the route table keeps the page (its `pageCache`) for this request. `signedIn`: the
 * request carries a token cookie of any login scene, valid or not (then nothing is kept or served).
 */
export function isCacheablePage(entry: RouteEntry, signedIn: boolean, crawler: boolean): boolean {
  return entry.pageCache === 'kept' && !crawler && !signedIn
}

/**
 * Query parameters the edge captures into cookies and the page reads from the browser's
 * location, never from the server's render: every ad click has its own id, and keying
 * on it would keep one copy of a landing per click.
 */
const CAPTURED_PARAMS: readonly string[] = [...Object.values(AD_CLICK_PARAMS), 'sId', '_uuid']

function pageAddress(url: URL): string {
  if (!url.search) return url.pathname
  const query = new URLSearchParams(url.search)
  for (const name of CAPTURED_PARAMS) query.delete(name)
  query.sort()
  const search = query.toString()
  return search ? `${url.pathname}?${search}` : url.pathname
}

/** How long a page waits for the content version before it renders without the cache. */
const VERSION_DEADLINE_MS = 1000
/**
 * How long a content version read is taken as current without reading it again: a change
 * shows on every page within this (docs/decisions/013). Under load the read was most of a
 * kept page's cost; now it is made about once per this time per isolate.
 */
export const CONTENT_VERSION_TRUST_MS = 2_000
/** The last version read, and when the request that read it arrived (the read began no earlier, so it was current then). */
let trusted: { version: number; asOf: number } | undefined

/** The version read within the trust time, if there is one. */
function trustedVersion(now: number): number | undefined {
  return trusted && now - trusted.asOf < CONTENT_VERSION_TRUST_MS ? trusted.version : undefined
}

/** The content version, read once for all the requests that arrived while the last read ran. */
const readContentVersion = sharedFreshRead(
  (db: D1Database) => db.prepare('SELECT version FROM content_version WHERE id = 1').first<{ version: number }>(),
  VERSION_DEADLINE_MS,
)

/** The content version, trusted for CONTENT_VERSION_TRUST_MS once read; null when it cannot be read (then nothing is kept). */
export async function contentVersion(db: D1Database, keepAlive: KeepAlive): Promise<number | null> {
  const asOf = Date.now()
  const known = trustedVersion(asOf)
  if (known !== undefined) return known
  try {
    const row = await readContentVersion(db, keepAlive)
    if (row && !(trusted && trusted.asOf > asOf)) trusted = { version: row.version, asOf }
    return row?.version ?? null
  } catch (error) {
    log('warn', 'page_cache.version_unreadable', { error })
    return null
  }
}

/** The key of a URL's page at the current content version, or null when it cannot be read (then nothing is kept). */
export async function pageCacheKey(db: D1Database, url: URL, keepAlive: KeepAlive): Promise<string | null> {
  const version = await contentVersion(db, keepAlive)
  return version === null ? null : `${version}|${pageAddress(url)}`
}

/** A kept page's bytes with this response's nonce, ending with the hit mark; after `lead` (the document's shell) when given. */
function withNonce(page: KeptPage, nonce: string, lead?: Uint8Array): Uint8Array<ArrayBuffer> {
  const nonceBytes = encoder.encode(nonce)
  const leadLength = lead?.byteLength ?? 0
  const body = new Uint8Array(leadLength + page.parts.reduce((sum, part) => sum + part.byteLength, 0) + nonceBytes.byteLength * (page.parts.length - 1))
  if (lead) body.set(lead)
  let at = leadLength
  page.parts.forEach((part, index) => {
    if (index > 0) {
      body.set(nonceBytes, at)
      at += nonceBytes.byteLength
    }
    body.set(part, at)
    at += part.byteLength
  })
  return body
}

/** The render of a page under way, if its claim still stands. */
function liveRender(key: string, now: number): Render | undefined {
  const render = renders.get(key)
  return render && now - render.claimedAt < RENDER_WAIT_MS ? render : undefined
}

function claimRender(key: string, now: number): void {
  // A claim whose render failed before it could give it up stays until its page is asked for again.
  let settle = () => {}
  const done = new Promise<void>((resolve) => (settle = resolve))
  renders.set(key, { claimedAt: now, done, settle })
}

function releaseRender(key: string): void {
  renders.get(key)?.settle()
  renders.delete(key)
}

/**
 * What serves a request for a page: a fresh kept copy; a stale one while another request
 * renders it again; or nothing, and then the request renders (`claimed` when it is the one
 * others wait for). A request that finds a render of a missing page under way waits for it.
 */
async function lookUp(key: string, now: number): Promise<{ page?: KeptPage; claimed: boolean }> {
  const page = kept.get(key)
  const age = page ? now - page.keptAt : Infinity
  if (page && age <= PAGE_CACHE_TTL_MS) return { page, claimed: false }
  const render = liveRender(key, now)
  if (!render) {
    if (page && age > PAGE_CACHE_TTL_MS + PAGE_CACHE_STALE_MS) kept.delete(key)
    claimRender(key, now)
    return { claimed: true }
  }
  if (page && age <= PAGE_CACHE_TTL_MS + PAGE_CACHE_STALE_MS) return { page, claimed: false }
  let timer: ReturnType<typeof setTimeout> | undefined
  const deadline = new Promise<void>((resolve) => (timer = setTimeout(resolve, RENDER_WAIT_MS - (now - render.claimedAt))))
  try {
    await Promise.race([render.done, deadline])
  } finally {
    clearTimeout(timer)
  }
  const rendered = kept.get(key)
  return { page: rendered && rendered !== page ? rendered : undefined, claimed: false }
}

/** Keeps a fully rendered page, to be served with the hit mark; the oldest goes when the bound is reached. */
function keepPage(key: string, html: string, nonce: string, status: RouteEntry['status']): void {
  kept.set(key, { parts: `${html}${PAGE_CACHE_HIT_MARK}`.split(nonce).map((part) => encoder.encode(part)), keptAt: Date.now(), status })
}

/** A kept page served whole: its bytes with the response's nonce, and the status it was rendered under. */
export interface WholePage {
  body: Uint8Array<ArrayBuffer>
  status: RouteEntry['status']
}

/**
 * The whole document at once, `shell` first, when the content version is trusted and a fresh
 * copy of the URL's page is kept: no read, no stream, no await. Otherwise nothing.
 */
export function keptWhole(url: URL, shell: string, nonce: string): WholePage | undefined {
  const now = Date.now()
  const version = trustedVersion(now)
  if (version === undefined) return undefined
  const page = kept.get(`${version}|${pageAddress(url)}`)
  return page && now - page.keptAt <= PAGE_CACHE_TTL_MS ? { body: withNonce(page, nonce, encoder.encode(shell)), status: page.status } : undefined
}

/**
 * One response's use of the cache: the content version is read once, when first asked for
 * (an open page asks after its head has gone out), and the same key serves the lookup and
 * the keeping. A response that renders is told so by `kept` answering nothing, and must
 * call `keep` when it ends, with its document or without one, so a claim it holds goes.
 */
export function pageCacheSlot(db: D1Database, url: URL, keepAlive: KeepAlive) {
  let key: Promise<string | null> | undefined
  let claimed = false
  const keyOnce = () => (key ??= pageCacheKey(db, url, keepAlive))
  return {
    /** `keptWhole` of this URL; when it answers nothing, the response streams. */
    now: (shell: string, nonce: string) => keptWhole(url, shell, nonce),
    async kept(nonce: string): Promise<Uint8Array<ArrayBuffer> | undefined> {
      const current = await keyOnce()
      if (!current) return undefined
      const found = await lookUp(current, Date.now())
      claimed = found.claimed
      return found.page && withNonce(found.page, nonce)
    },
    /** `html`: the document after its shell, when the whole page rendered; undefined when it did not. `status`: the response's. */
    async keep(html: string | undefined, nonce: string, status: RouteEntry['status']): Promise<void> {
      const current = await keyOnce()
      if (!current) return
      if (html !== undefined) keepPage(current, html, nonce, status)
      if (claimed) releaseRender(current)
    },
  }
}

/** Forgets every kept page (tests). */
export function clearPageCache(): void {
  kept.clear()
  renders.clear()
  trusted = undefined
}

/** Makes every kept page older by `ms`, as if that time had passed (tests). */
export function agePageCache(ms: number): void {
  for (const page of kept.values()) page.keptAt -= ms
}
