import { describe, expect, it } from 'vitest'
import { payUserPhone } from '../../../shared/payUser'
import { createMemoryStore } from '../../lib/storage'
import {
  AUTO_PAY_WINDOW_MS,
  DEFAULT_PAY_PRODUCT,
  payActivityUuid,
  paySourceId,
  payUserCookie,
  readPayMeta,
  readPayProduct,
  safeReturnPath,
  setAutoCallPay,
  takeAutoCallPay,
  writePayMeta,
  readPayResult,
  writePayResult,
  writePayProduct,
  forgetSubscriptionTrade,
  lastPaymentMethod,
  readPaymentConfig,
  readSubscriptionTrade,
  rememberPaymentConfig,
  rememberPaymentMethod,
  rememberSubscriptionTrade,
} from './payStore'

describe('paySourceId', () => {
  it('defaults to 924', () => {
    expect(paySourceId(createMemoryStore(), '/payment', '', '')).toBe(924)
  })
  it('keeps an sId of the page for that path only', () => {
    const store = createMemoryStore()
    expect(paySourceId(store, '/payment', '?sId=31', '')).toBe(31)
    expect(paySourceId(store, '/payment', '', '')).toBe(31)
    expect(paySourceId(store, '/activity/payment/x', '', '')).toBe(924)
  })
  it('falls back to the edge cookie and ignores bad values', () => {
    expect(paySourceId(createMemoryStore(), '/payment', '?sId=abc', 'source_id=77')).toBe(77)
    expect(paySourceId(createMemoryStore(), '/payment', '?sId=0', '')).toBe(924)
  })
})

describe('payActivityUuid', () => {
  it('reads _uuid, then the cookie, and drops unsafe values', () => {
    expect(payActivityUuid('?_uuid=abc-1', 'source_uuid=zzz')).toBe('abc-1')
    expect(payActivityUuid('', 'source_uuid=zzz')).toBe('zzz')
    expect(payActivityUuid('?_uuid=<x>', '')).toBeUndefined()
  })
})

describe('pay meta', () => {
  it('round-trips and keeps only same-site return paths', () => {
    const store = createMemoryStore()
    writePayMeta(store, { returnPath: '/profile/packages', productName: '按张套餐', amountCents: 29900 })
    expect(readPayMeta(store)).toEqual({ returnPath: '/profile/packages', productName: '按张套餐', amountCents: 29900 })
    writePayMeta(store, { returnPath: '//evil.example' })
    expect(readPayMeta(store).returnPath).toBe('/')
    expect(safeReturnPath('https://evil.example')).toBe('/')
    expect(readPayMeta(createMemoryStore())).toEqual({ returnPath: '/' })
  })
})

describe('payUserCookie', () => {
  it('is read back by the edge guard', () => {
    const cookie = payUserCookie('13800138000', false)
    const value = decodeURIComponent(cookie.split(';')[0]!.split('=').slice(1).join('='))
    expect(payUserPhone(value)).toBe('13800138000')
    expect(payUserCookie('13800138000', true)).toContain('; Secure')
  })
})

describe('stored pay product info', () => {
  const product = { id: 1003, price: 59900, count: 10000, duration: 365, business_type: 0, app_id: 1 }
  it('is kept per path', () => {
    const store = createMemoryStore()
    writePayProduct(store, '/payment', product)
    expect(readPayProduct(store, '/payment')).toEqual(product)
    expect(readPayProduct(store, '/activity/payment/x')).toEqual(DEFAULT_PAY_PRODUCT)
  })
  it('takes the spec defaults for what is missing or malformed: id 0, price 0, count 0, duration unknown, storage type', () => {
    const store = createMemoryStore()
    expect(DEFAULT_PAY_PRODUCT).toEqual({ id: 0, price: 0, count: 0, duration: null, business_type: 1, app_id: 1 })
    store.setItem('pay_product_info', JSON.stringify({ '/payment': { id: 7, price: -1, count: 'x', duration: 0 } }))
    expect(readPayProduct(store, '/payment')).toEqual({ ...DEFAULT_PAY_PRODUCT, id: 7 })
    store.setItem('pay_product_info', '[1]')
    expect(readPayProduct(store, '/payment')).toEqual(DEFAULT_PAY_PRODUCT)
  })
})

