import type { Context } from 'hono'
import { ALL_CALLS } from '../../shared/contracts'
import { SUCCESS_CODES } from '../../shared/contracts/envelope'
import type { AppEnv } from '../env'
import { log } from '../lib/log'
import { BoundedMap } from '../../shared/boundedMap'

/**
 * The last good answer of every anonymous read (docs/decisions/014). A GET that an
 * anonymous visitor's page needs keeps its last successful envelope in KV; when the
 * service that answers it fails (unreachable, slower than the time box, a 5xx, a body
 * that is not an envelope), that answer is served again, marked `X-Stale`, and the log
 * says what failed. Writes are never answered this way: they fail honestly.
 */

/** How long a read may take before its last good answer is served instead: a slow backend cannot hold a page's stream open. */
export const READ_TIME_BOX_MS = 3000
/** A key is rewritten at most this often per isolate (KV takes one write a second per key). */
const REWRITE_AFTER_MS = 60_000
const MAX_KEPT_BYTES = 512 * 1024
/** KV's limit on a key: a read whose query makes its key longer keeps no last good answer (KV refuses the write, and the read). */
const KV_KEY_MAX_BYTES = 512
export const STALE_HEADER = 'X-Stale'

/** When each key was last written; bounded, since a visitor's query makes a key of its own. */
const writtenAt = new BoundedMap<string, number>(1000)

function fitsKv(key: string): boolean {
  return new TextEncoder().encode(key).byteLength <= KV_KEY_MAX_BYTES
}

/**
 * The public reads the pages need: config, downloads, content, regions, enumerations,
 * landings, the catalogue, activity data. Only these keep a last good answer. Live state
 * (QR codes, scans, order and code state) never does: an old answer there would mislead.
 */
const KEPT_READS: ReadonlySet<string> = new Set<string>([...ALL_CALLS.flatMap((record) => (record.lastGood ? [record.path] : []))])

/** Whether a GET of this path keeps (and may be answered by) its last good answer. */
export function keepsLastGood(path: string): boolean {
  return KEPT_READS.has(path)
}

export function lastGoodKey(scene: string, url: URL, path: string): string {
  return `lastgood:${scene}:${path}${url.search}`
}

class TimeBoxExceeded extends Error {}

function timeBoxed<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimeBoxExceeded(`no answer within ${ms} ms`)), ms)
  })
  return Promise.race([work, limit]).finally(() => clearTimeout(timer))
}

/** A success envelope's text, or why the answer cannot stand. */
async function judge(response: Response): Promise<{ body: string } | { failure: string } | { refusal: true }> {
  if (response.status >= 500) return { failure: `status ${response.status}` }
  if (!response.ok) return { refusal: true } // a 4xx is the service's honest answer
  // A file (an invoice, a QR image) is passed on as it is, never kept.
  if (!(response.headers.get('content-type') ?? '').includes('json')) return { refusal: true }
  const text = await response.text()
  try {
    const parsed = JSON.parse(text) as { code?: unknown }
    return SUCCESS_CODES.includes(parsed.code as 0) ? { body: text } : { refusal: true }
  } catch {
    return { failure: 'malformed answer (not JSON)' }
  }
}

/**
 * Runs a read, keeping its answer when the visitor is anonymous and it succeeded, and
 * serving the last good answer when it failed. Without one, the failure goes on as it was.
 */
export async function readWithLastGood(c: Context<AppEnv>, key: string, anonymous: boolean, read: () => Promise<Response>): Promise<Response> {
  let failed: Response | undefined
  let failure: string
  try {
    const response = await timeBoxed(read(), READ_TIME_BOX_MS)
    const verdict = await judge(response.clone())
    if ('body' in verdict) {
      keep(c, key, anonymous, verdict.body)
      return response
    }
    if ('refusal' in verdict) return response
    failed = response
    failure = verdict.failure
  } catch (error) {
    failure = error instanceof Error ? error.message : String(error)
  }
  const stale = !fitsKv(key)
    ? null
    : await c.env.CACHE.get(key).catch((error: unknown) => {
        log('warn', 'lastgood.unreadable', { key, error })
        return null
      })
  if (stale === null) {
    log('error', 'read.failed', { requestId: c.get('requestId'), key, failure })
    if (failed) return failed
    throw new Error(failure)
  }
  log('warn', 'read.stale', { requestId: c.get('requestId'), key, failure })
  return new Response(stale, { status: 200, headers: { 'content-type': 'application/json; charset=utf-8', [STALE_HEADER]: '1' } })
}

function keep(c: Context<AppEnv>, key: string, anonymous: boolean, body: string): void {
  const now = Date.now()
  if (!anonymous || body.length > MAX_KEPT_BYTES || !fitsKv(key) || now - (writtenAt.get(key) ?? 0) < REWRITE_AFTER_MS) return
  writtenAt.set(key, now)
  c.executionCtx.waitUntil(
    c.env.CACHE.put(key, body).catch((error: unknown) => {
      writtenAt.delete(key)
      log('warn', 'lastgood.unwritable', { key, error })
    }),
  )
}

/** Forgets when keys were written (tests). */
export function resetLastGoodWrites(): void {
  writtenAt.clear()
}
