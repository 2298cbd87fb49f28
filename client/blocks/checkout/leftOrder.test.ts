import { describe, expect, it } from 'vitest'
import { createMemoryStore } from '../../lib/storage'
import { leftOrder } from './leftOrder'
import { rememberOpenOrder, type OpenOrder } from './openOrder'
import { writePayMeta } from './payStore'
import { PAY_TIMEOUT_MS } from './payTiming'

const ORDER: OpenOrder = { outTradeNo: 'P20261126000001', payType: 6, productId: 1002, payUrl: 'https://wx.tenpay.com/x?redirect_url=y', startedAt: 1_000_000 }

describe('the order left open that useLeftOrder watches', () => {
  it('is the open order while it may still be paid', () => {
    const store = createMemoryStore()
    rememberOpenOrder(store, ORDER)
    expect(leftOrder(store, ORDER.startedAt + 1000)).toEqual(ORDER)
    expect(leftOrder(store, ORDER.startedAt + PAY_TIMEOUT_MS)).toBeUndefined()
  })

  it('is none once the pay store says that order was paid', () => {
    const store = createMemoryStore()
    rememberOpenOrder(store, ORDER)
    writePayMeta(store, { returnPath: '/payment', outTradeNo: ORDER.outTradeNo })
    expect(leftOrder(store, ORDER.startedAt + 1000)).toBeUndefined()
    expect(leftOrder(createMemoryStore(), ORDER.startedAt)).toBeUndefined()
  })
})
