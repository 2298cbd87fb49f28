import type { KeyValueStore } from '../../lib/storage'

/**
 * The order a visitor left the site to pay (H5 on a phone, JSAPI in WeChat): kept so that,
 * back on the site, 继续支付 opens the same order's page again instead of creating a
 * second order that could be paid twice.
 */
export interface OpenOrder {
  outTradeNo: string
  payType: number
  productId: number
  /** The channel's page for this order (with its return address). */
  payUrl: string
  /** Milliseconds since the epoch, when the page was made. */
  startedAt: number
  /** An activity's offer card: the activity page that returns watches it and may order it again. */
  offer?: OfferTrace
}

/** What an offer card's order was placed with (gen_package_trace_id's answer), kept for its return. */
export interface OfferTrace {
  activityUuid: string
  cardId: number
  traceId: string
  payScene: number
}

function isOfferTrace(value: unknown): value is OfferTrace {
  if (typeof value !== 'object' || value === null) return false
  const offer = value as Record<string, unknown>
  return typeof offer.activityUuid === 'string' && typeof offer.cardId === 'number' && typeof offer.traceId === 'string' && typeof offer.payScene === 'number'
}

const KEY = 'pay_open_order'

/**
 * WeChat Pay's h5_url is valid for 5 minutes; Alipay's page and the JSAPI sheet until the
 * order's end. Past 4½ minutes the page may be stale: 继续支付 then places a fresh order.
 */
export const PAY_PAGE_REUSE_MS = 270_000

export function rememberOpenOrder(store: KeyValueStore, order: OpenOrder): void {
  store.setItem(KEY, JSON.stringify(order))
}

/** The order left open, that of `outTradeNo` when given. */
export function readOpenOrder(store: KeyValueStore, outTradeNo?: string): OpenOrder | undefined {
  try {
    const value = JSON.parse(store.getItem(KEY) ?? 'null') as Partial<OpenOrder> | null
    if (!value || typeof value.outTradeNo !== 'string' || (outTradeNo !== undefined && value.outTradeNo !== outTradeNo)) return undefined
    if (typeof value.payUrl !== 'string' || typeof value.startedAt !== 'number' || typeof value.payType !== 'number' || typeof value.productId !== 'number')
      return undefined
    if (value.offer !== undefined && !isOfferTrace(value.offer)) return undefined
    return value as OpenOrder
  } catch {
    return undefined
  }
}

export function forgetOpenOrder(store: KeyValueStore, outTradeNo: string): void {
  if (readOpenOrder(store, outTradeNo)) store.removeItem(KEY)
}

/**
 * The order a page opened without a trade number should watch: one left for the channel's
 * page less than `timeoutMs` ago (the visitor came back by Back, not by the return address)
 * and not the one already paid and shown.
 */
export function orderToWatch(order: OpenOrder | undefined, paidOutTradeNo: string | undefined, nowMs: number, timeoutMs: number): OpenOrder | undefined {
  if (!order || order.outTradeNo === paidOutTradeNo || nowMs < order.startedAt || nowMs - order.startedAt >= timeoutMs) return undefined
  return order
}

/** The page 继续支付 may open again, or undefined when a fresh order is needed. */
export function reusablePayUrl(order: OpenOrder | undefined, nowMs: number): string | undefined {
  if (!order || nowMs - order.startedAt >= PAY_PAGE_REUSE_MS || nowMs < order.startedAt) return undefined
  return order.payUrl
}

/** What a return address carries (the service's and the JSAPI bridge's parameters). */
export const RETURN_PARAMS = ['out_trade_no', 'product_id', 'jsapi'] as const

/** The page's own address without a return's parameters (its other ones, an activity's `uuid` say, kept). */
export function withoutReturnParams(pathname: string, search: string): string {
  const params = new URLSearchParams(search)
  for (const name of RETURN_PARAMS) params.delete(name)
  return `${pathname}${params.size ? `?${params.toString()}` : ''}`
}

/** Where the channel's page or WeChat's sheet comes back to: this page, naming the product (the service adds the trade number). */
export function returnPathFor(pathname: string, search: string, productId: number): string {
  const page = withoutReturnParams(pathname, search)
  return `${page}${page.includes('?') ? '&' : '?'}product_id=${productId}`
}
