import { describe, expect, it } from 'vitest'
import type { Product } from '../../../shared/contracts/schemas/pay'
import { BillingCycle, BusinessType, PayMethod } from '../../../shared/payEnums'
import { cardPrice, categories, categoryOf, isSubscription, methodOptions, recommendedId, savingOf } from './catalogue'

function product(overrides: Partial<Product>): Product {
  return {
    id: 1,
    name: '按张套餐',
    kind: 'piece',
    app_id: 1,
    business_type: BusinessType.Piece,
    price: 29900,
    original_price: 0,
    promotion_price: 0,
    cycle: BillingCycle.OneTime,
    count: 1000,
    storage: 0,
    duration: 365,
    theme: 0,
    creative_type: null,
    tier: 1,
    pay_methods: [PayMethod.Wechat, PayMethod.Alipay],
    features: [],
    description: '',
    platforms: [1],
    ...overrides,
  }
}

describe('methodOptions', () => {
  it('orders WeChat, Alipay, UnionPay and offers UnionPay only where listed', () => {
    expect(methodOptions(product({ pay_methods: [PayMethod.Union, PayMethod.Alipay, PayMethod.Wechat] })).map((option) => option.channel)).toEqual([
      'wechat',
      'alipay',
      'union',
    ])
    expect(methodOptions(product({})).map((option) => option.channel)).toEqual(['wechat', 'alipay'])
  })
  it('marks the -ts codes as subscription methods', () => {
    expect(methodOptions(product({ pay_methods: [PayMethod.WechatTs, PayMethod.AlipayTs] }))).toEqual([
      { channel: 'wechat', payType: 33, subscription: true },
      { channel: 'alipay', payType: 34, subscription: true },
    ])
  })
})

describe('categories', () => {
  const monthly = product({ id: 2, cycle: BillingCycle.Monthly, price: 9900, pay_methods: [PayMethod.WechatTs] })
  const yearly = product({ id: 3, cycle: BillingCycle.Yearly, price: 99900, pay_methods: [PayMethod.WechatTs] })
  it('puts subscriptions apart from the business types, in a fixed order', () => {
    expect(isSubscription(monthly)).toBe(true)
    expect(categoryOf(product({ business_type: BusinessType.Token }))).toBe('token')
    expect(categories([product({ business_type: BusinessType.Storage }), yearly, product({})])).toEqual(['piece', 'subscription', 'storage'])
  })
  it('computes the yearly saving against the matching monthly plan', () => {
    expect(savingOf(yearly, [monthly, yearly])).toBe(9900 * 12 - 99900)
    expect(savingOf(monthly, [monthly, yearly])).toBe(0)
    expect(savingOf(yearly, [yearly])).toBe(0)
  })
  it('recommends the yearly plan, else the middle card by price', () => {
    expect(recommendedId([monthly, yearly])).toBe(3)
    expect(recommendedId([product({ id: 1, price: 100 }), product({ id: 2, price: 300 }), product({ id: 3, price: 200 })])).toBe(3)
    expect(recommendedId([product({ id: 1 })])).toBeUndefined()
  })
})

describe('includedLines', async () => {
  const { includedLines, perPhotoNote } = await import('./productLines')
  it('lists the product lines, else counts, storage in powers of 1024 and the one-year validity', () => {
    expect(includedLines(product({ count: 3000, storage: 100 * 1024 ** 3 }))).toEqual(['修图 3,000 张', '云空间 100GB', '有效期 1 年'])
    expect(includedLines(product({ count: 3000, features: ['全部修图功能'] }))).toEqual(['全部修图功能'])
    expect(includedLines(product({ business_type: BusinessType.Token, count: 500, duration: 0 }))).toEqual(['创意点数 500'])
  })
  it('notes the price per photo', () => {
    expect(perPhotoNote(product({ price: 29900, count: 1000 }))).toBe('低至 ¥0.30/张')
    expect(perPhotoNote(product({ business_type: BusinessType.Storage }))).toBeUndefined()
  })
})

describe('cardPrice', () => {
  const sale = { kind: 'promotion' as const, endsAt: 2_000_000_000 }
  it('shows the list price with its crossed-out original price outside a promotion', () => {
    expect(cardPrice(product({ price: 69900, original_price: 89900, promotion_price: 59900 }), null)).toEqual({
      amount: 69900,
      was: 89900,
      kind: 'list',
      deduction: 0,
    })
    expect(cardPrice(product({ price: 69900 }), null).was).toBe(0)
  })
  it('shows the promotion price against the higher of the list and original prices while a window is open', () => {
    expect(cardPrice(product({ price: 69900, original_price: 89900, promotion_price: 59900 }), sale)).toEqual({
      amount: 59900,
      was: 89900,
      kind: 'promotion',
      deduction: 0,
    })
    expect(cardPrice(product({ price: 69900, promotion_price: 59900 }), sale).was).toBe(69900)
    expect(cardPrice(product({ price: 69900 }), sale).kind).toBe('list')
  })
  it('shows a union upgrade at its deducted price against the full price', () => {
    const union = product({ kind: 'union', price: 129900, promotion_price: 99900 })
    expect(cardPrice(union, sale, { deduction: 59900, payAmount: 70000, fromName: '联合基础版' })).toEqual({
      amount: 70000,
      was: 129900,
      kind: 'deduction',
      deduction: 59900,
      fromName: '联合基础版',
    })
    expect(cardPrice(union, sale, { deduction: 0, payAmount: 129900 })).toEqual({ amount: 129900, was: 0, kind: 'list', deduction: 0 })
  })
})
