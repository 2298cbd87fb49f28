import { Hono, type Context } from 'hono'
import type { ParsedBodyOf } from '../../../shared/contracts/call'
import { payCalls } from '../../../shared/contracts/pay'
import { ALIPAY_PAY_TYPES } from '../../../shared/contracts/schemas/pay'
import { ok } from '../../../shared/contracts/envelope'
import { OUT_TRADE_NO_HEADER, PAYMENT_POLL_INTERVAL_MS, PAYMENT_TIMEOUT_SECONDS } from '../../../shared/constants'
import { PAY_MESSAGES } from '../../../shared/payMessages'
import { BillingCycle, PayCode, PayMethod, ProductKind, TradeType } from '../../../shared/payEnums'
import { readConfig } from '../../env'
import { nowSeconds } from '../../lib/clock'
import { ServiceError } from '../../lib/serviceApp'
import { activityOfferOf } from '../activity'
import { ACTIVITY_MESSAGES } from '../../../shared/contracts/activityMessages'
import { activityLoginScene, loginSceneOfPayment, PaymentScene } from '../../../shared/scenes'
import type { Payer } from './context'
import { acceptsMethod, findProduct, listProducts, type ProductRow } from './catalogue'
import { appIdOf, chargeOf, requirePayer, requireProvider, type PayEnv } from './context'
import { unauthorized } from '../../auth/authenticate'
import { bindingOfUser } from '../main'
import { unionDeduction } from './deduction'
import { promoOfferScene, promotedSale } from './promotion'
import { chargeRequestOf, createOrder, orderView, type NewOrder, type OrderRow } from './orders'
import { readOrgOrder } from './settle'
import { qrSvg } from './qr'
import { servesCallsWithLogin } from '../../lib/serve'

const PAY_METHOD_NAMES: { pay_type: (typeof PayMethod)[keyof typeof PayMethod]; channel: string; name: string }[] = [
  { pay_type: PayMethod.Wechat, channel: 'wechat', name: '微信支付' },
  { pay_type: PayMethod.Alipay, channel: 'alipay', name: '支付宝' },
  { pay_type: PayMethod.Union, channel: 'union', name: '云闪付' },
  { pay_type: PayMethod.WechatTs, channel: 'wechat', name: '微信支付（自动续费）' },
  { pay_type: PayMethod.AlipayTs, channel: 'alipay', name: '支付宝（自动续费）' },
  { pay_type: PayMethod.UnionTs, channel: 'union', name: '云闪付（自动续费）' },
]

const URLS: Record<string, { url: string; title: string }> = {
  // The site's own policy pages (shared/routes.ts POLICY_PAGES), answered on the caller's origin.
  pay_agreement: { url: '/agreement/membership', title: '会员服务协议' },
  auto_renew_agreement: { url: '/agreement/auto-renewal', title: '自动续费服务协议' },
  invoice_help: { url: 'https://legal.retouch.example/invoice-help', title: '发票说明' },
  customer_service: { url: 'https://im.retouch.example/chat', title: '联系客服' },
}

/** One-time products only: subscriptions are bought through subscription/contract. */
function checkPurchasable(product: ProductRow, payType: number): void {
  if (product.cycle !== BillingCycle.OneTime || !acceptsMethod(product, payType))
    throw new ServiceError(PayCode.PayMethodNotAllowed, PAY_MESSAGES.payMethodNotAllowed)
}

/** The order's charge: JSON for Alipay pay types, otherwise the QR image; the trade number in the header either way. */
async function chargeAnswer(c: Context<PayEnv>, order: OrderRow): Promise<Response> {
  const provider = requireProvider(c.env, order.pay_type)
  const charge = await chargeOf(provider, chargeRequestOf(order, new URL(c.req.url).origin))
  c.header(OUT_TRADE_NO_HEADER, order.out_trade_no)
  c.header('cache-control', 'no-store')
  if (ALIPAY_PAY_TYPES.includes(order.pay_type)) {
    return c.json(ok({ out_trade_no: order.out_trade_no, amount: order.amount, pay_url: charge.payUrl, expires_at: order.expires_at }))
  }
  return c.body(qrSvg(charge.codeUrl), 200, { 'content-type': 'image/svg+xml; charset=utf-8' })
}

/**
 * An activity order (payment scenes 2 and 3) buys the offer card its package trace names,
 * at the card's price, for the activity user who asked for the trace; other orders buy the
 * product at its list price. An activity order comes with the login of its scene (and a
 * promo card with the activity-ex login), or it is a 401: that login is what is missing.
 * A promo card is recorded in scene 5 while the promotion is on sale (decision 040).
 */