describe('auto-call-pay', () => {
  it('lets the purchase of the same path go on once, within 10 minutes', () => {
    const store = createMemoryStore()
    setAutoCallPay(store, '/payment', 1_000)
    expect(takeAutoCallPay(store, '/help', 2_000)).toBe(false)
    setAutoCallPay(store, '/payment', 1_000)
    expect(takeAutoCallPay(store, '/payment', 2_000)).toBe(true)
    expect(takeAutoCallPay(store, '/payment', 3_000)).toBe(false)
    setAutoCallPay(store, '/payment', 1_000)
    expect(takeAutoCallPay(store, '/payment', 1_000 + AUTO_PAY_WINDOW_MS)).toBe(false)
  })
})

describe('pay result', () => {
  it('keeps the last order whose outcome was seen, and reads nothing unreadable', () => {
    const store = createMemoryStore()
    expect(readPayResult(store)).toBeNull()
    writePayResult(store, { outTradeNo: 'P1', result: 1 })
    expect(readPayResult(store)).toEqual({ outTradeNo: 'P1', result: 1 })
    writePayResult(store, { outTradeNo: 'P2', result: 2 })
    expect(readPayResult(store)).toEqual({ outTradeNo: 'P2', result: 2 })
    store.setItem('pay_result', JSON.stringify({ outTradeNo: 'P3', result: 3 }))
    expect(readPayResult(store)).toBeNull()
    store.setItem('pay_result', '{not json')
    expect(readPayResult(store)).toBeNull()
  })
})

describe('the subscription trade number (spec section 3, client-side stored keys)', () => {
  it('is kept under subscription_trade_no with the signing contract, for that trade number only', () => {
    const store = createMemoryStore()
    rememberSubscriptionTrade(store, { outTradeNo: 'T1', contractUuid: 'C1' })
    expect(JSON.parse(store.getItem('subscription_trade_no')!)).toEqual({ outTradeNo: 'T1', contractUuid: 'C1' })
    expect(readSubscriptionTrade(store, 'T1')).toEqual({ outTradeNo: 'T1', contractUuid: 'C1' })
    expect(readSubscriptionTrade(store, 'T2')).toBeUndefined()
  })
  it('is forgotten once its signing settles, not by another order', () => {
    const store = createMemoryStore()
    rememberSubscriptionTrade(store, { outTradeNo: 'T1', contractUuid: 'C1' })
    forgetSubscriptionTrade(store, 'T2')
    expect(readSubscriptionTrade(store, 'T1')).toBeDefined()
    forgetSubscriptionTrade(store, 'T1')
    expect(store.getItem('subscription_trade_no')).toBeNull()
  })
  it('ignores a malformed value', () => {
    const store = createMemoryStore()
    store.setItem('subscription_trade_no', '{"outTradeNo":"T1"}')
    expect(readSubscriptionTrade(store, 'T1')).toBeUndefined()
    store.setItem('subscription_trade_no', 'T1')
    expect(readSubscriptionTrade(store, 'T1')).toBeUndefined()
  })
})

describe('the payment method (spec section 3, client-side stored keys)', () => {
  it('keeps the channel chosen last under payment_method', () => {
    const store = createMemoryStore()
    expect(lastPaymentMethod(store)).toBeUndefined()
    rememberPaymentMethod(store, 'alipay')
    expect(store.getItem('payment_method')).toBe('alipay')
    expect(lastPaymentMethod(store)).toBe('alipay')
  })
  it('ignores a channel the site does not have', () => {
    const store = createMemoryStore()
    store.setItem('payment_method', 'paypal')
    expect(lastPaymentMethod(store)).toBeUndefined()
  })
})

describe('the payment config (spec section 3, client-side stored keys)', () => {
  it('keeps what pay/config answered under payment_config: sandbox, timeout and poll interval', () => {
    const store = createMemoryStore()
    rememberPaymentConfig(store, { sandbox: true, timeout_seconds: 600, poll_interval_ms: 3000, ...{ methods: [] } })
    expect(JSON.parse(store.getItem('payment_config')!)).toEqual({ sandbox: true, timeout_seconds: 600, poll_interval_ms: 3000 })
    expect(readPaymentConfig(store)).toEqual({ sandbox: true, timeout_seconds: 600, poll_interval_ms: 3000 })
  })
  it('is absent when missing or malformed', () => {
    const store = createMemoryStore()
    expect(readPaymentConfig(store)).toBeUndefined()
    store.setItem('payment_config', '{"sandbox":"yes","timeout_seconds":600,"poll_interval_ms":3000}')
    expect(readPaymentConfig(store)).toBeUndefined()
  })
})
