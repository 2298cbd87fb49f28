/**
 * The payment service's schemas of a purchase (spec section 7, "Payment service"): the
 * catalogue, orders, signing a subscription, the pay config. What an organisation has
 * bought (its packages, contracts, notices and invoices) is in ./payAccount.ts, so that the
 * profile pages and the payment page each load only their own. The calls are declared in
 * ../pay.ts. The built-in service validates requests with them and the browser parses
 * responses with them. Prices are cents everywhere (shown with `formatPrice` of
 * shared/price.ts); times are Unix seconds.
 *
 * Every call may carry the `Cake-Appid` header (CAKE_APPID_HEADER); `app_id` in the query
 * or body wins when both are given; with neither the app is Cake (1).
 */
import * as z from 'zod/mini'
import { SERVER_MESSAGES } from '../../messages'
import { PAY_MESSAGES } from '../../payMessages'
import {
  BillingCycle,
  BusinessType,
  CardTheme,
  ClientPlatform,
  CreativeCardType,
  OrderState,
  PackageTier,
  PaymentScene,
  PayMethod,
  PayResult,
  ProductKind,
  TradeType,
} from '../../payEnums'
import { envelope } from '../envelope'
import { bodyAppId, cents, enumOf, id, key, queryEnum, queryId, seconds, tradeNo } from '../fields'

// --- shared fields -------------------------------------------------------------

/**
 * app_id (product-app bit flags of spec section 3). When absent the service reads the
 * Cake-Appid header, else Cake (1).
 */
const queryAppId = z.optional(z.coerce.number({ error: SERVER_MESSAGES.invalidRequest }).check(z.int(), z.positive()))
const sourceId = z.optional(z.number({ error: SERVER_MESSAGES.invalidRequest }).check(z.int(), z.minimum(0)))
const activityUuid = z.optional(z.union([z.literal(''), key]))

// --- catalogue -----------------------------------------------------------------

export const productSchema = z.object({
  id: z.number(),
  name: z.string(),
  kind: z.enum([ProductKind.Piece, ProductKind.Union]),
  app_id: z.number(),
  business_type: enumOf(BusinessType),
  /** Cents. */
  price: cents,
  /** Cents; the crossed-out price, 0 when none. */
  original_price: cents,
  /**
   * Cents; the price while the global config's promotion window is open (shared/promotion.ts),
   * 0 when none. One-time products only; the service charges it only inside the window.
   */
  promotion_price: z._default(cents, 0),
  cycle: enumOf(BillingCycle),
  /** Per-photo count (piece), lite-effect uses, or creative points (token). */
  count: z.number(),
  /** Bytes of cloud storage included. */
  storage: z.number(),
  /** Days the package is valid (one year). */
  duration: z.number(),
  theme: enumOf(CardTheme),
  creative_type: z.nullable(enumOf(CreativeCardType)),
  tier: enumOf(PackageTier),
  /** Pay method codes this product accepts (UnionPay only where allowed). */
  pay_methods: z.array(enumOf(PayMethod)),
  /** What is included, one line each. */
  features: z.array(z.string()),
  description: z.string(),
  /** Client platforms a union product is sold on. */
  platforms: z.array(enumOf(ClientPlatform)),
})
export type Product = z.infer<typeof productSchema>

// --- product/list ----------------------------------------------------------------
export const productListQuery = z.object({ app_id: queryAppId })
export const productListResponse = envelope(z.object({ list: z.array(productSchema) }))

// --- union_product/list ----------------------------------------------------------
export const unionProductListQuery = z.object({ app_id: queryAppId, platform: z._default(queryEnum(ClientPlatform), ClientPlatform.Web) })
export const unionProductListResponse = productListResponse

/** What every purchase names: the product, how it is paid, and where and from which page it was bought. */
const purchaseFields = {
  app_id: bodyAppId,
  product_id: id(PAY_MESSAGES.productNotFound),
  pay_type: enumOf(PayMethod, PAY_MESSAGES.payMethodNotAllowed),
  buy_source_id: sourceId,
  activity_uuid: activityUuid,
  /** Payment scene (1 official site, 2 activity, 3 activity-ex, 5 promotion-ex); 1 unless given. */
  pay_scene: z._default(enumOf(PaymentScene), PaymentScene.Official),
}

// --- order/create_ex -------------------------------------------------------------
export const orderCreateExRequest = z.object({
  ...purchaseFields,
  /** Activity scenes (2, 3): the package trace of gen_package_trace_id, naming the offer card bought. */
  trace_id: z.optional(key),
})
export type OrderCreateExRequest = z.input<typeof orderCreateExRequest>
/**
 * Alipay pay types (7, 34) answer this JSON; the others answer the QR image itself
 * (image/svg+xml). Both carry the trade number in the `out_trade_no` header.
 */
export const orderCreateExResponse = envelope(
  z.object({
    out_trade_no: z.string(),
    amount: cents,
    /** The page the payer opens (Alipay's cashier; in the sandbox, the sandbox pay page). */
    pay_url: z.string(),
    expires_at: seconds,
  }),
)
/** Alipay pay types answer JSON; every other pay type answers the QR image. */
export const ALIPAY_PAY_TYPES: readonly number[] = [PayMethod.Alipay, PayMethod.AlipayTs]

// --- order/union_order_pay ---------------------------------------------------------
export const unionOrderPayRequest = z.object({
  ...orderCreateExRequest.shape,
  trade_type: z._default(enumOf(TradeType), TradeType.Native),
  /** The deduction the buyer was shown (order/union_deduction_product); a different one now is 5030. */
  deduction: z.optional(cents),
})
export const unionOrderPayResponse = orderCreateExResponse