async function pricedPurchase(
  db: D1Database,
  payer: Payer,
  product: ProductRow,
  body: { pay_scene: number; trace_id?: string; activity_uuid?: string },
  now: number,
) {
  if (body.pay_scene !== PaymentScene.Activity && body.pay_scene !== PaymentScene.ActivityEx) {
    const sale = await promotedSale(db, product, body.pay_scene, now)
    return { product: sale.product, payScene: sale.payScene, activityUuid: body.activity_uuid, traceId: null }
  }
  if (payer.login !== loginSceneOfPayment(body.pay_scene as PaymentScene)) throw unauthorized()
  const offer = body.trace_id ? await activityOfferOf(db, body.trace_id) : null
  if (!offer || offer.activityUserId !== payer.activityUserId || offer.productId !== product.id) {
    throw new ServiceError(PayCode.ProductNotFound, ACTIVITY_MESSAGES.cardNotFound, 400)
  }
  const promo = activityLoginScene(offer.family) === 'activityEx'
  if (promo && payer.login !== 'activityEx') throw unauthorized()
  return {
    product: { ...product, price: offer.price, name: offer.cardName },
    payScene: promo ? await promoOfferScene(db, now) : body.pay_scene,
    activityUuid: offer.activityUuid,
    traceId: offer.traceId,
  }
}

/** Creates the payer's order of a product at this purchase's price (an activity's offer, or the promotion's). */
async function orderPurchase(
  db: D1Database,
  payer: Payer,
  product: ProductRow,
  body: Parameters<typeof pricedPurchase>[3] & { pay_type: number; buy_source_id?: number },
  order: Pick<NewOrder, 'tradeType' | 'deduction' | 'deductionFrom'>,
  now: number,
): Promise<OrderRow> {
  const priced = await pricedPurchase(db, payer, product, body, now)
  return createOrder(db, {
    orgId: payer.orgId,
    userId: payer.userId,
    product: priced.product,
    payType: body.pay_type,
    payScene: priced.payScene,
    buySourceId: body.buy_source_id,
    activityUuid: priced.activityUuid,
    activityTraceId: priced.traceId,
    ...order,
    now,
  })
}

export const orderRoutes = new Hono<PayEnv>()
const { serve, serveLoggedIn } = servesCallsWithLogin(orderRoutes, requirePayer)

serve(payCalls.productList, async (c, { query }) => ok({ list: await listProducts(c.env.DB, appIdOf(c, query.app_id), ProductKind.Piece) }))

serve(payCalls.unionProductList, async (c, { query }) =>
  ok({ list: await listProducts(c.env.DB, appIdOf(c, query.app_id), ProductKind.Union, query.platform) }),
)

serveLoggedIn(payCalls.orderCreateEx, async (c, { body }) => {
  requireProvider(c.env, body.pay_type)
  const product = await findProduct(c.env.DB, body.product_id, appIdOf(c, body.app_id))
  if (product.kind === ProductKind.Union) throw new ServiceError(PayCode.UnionPurchaseError, PAY_MESSAGES.unionPurchaseError)
  checkPurchasable(product, body.pay_type)
  const payer = c.var.payer
  const now = nowSeconds()
  const order = await orderPurchase(c.env.DB, payer, product, body, { tradeType: TradeType.Native }, now)
  return chargeAnswer(c, order)
})

serveLoggedIn(payCalls.unionOrderPay, async (c, { body }) => {
  requireProvider(c.env, body.pay_type)
  const product = await findProduct(c.env.DB, body.product_id, appIdOf(c, body.app_id))
  if (product.kind !== ProductKind.Union) throw new ServiceError(PayCode.UnionPurchaseError, PAY_MESSAGES.unionPurchaseError)
  checkPurchasable(product, body.pay_type)
  const payer = c.var.payer
  const now = nowSeconds()
  const { deduction, from } = await unionDeduction(c.env.DB, payer.orgId, product, now)
  if (body.deduction !== undefined && body.deduction !== deduction) throw new ServiceError(PayCode.DeductionInvalid, PAY_MESSAGES.deductionInvalid)
  const order = await createOrder(c.env.DB, {
    orgId: payer.orgId,
    userId: payer.userId,
    product,
    payType: body.pay_type,
    tradeType: body.trade_type,
    payScene: body.pay_scene,
    buySourceId: body.buy_source_id,
    activityUuid: body.activity_uuid,
    deduction,
    deductionFrom: from?.out_trade_no ?? null,
    now,
  })
  return chargeAnswer(c, order)
})

