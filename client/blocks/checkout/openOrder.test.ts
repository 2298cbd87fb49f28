import { describe, expect, it } from 'vitest'
import { createMemoryStore } from '../../lib/storage'
import {
  forgetOpenOrder,
  orderToWatch,
  PAY_PAGE_REUSE_MS,
  readOpenOrder,
  rememberOpenOrder,
  returnPathFor,
  reusablePayUrl,
  withoutReturnParams,
  type OpenOrder,
} from './openOrder'

const ORDER: OpenOrder = { outTradeNo: 'P20261125000001', payType: 6, productId: 1002, payUrl: 'https://wx.tenpay.com/x?redirect_url=y', startedAt: 1_000_000 }

describe('the order left open to pay on the channel’s page', () => {
  it('is read back only for its own trade number, and forgotten once done', () => {
    const store = createMemoryStore()
    rememberOpenOrder(store, ORDER)
    expect(readOpenOrder(store, ORDER.outTradeNo)).toEqual(ORDER)
    expect(readOpenOrder(store, 'P-other')).toBeUndefined()
    expect(readOpenOrder(store)).toEqual(ORDER)
    forgetOpenOrder(store, 'P-other')
    expect(readOpenOrder(store, ORDER.outTradeNo)).toEqual(ORDER)
    forgetOpenOrder(store, ORDER.outTradeNo)
    expect(readOpenOrder(store, ORDER.outTradeNo)).toBeUndefined()
  })

  it('ignores what is not an open order', () => {
    const store = createMemoryStore()
    store.setItem('pay_open_order', '{not json')
    expect(readOpenOrder(store, ORDER.outTradeNo)).toBeUndefined()
    store.setItem('pay_open_order', JSON.stringify({ ...ORDER, payUrl: 3 }))
    expect(readOpenOrder(store, ORDER.outTradeNo)).toBeUndefined()
    store.setItem('pay_open_order', JSON.stringify({ ...ORDER, offer: { activityUuid: 'a', cardId: '1', traceId: 't', payScene: 2 } }))
    expect(readOpenOrder(store, ORDER.outTradeNo)).toBeUndefined()
  })

  it('keeps an offer card’s activity, card and trace for the activity page it returns to', () => {
    const store = createMemoryStore()
    const offer = { ...ORDER, offer: { activityUuid: 'demo-aggregate', cardId: 1, traceId: 'trace-1', payScene: 2 } }
    rememberOpenOrder(store, offer)
    expect(readOpenOrder(store, ORDER.outTradeNo)).toEqual(offer)
  })

  it('opens the same page again while WeChat Pay’s h5_url is still valid, and asks for a fresh order after', () => {
    expect(reusablePayUrl(ORDER, ORDER.startedAt)).toBe(ORDER.payUrl)
    expect(reusablePayUrl(ORDER, ORDER.startedAt + PAY_PAGE_REUSE_MS - 1)).toBe(ORDER.payUrl)
    expect(reusablePayUrl(ORDER, ORDER.startedAt + PAY_PAGE_REUSE_MS)).toBeUndefined()
    expect(reusablePayUrl(ORDER, ORDER.startedAt - 1)).toBeUndefined()
    expect(reusablePayUrl(undefined, ORDER.startedAt)).toBeUndefined()
  })
})

describe('the order a page watches when the visitor came back by Back', () => {
  const TEN_MINUTES = 600_000
  it('is the one left open within the order’s 10 minutes, unless it is the one already paid', () => {
    expect(orderToWatch(ORDER, undefined, ORDER.startedAt + 1000, TEN_MINUTES)).toBe(ORDER)
    expect(orderToWatch(ORDER, 'P-paid-before', ORDER.startedAt + TEN_MINUTES - 1, TEN_MINUTES)).toBe(ORDER)
    expect(orderToWatch(ORDER, ORDER.outTradeNo, ORDER.startedAt + 1000, TEN_MINUTES)).toBeUndefined()
    expect(orderToWatch(ORDER, undefined, ORDER.startedAt + TEN_MINUTES, TEN_MINUTES)).toBeUndefined()
    expect(orderToWatch(ORDER, undefined, ORDER.startedAt - 1, TEN_MINUTES)).toBeUndefined()
    expect(orderToWatch(undefined, undefined, ORDER.startedAt, TEN_MINUTES)).toBeUndefined()
  })
})

describe('the return address of the channel’s page', () => {
  it('is this page with its own parameters and the product, never a previous return’s', () => {
    expect(returnPathFor('/payment', '', 1002)).toBe('/payment?product_id=1002')
    expect(returnPathFor('/activity/x', '?uuid=demo&channel=ad', 7)).toBe('/activity/x?uuid=demo&channel=ad&product_id=7')
    expect(returnPathFor('/activity/x', '?uuid=demo&product_id=7&out_trade_no=P1&jsapi=cancel', 8)).toBe('/activity/x?uuid=demo&product_id=8')
  })

  it('is left without the return’s parameters once the order is done with', () => {
    expect(withoutReturnParams('/payment', '?product_id=1&out_trade_no=P1')).toBe('/payment')
    expect(withoutReturnParams('/activity/x', '?uuid=demo&out_trade_no=P1&product_id=1')).toBe('/activity/x?uuid=demo')
  })
})
