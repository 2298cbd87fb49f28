import { COOKIES } from '../../../shared/constants'
import { readCookie } from '../../../shared/cookies'
import { BusinessType, PayChannel, PayResult, ProductApp } from '../../../shared/payEnums'
import { safeRedirectPath } from '../../../shared/sameSite'
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

/** Only same-site paths are followed (ARCHITECTURE decision 9): the one check, under the pay flow's name. */
export const safeReturnPath = safeRedirectPath

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

const RESULT_KEY = 'pay_result'

/** The last order whose outcome this browser saw (spec section 3's pay result key): 1 success, 2 closed. */
export interface StoredPayResult {
  outTradeNo: string
  result: PayResult
}

export function writePayResult(store: KeyValueStore, stored: StoredPayResult): void {
  store.setItem(RESULT_KEY, JSON.stringify(stored))
}

export function readPayResult(store: KeyValueStore): StoredPayResult | null {
  try {
    const value = JSON.parse(store.getItem(RESULT_KEY) ?? 'null') as Partial<StoredPayResult> | null
    if (typeof value?.outTradeNo !== 'string' || (value.result !== PayResult.Success && value.result !== PayResult.Closed)) return null
    return { outTradeNo: value.outTradeNo, result: value.result }
  } catch {
    return null
  }
}

const PRODUCT_KEY = 'pay_product_info'
const AUTO_PAY_KEY = 'auto_call_pay'

/** Stored pay product info (spec section 3): what a page is buying, kept per path. */
export interface PayProductInfo {
  id: number
  /** Cents: the price the page showed (promotion or upgrade price included). */
  price: number
  count: number
  /** Days; null when unknown. */
  duration: number | null
  business_type: number
  app_id: number
}

/** The spec's defaults: id 0, price 0, count 0, duration unknown, the storage type; the Cake app. */
export const DEFAULT_PAY_PRODUCT: PayProductInfo = { id: 0, price: 0, count: 0, duration: null, business_type: BusinessType.Storage, app_id: ProductApp.Cake }

function readProducts(store: KeyValueStore): Record<string, unknown> {
  try {
    const value = JSON.parse(store.getItem(PRODUCT_KEY) ?? '{}') as unknown
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {}
  } catch {
    return {}
  }
}

export function writePayProduct(store: KeyValueStore, path: string, product: Omit<PayProductInfo, 'duration'> & { duration: number | null }): void {
  const { id, price, count, duration, business_type, app_id } = product
  store.setItem(PRODUCT_KEY, JSON.stringify({ ...readProducts(store), [path]: { id, price, count, duration, business_type, app_id } }))
}

/** The product kept for `path`, field by field: anything missing or malformed takes the spec's default. */
export function readPayProduct(store: KeyValueStore, path: string): PayProductInfo {
  const kept = readProducts(store)[path] as Partial<Record<keyof PayProductInfo, unknown>> | undefined
  const whole = (value: unknown, fallback: number) => (typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : fallback)
  return {
    id: whole(kept?.id, DEFAULT_PAY_PRODUCT.id),
    price: whole(kept?.price, DEFAULT_PAY_PRODUCT.price),
    count: whole(kept?.count, DEFAULT_PAY_PRODUCT.count),
    duration: typeof kept?.duration === 'number' && kept.duration > 0 ? kept.duration : DEFAULT_PAY_PRODUCT.duration,
    business_type: whole(kept?.business_type, DEFAULT_PAY_PRODUCT.business_type),
    app_id: whole(kept?.app_id, DEFAULT_PAY_PRODUCT.app_id) || DEFAULT_PAY_PRODUCT.app_id,
  }
}

/** How long a purchase waits for its login (a WeChat authorisation leaves the page): one order's life. */
export const AUTO_PAY_WINDOW_MS = 10 * 60_000

/** The auto-call-pay flag (spec section 3): `path`'s purchase goes on once the login it asked for is done. */
export function setAutoCallPay(store: KeyValueStore, path: string, nowMs: number): void {
  store.setItem(AUTO_PAY_KEY, JSON.stringify({ path, at: nowMs }))
}