// order/state and union_order_state read any order of the payer's organisation alike.
for (const record of [payCalls.orderState, payCalls.unionOrderState]) {
  serveLoggedIn(record, async (c, { query }) => {
    const order = await readOrgOrder(c.env, query.out_trade_no, c.var.payer.orgId, nowSeconds())
    return ok(orderView(order, c.var.payer.phone))
  })
}

serve(payCalls.urlInfo, async (c, { query }) => {
  const { url, title } = URLS[query.name]!
  return ok({ name: query.name, title, url: new URL(url, c.req.url).href })
})

serveLoggedIn(payCalls.orderCreatePayEx, async (c, { body }) => createPayInApp(c, body))
serveLoggedIn(payCalls.orderCreatePay, async (c, { body }) => createPayInApp(c, body))

serve(payCalls.payConfig, (c) =>
  ok({
    timeout_seconds: PAYMENT_TIMEOUT_SECONDS,
    poll_interval_ms: PAYMENT_POLL_INTERVAL_MS,
    methods: PAY_METHOD_NAMES,
    sandbox: readConfig(c.env).SANDBOX === 'on',
    server_time: nowSeconds(),
  }),
)

serveLoggedIn(payCalls.unionDeductionProduct, async (c, { query }) => {
  const product = await findProduct(c.env.DB, query.product_id)
  const { deduction, from } = await unionDeduction(c.env.DB, c.var.payer.orgId, product, nowSeconds())
  return ok({
    product_id: product.id,
    price: product.price,
    deduction,
    pay_amount: Math.max(product.price - deduction, 0),
    from_order: from ? { out_trade_no: from.out_trade_no, product_name: from.product_name } : null,
  })
})

const H5_PAY_TYPES: readonly number[] = [PayMethod.Wechat, PayMethod.Alipay]

/** Where an H5 payment returns: the page's own path (the contract allows only this site's) with the order's trade number. */
export function h5ReturnUrl(origin: string, path: string | undefined, outTradeNo: string): string {
  const url = new URL(path ?? '/payment', origin)
  if (url.origin !== origin) return `${origin}/payment?out_trade_no=${encodeURIComponent(outTradeNo)}`
  url.searchParams.set('out_trade_no', outTradeNo)
  return url.toString()
}

/** In-app payment (JSAPI inside WeChat, H5 in phone browsers, and the other trade types): JSON pay parameters. */
async function createPayInApp(c: Context<PayEnv>, body: ParsedBodyOf<typeof payCalls.orderCreatePayEx>) {
  const provider = requireProvider(c.env, body.pay_type)
  const product = await findProduct(c.env.DB, body.product_id, appIdOf(c, body.app_id))
  checkPurchasable(product, body.pay_type)
  // H5 (phone browsers outside WeChat) exists for WeChat Pay and Alipay only.
  if (body.trade_type === TradeType.Mweb && !H5_PAY_TYPES.includes(body.pay_type))
    throw new ServiceError(PayCode.PayMethodNotAllowed, PAY_MESSAGES.payMethodNotAllowed)
  const payer = c.var.payer
  const now = nowSeconds()
  const { deduction, from } = product.kind === ProductKind.Union ? await unionDeduction(c.env.DB, payer.orgId, product, now) : { deduction: 0, from: null }
  if (product.kind === ProductKind.Union && body.deduction !== undefined && body.deduction !== deduction)
    throw new ServiceError(PayCode.DeductionInvalid, PAY_MESSAGES.deductionInvalid)
  // The activity pages' order/create_pay buys the offer card its trace names, as create_ex does.
  const order = await orderPurchase(c.env.DB, payer, product, body, { tradeType: body.trade_type, deduction, deductionFrom: from?.out_trade_no ?? null }, now)
  const openid = order.trade_type === TradeType.Jsapi ? (await bindingOfUser(c.env.DB, payer.userId))?.openid : undefined
  const origin = new URL(c.req.url).origin
  const h5 =
    order.trade_type === TradeType.Mweb
      ? { payerIp: c.req.header('cf-connecting-ip')?.trim() || undefined, returnUrl: h5ReturnUrl(origin, body.return_path, order.out_trade_no) }
      : {}
  const charge = await chargeOf(provider, { ...chargeRequestOf(order, origin), openid, ...h5 })
  c.header(OUT_TRADE_NO_HEADER, order.out_trade_no)
  return ok({
    out_trade_no: order.out_trade_no,
    amount: order.amount,
    expires_at: order.expires_at,
    trade_type: order.trade_type,
    jsapi: charge.jsapi,
    pay_url: charge.payUrl,
  })
}
