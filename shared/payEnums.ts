/** Enumerations of spec section 3, "Payment and package", and the payment server codes of section 8. */

/** Payment scenes (1 official site, 2 activity, 3 activity-ex, 5 promotion-ex) live with the login scenes. */
export { PaymentScene } from './scenes'

export const ProductKind = { Piece: 'piece', Union: 'union' } as const
export type ProductKind = (typeof ProductKind)[keyof typeof ProductKind]

/** Package business types. */
export const BusinessType = { Combination: 0, Storage: 1, Piece: 2, LiteEffect: 3, Token: 128 } as const
export type BusinessType = (typeof BusinessType)[keyof typeof BusinessType]

/** What each business type is called: the pricing page's category tabs and enumerate type 9, the package type. */
export const BUSINESS_TYPE_LABELS: Readonly<Record<BusinessType, string>> = {
  [BusinessType.Combination]: '组合套餐',
  [BusinessType.Storage]: '云空间',
  [BusinessType.Piece]: '按张套餐',
  [BusinessType.LiteEffect]: '轻效果',
  [BusinessType.Token]: '创意点数',
}

export const PayChannel = { Wechat: 'wechat', Alipay: 'alipay', Union: 'union' } as const
export type PayChannel = (typeof PayChannel)[keyof typeof PayChannel]

export const PayResult = { Success: 1, Closed: 2 } as const
export type PayResult = (typeof PayResult)[keyof typeof PayResult]

/** Pay method codes; the `-ts` ones sign a subscription contract with the first charge. */
export const PayMethod = { Union: 5, Wechat: 6, Alipay: 7, UnionTs: 32, WechatTs: 33, AlipayTs: 34 } as const
export type PayMethod = (typeof PayMethod)[keyof typeof PayMethod]

export const TradeType = { Native: 0, App: 1, Jsapi: 2, Mweb: 3, DesktopWechat: 20 } as const
export type TradeType = (typeof TradeType)[keyof typeof TradeType]

export const BillingCycle = { OneTime: 0, Monthly: 1, Yearly: 2 } as const
export type BillingCycle = (typeof BillingCycle)[keyof typeof BillingCycle]

export const ClientPlatform = { Web: 1, Android: 2, Ios: 3 } as const
export type ClientPlatform = (typeof ClientPlatform)[keyof typeof ClientPlatform]

/** Card colour themes. */
export const CardTheme = {
  Grey: 0,
  RoseGold: 2,
  LightBlue: 3,
  LightBrown: 5,
  GradientBrown: 6,
  LightPurple: 101,
  LightPurple2: 102,
  Blue: 103,
} as const
export type CardTheme = (typeof CardTheme)[keyof typeof CardTheme]

/** Creative-card types 201 to 204. */
export const CreativeCardType = { Card201: 201, Card202: 202, Card203: 203, Card204: 204 } as const
export type CreativeCardType = (typeof CreativeCardType)[keyof typeof CreativeCardType]

/** Package tiers of activity cards. */
export const PackageTier = { Trial: 0, Basic: 1, Private: 2, Deluxe: 3 } as const
export type PackageTier = (typeof PackageTier)[keyof typeof PackageTier]

export const UseStatus = { InUse: 1, Used: 2, Expired: 3 } as const
export type UseStatus = (typeof UseStatus)[keyof typeof UseStatus]

export const InvoiceStatus = { Applying: 1, Issued: 2, Failed: 3 } as const
export type InvoiceStatus = (typeof InvoiceStatus)[keyof typeof InvoiceStatus]

/** General e-invoice (pc) and special e-invoice (bs). */
export const InvoiceType = { General: 'pc', Special: 'bs' } as const
export type InvoiceType = (typeof InvoiceType)[keyof typeof InvoiceType]

/** Title types: 1 company, 2 individual/other (individual only for the general type). */
export const InvoiceTitleType = { Company: 1, Individual: 2 } as const
export type InvoiceTitleType = (typeof InvoiceTitleType)[keyof typeof InvoiceTitleType]

/** Product apps (bit flags, spec section 3 "Device and platform"): the `app_id` of the catalogue. */
export const ProductApp = { Cake: 1, Soda: 2, Ipad: 4, Cheese: 8, LiteEffect: 64 } as const
export type ProductApp = (typeof ProductApp)[keyof typeof ProductApp]

/** An order's state (built-in service): created, then paid or closed, never both. */
export const OrderState = { Created: 0, Paid: PayResult.Success, Closed: PayResult.Closed } as const
export type OrderState = (typeof OrderState)[keyof typeof OrderState]

/** A subscription contract's state (built-in service). */
export const ContractState = { Signing: 0, Active: 1, Cancelled: 2, Closed: 3 } as const
export type ContractState = (typeof ContractState)[keyof typeof ContractState]

/** Payment server codes of spec section 8, and the ones the built-in service chooses. */
export const PayCode = {
  MemberStatusUpdated: 37,
  UnionPurchaseError: 41,
  UnionDeductionMultiple: 42,
  DeductionInvalid: 5030,
  DeductionDowngrade: 5031,
  /** Chosen by the built-in service. */
  ProductNotFound: 5040,
  OrderNotFound: 5041,
  ContractNotFound: 5042,
  NothingToInvoice: 5043,
  InvoiceNotFound: 5044,
  PayMethodNotAllowed: 5045,
  PayUnavailable: 503,
} as const
