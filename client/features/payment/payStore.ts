import { COOKIES } from '../../../shared/constants'
import { readCookie } from '../../../shared/cookies'
import type { KeyValueStore } from '../../lib/storage'
import { sourceIdFrom, sourceUuidFrom } from '../session/sourceChannel'

/**
 * What the pay flow keeps on the client (spec section 3): the pay source id per path, the
 * pay meta (the path to return to after paying) and the pay-user cookie with the phone.
 */
const SOURCE_KEY = 'pay_source_id'
const META_KEY = 'pay_meta'

function readMap(store: KeyValueStore, key: string): Record<string, number> {
  try {
    const value = JSON.parse(store.getItem(key) ?? '{}') as unknown
    return value && typeof value === 'object' ? (value as Record<string, number>) : {}
  } catch {
    return {}
  }
}

/**
 * The buy source of an order placed from `path`: an `sId` in the page's query wins and
 * is kept for that path; else the one kept for the path; else the edge's source cookie,
 * else the default 924.
 */
export function paySourceId(store: KeyValueStore, path: string, search: string, cookie: string): number {
  const fromQuery = new URLSearchParams(search).get('sId')
  const sources = readMap(store, SOURCE_KEY)
  if (fromQuery && /^\d{1,9}$/.test(fromQuery) && Number(fromQuery) > 0) {
    sources[path] = Number(fromQuery)
    store.setItem(SOURCE_KEY, JSON.stringify(sources))
    return sources[path]
  }
  const kept = sources[path]
  if (typeof kept === 'number' && Number.isInteger(kept) && kept > 0) return kept
  return sourceIdFrom(cookie)
}

/** The activity uuid an order carries: `_uuid` of the page, else the edge's source cookie. */
export function payActivityUuid(search: string, cookie: string): string | undefined {
  const value = new URLSearchParams(search).get('_uuid')
  return value && /^[A-Za-z0-9_-]{1,64}$/.test(value) ? value : sourceUuidFrom(cookie)
}

export interface PayMeta {
  /** A same-site path the success page returns to. */
  returnPath: string
  /** What was bought, for the success page. */
  productName?: string
  amountCents?: number
  /** The order paid: the success page names it, and its return address no longer prompts to pay. */
  outTradeNo?: string
}

/** Only same-site paths are followed (ARCHITECTURE decision 9). */
export function safeReturnPath(path: string | null | undefined): string {
  if (!path || !path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return '/'
  return path
}

export function writePayMeta(store: KeyValueStore, meta: PayMeta): void {
  store.setItem(META_KEY, JSON.stringify({ ...meta, returnPath: safeReturnPath(meta.returnPath) }))
}

export function readPayMeta(store: KeyValueStore): PayMeta {
  try {
    const value = JSON.parse(store.getItem(META_KEY) ?? 'null') as Partial<PayMeta> | null
    return {
      returnPath: safeReturnPath(value?.returnPath),
      productName: typeof value?.productName === 'string' ? value.productName : undefined,
      amountCents: typeof value?.amountCents === 'number' ? value.amountCents : undefined,
      outTradeNo: typeof value?.outTradeNo === 'string' ? value.outTradeNo : undefined,
    }
  } catch {
    return { returnPath: '/' }
  }
}

/** The pay-user cookie (read by the edge guard of /payment/success): the paying phone as JSON. */
export function payUserCookie(phone: string, secure: boolean): string {
  return `${COOKIES.payUser}=${encodeURIComponent(JSON.stringify({ phone }))}; path=/; max-age=${30 * 24 * 3600}; SameSite=Lax${secure ? '; Secure' : ''}`
}