// --- order/state and union_order_state ---------------------------------------------
export const orderStateQuery = z.object({ out_trade_no: tradeNo, app_id: queryAppId })
export const orderSchema = z.object({
  out_trade_no: z.string(),
  /** 0 created (waiting), 1 paid, 2 closed. */
  state: enumOf(OrderState),
  /** 1 success, 2 closed; null while waiting. */
  pay_result: z.nullable(enumOf(PayResult)),
  amount: cents,
  /** Union deduction taken off the price, cents. */
  deduction: cents,
  pay_type: enumOf(PayMethod),
  trade_type: enumOf(TradeType),
  pay_scene: enumOf(PaymentScene),
  product_id: z.number(),
  product_name: z.string(),
  business_type: enumOf(BusinessType),
  count: z.number(),
  storage: z.number(),
  cycle: enumOf(BillingCycle),
  created_at: seconds,
  expires_at: seconds,
  paid_at: z.nullable(seconds),
  closed_at: z.nullable(seconds),
  /** The paying account's phone: the success page stores it in the pay-user cookie. */
  phone: z.string(),
  contract_uuid: z.nullable(z.string()),
})
export type PayOrder = z.infer<typeof orderSchema>
export const orderStateResponse = envelope(orderSchema)
export const unionOrderStateQuery = orderStateQuery
export const unionOrderStateResponse = orderStateResponse

// --- url/info ---------------------------------------------------------------------
/** Named links the payment pages show (agreements, help). */
export const URL_NAMES = ['pay_agreement', 'auto_renew_agreement', 'invoice_help', 'customer_service'] as const
export const urlInfoQuery = z.object({ name: z.enum(URL_NAMES, { error: SERVER_MESSAGES.invalidRequest }) })
export const urlInfoResponse = envelope(z.object({ name: z.string(), url: z.string(), title: z.string() }))

// --- order/create_pay_ex (and the activity's order/create_pay) --------------------------
/** A page of this site a channel's mobile page returns to (`/…`, not `//…`): the service adds `out_trade_no`. */
const returnPath = z.optional(
  z.string({ error: SERVER_MESSAGES.invalidRequest }).check(z.maxLength(512), z.regex(/^\/(?![/\\])/, { error: SERVER_MESSAGES.invalidRequest })),
)
export const orderCreatePayExRequest = z.object({
  ...orderCreateExRequest.shape,
  trade_type: z._default(enumOf(TradeType), TradeType.Jsapi),
  /**
   * H5 (trade type 3): the site's path the channel's mobile page returns to; the service adds
   * `out_trade_no` to its query. Only a path of this site (`/…`, not `//…`).
   */
  return_path: returnPath,
  /** Union products: the deduction the buyer was shown; a different one now is 5030 (as union_order_pay). */
  deduction: z.optional(cents),
})
export const jsapiParamsSchema = z.object({
  appId: z.string(),
  timeStamp: z.string(),
  nonceStr: z.string(),
  package: z.string(),
  signType: z.string(),
  paySign: z.string(),
})
export const orderCreatePayExResponse = envelope(
  z.object({
    out_trade_no: z.string(),
    amount: cents,
    expires_at: seconds,
    trade_type: enumOf(TradeType),
    /** Parameters for WeixinJSBridge getBrandWCPayRequest (trade type 2). */
    jsapi: z.nullable(jsapiParamsSchema),
    /** A page to open: mweb/Alipay cashier, or in the sandbox the stand-in for WeChat's in-browser payment. */
    pay_url: z.string(),
  }),
)
export const orderCreatePayRequest = orderCreatePayExRequest
export const orderCreatePayResponse = orderCreatePayExResponse

// --- subscriptions ---------------------------------------------------------------------
export const subscriptionContractRequest = z.object({
  // pay_type: a `-ts` method, 32 UnionPay, 33 WeChat, 34 Alipay.
  ...purchaseFields,
  /** A phone browser outside WeChat signs on the channel's mobile page, which returns here (decision 029); absent: the QR. */
  return_path: returnPath,
})
/** The first charge signs the contract: pay it by the QR (SVG text, empty for a phone's `return_path`) or by `pay_url`. */
export const subscriptionContractResponse = envelope(
  z.object({
    contract_uuid: z.string(),
    out_trade_no: z.string(),
    amount: cents,
    expires_at: seconds,
    pay_url: z.string(),
    /** The QR of `pay_url` as SVG markup. */
    qr_svg: z.string(),
  }),
)
/** subscription/pay: a fresh first-charge code for a contract still signing (the old one expired). */
export const subscriptionPayRequest = z.object({ contract_uuid: key, app_id: bodyAppId, return_path: returnPath })
export const subscriptionPayResponse = subscriptionContractResponse

// --- pay/config ---------------------------------------------------------------------------
export const payConfigResponse = envelope(
  z.object({
    timeout_seconds: z.number(),
    poll_interval_ms: z.number(),
    methods: z.array(z.object({ pay_type: enumOf(PayMethod), channel: z.string(), name: z.string() })),
    /** Whether payments run through the sandbox channel. */
    sandbox: z.boolean(),
    server_time: seconds,
  }),
)

// --- order/union_deduction_product ----------------------------------------------------------
export const unionDeductionQuery = z.object({ product_id: queryId(PAY_MESSAGES.productNotFound) })
export const unionDeductionResponse = envelope(
  z.object({
    product_id: z.number(),
    price: cents,
    /** What the organisation's current union package is still worth, taken off the price. */
    deduction: cents,
    pay_amount: cents,
    /** The package the deduction comes from, if any. */
    from_order: z.nullable(z.object({ out_trade_no: z.string(), product_name: z.string() })),
  }),
)
