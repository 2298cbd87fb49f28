import type { Product } from '../../../shared/contracts/schemas/pay'
import { BillingCycle, BusinessType, PayChannel, PayMethod, ProductKind } from '../../../shared/payEnums'
import { promotionPriceOf, type SaleWindow } from '../../../shared/promotion'
import { METHOD_CHANNEL } from './payMethods'
import { yearlySaving } from './price'

/** A way to pay a product: its channel and the pay method code the order carries. */
export interface MethodOption {
  channel: PayChannel
  payType: PayMethod
  /** A `-ts` code: the first charge signs an auto-renewal contract. */
  subscription: boolean
}

const CHANNEL_ORDER: readonly PayChannel[] = [PayChannel.Wechat, PayChannel.Alipay, PayChannel.Union]

/** The methods a product allows, WeChat first, UnionPay only where the product lists it. */
export function methodOptions(product: Pick<Product, 'pay_methods'>): MethodOption[] {
  const options = product.pay_methods.flatMap((payType) => {
    const method = METHOD_CHANNEL[payType]
    return method ? [{ ...method, payType }] : []
  })
  const seen = new Set<PayChannel>()
  return options
    .sort((a, b) => CHANNEL_ORDER.indexOf(a.channel) - CHANNEL_ORDER.indexOf(b.channel))
    .filter((option) => (seen.has(option.channel) ? false : (seen.add(option.channel), true)))
}

export function isSubscription(product: Pick<Product, 'pay_methods' | 'cycle'>): boolean {
  return product.cycle !== BillingCycle.OneTime && methodOptions(product).some((option) => option.subscription)
}

/** The page's category tabs: one per group present in the catalogue, in this order. */
export type CategoryKey = 'piece' | 'subscription' | 'combination' | 'union' | 'storage' | 'lite' | 'token'
export const CATEGORY_ORDER: readonly CategoryKey[] = ['piece', 'subscription', 'combination', 'union', 'storage', 'lite', 'token']

export function categoryOf(product: Pick<Product, 'business_type' | 'cycle' | 'pay_methods' | 'kind'>): CategoryKey {
  if (isSubscription(product)) return 'subscription'
  if (product.kind === ProductKind.Union) return 'union'
  switch (product.business_type) {
    case BusinessType.Combination:
      return 'combination'
    case BusinessType.Storage:
      return 'storage'
    case BusinessType.LiteEffect:
      return 'lite'
    case BusinessType.Token:
      return 'token'
    default:
      return 'piece'
  }
}

export function categories(products: readonly Product[]): CategoryKey[] {
  const present = new Set(products.map(categoryOf))
  return CATEGORY_ORDER.filter((key) => present.has(key))
}

/**
 * The card that wears the recommended badge in a row: the yearly plan where there is one,
 * else the middle card by price (the classic anchor of a three-card row).
 */
export function recommendedId(products: readonly Product[]): number | undefined {
  if (products.length < 2) return undefined
  const yearly = products.find((product) => product.cycle === BillingCycle.Yearly)
  if (yearly) return yearly.id
  const byPrice = [...products].sort((a, b) => a.price - b.price)
  return byPrice[Math.floor((byPrice.length - 1) / 2) + (byPrice.length % 2 === 0 ? 1 : 0)]!.id
}

/** What a yearly plan saves over the monthly plan of the same business type and tier, in cents. */
export function savingOf(product: Product, all: readonly Product[]): number {
  if (product.cycle !== BillingCycle.Yearly) return 0
  const monthly = all.find((other) => other.cycle === BillingCycle.Monthly && other.business_type === product.business_type && other.tier === product.tier)
  return monthly ? yearlySaving(product.price, monthly.price) : 0
}

/** What a union upgrade takes off (order/union_deduction_product), as a card shows it. */
export interface CardDeduction {
  deduction: number
  payAmount: number
  /** The current union package the deduction comes from. */
  fromName?: string
}

/** The price a card shows: the charge, the crossed-out price (0 for none) and why they differ. */
export interface CardPrice {
  amount: number
  was: number
  kind: 'list' | 'promotion' | 'deduction'
  deduction: number
  fromName?: string
}

/**
 * A card's price: a union upgrade's deducted price, else the promotion price while a
 * promotion window is open, else the list price with its crossed-out original price.
 */
export function cardPrice(product: Product, sale: SaleWindow | null, deduction?: CardDeduction): CardPrice {
  const listWas = product.original_price > product.price ? product.original_price : 0
  if (product.kind === ProductKind.Union && deduction && deduction.deduction > 0) {
    return { amount: deduction.payAmount, was: product.price, kind: 'deduction', deduction: deduction.deduction, fromName: deduction.fromName }
  }
  const promoted = promotionPriceOf(product, sale)
  if (promoted !== null) return { amount: promoted, was: Math.max(listWas, product.price), kind: 'promotion', deduction: 0 }
  return { amount: product.price, was: listWas, kind: 'list', deduction: 0 }
}