/** Whether `path` has a purchase waiting (set in the last 10 minutes); the flag is cleared either way. */
export function takeAutoCallPay(store: KeyValueStore, path: string, nowMs: number): boolean {
  let waiting = false
  try {
    const flag = JSON.parse(store.getItem(AUTO_PAY_KEY) ?? 'null') as { path?: unknown; at?: unknown } | null
    waiting = flag?.path === path && typeof flag.at === 'number' && nowMs >= flag.at && nowMs - flag.at < AUTO_PAY_WINDOW_MS
  } catch {
    waiting = false
  }
  store.removeItem(AUTO_PAY_KEY)
  return waiting
}

/** The pay-user cookie (read by the edge guard of /payment/success): the paying phone as JSON. */
export function payUserCookie(phone: string, secure: boolean): string {
  return `${COOKIES.payUser}=${encodeURIComponent(JSON.stringify({ phone }))}; path=/; max-age=${30 * 24 * 3600}; SameSite=Lax${secure ? '; Secure' : ''}`
}

const SUBSCRIPTION_TRADE_KEY = 'subscription_trade_no'

/**
 * The subscription trade number (spec section 3): the first order of an auto-renewal being
 * signed and its contract. Kept from the pre-sign until the contract is settled, so a page
 * the channel's signing page returns to (or a reload) watches the contract, not a plain order.
 */
export interface SubscriptionTrade {
  outTradeNo: string
  contractUuid: string
}

export function rememberSubscriptionTrade(store: KeyValueStore, trade: SubscriptionTrade): void {
  store.setItem(SUBSCRIPTION_TRADE_KEY, JSON.stringify({ outTradeNo: trade.outTradeNo, contractUuid: trade.contractUuid }))
}

/** The signing whose first order is `outTradeNo`, if this browser started it. */
export function readSubscriptionTrade(store: KeyValueStore, outTradeNo: string): SubscriptionTrade | undefined {
  try {
    const value = JSON.parse(store.getItem(SUBSCRIPTION_TRADE_KEY) ?? 'null') as Partial<SubscriptionTrade> | null
    if (value?.outTradeNo !== outTradeNo || typeof value.contractUuid !== 'string') return undefined
    return { outTradeNo, contractUuid: value.contractUuid }
  } catch {
    return undefined
  }
}

/** A signing settled (signed or closed) is no longer watched. */
export function forgetSubscriptionTrade(store: KeyValueStore, outTradeNo: string): void {
  if (readSubscriptionTrade(store, outTradeNo)) store.removeItem(SUBSCRIPTION_TRADE_KEY)
}

const PAYMENT_METHOD_KEY = 'payment_method'

/** The payment method (spec section 3): the channel this browser chose last, preselected next time. */
export function rememberPaymentMethod(store: KeyValueStore, channel: PayChannel): void {
  store.setItem(PAYMENT_METHOD_KEY, channel)
}

export function lastPaymentMethod(store: KeyValueStore): PayChannel | undefined {
  const value = store.getItem(PAYMENT_METHOD_KEY)
  return (Object.values(PayChannel) as string[]).includes(value ?? '') ? (value as PayChannel) : undefined
}

const PAYMENT_CONFIG_KEY = 'payment_config'

/**
 * The payment config (spec section 3): what pay/config answered last. The dialog opens with
 * it (whether payments run through the sandbox, so the tester's link is there at once) while
 * the call is under way, and without it when the call fails.
 */
export interface StoredPaymentConfig {
  sandbox: boolean
  timeout_seconds: number
  poll_interval_ms: number
}

export function rememberPaymentConfig(store: KeyValueStore, config: StoredPaymentConfig): void {
  const { sandbox, timeout_seconds, poll_interval_ms } = config
  store.setItem(PAYMENT_CONFIG_KEY, JSON.stringify({ sandbox, timeout_seconds, poll_interval_ms }))
}

export function readPaymentConfig(store: KeyValueStore): StoredPaymentConfig | undefined {
  try {
    const value = JSON.parse(store.getItem(PAYMENT_CONFIG_KEY) ?? 'null') as Partial<StoredPaymentConfig> | null
    if (typeof value?.sandbox !== 'boolean' || typeof value.timeout_seconds !== 'number' || typeof value.poll_interval_ms !== 'number') return undefined
    return { sandbox: value.sandbox, timeout_seconds: value.timeout_seconds, poll_interval_ms: value.poll_interval_ms }
  } catch {
    return undefined
  }
}
