/**
 * The payment service's calls (spec section 7, "Payment service", plus the profile's package
 * and invoice calls the spec leaves unnamed), one record each (shared/contracts/call.ts).
 * A purchase's calls are here, their schemas in ./schemas/pay.ts; what an organisation has
 * bought (its packages, subscription and invoices) is in ./payAccount.ts, its schemas in
 * ./schemas/payAccount.ts (each under its record's name in the `*Calls.ts` beside them), so
 * that a page loads the records and schemas of its own kind of calls. A call made for an activity order names its login scene per call
 * (loginSceneOfPayment), not here.
 */
import { declareCalls, get, post } from './call'

export const payCalls = declareCalls('pay', () => import('./schemas/payCalls'), {
  /** The catalogue of one app. */
  productList: get('/v1/product/list', { lastGood: true }),
  /** The union products sold on one platform. */
  unionProductList: get('/v1/union_product/list', { lastGood: true }),
  /** Answers a QR image (image/svg+xml), or JSON for Alipay pay types; `out_trade_no` response header. */
  orderCreateEx: post('/v1/order/create_ex', { file: true }),
  /** Union products: create_ex plus trade_type native; same answer. */
  unionOrderPay: post('/v1/order/union_order_pay', { file: true }),
  orderState: get('/v1/order/state'),
  unionOrderState: get('/v1/order/union_order_state'),
  /** The address and title of a named link (agreements, help). */
  urlInfo: get('/v1/url/info'),
  /** In-app payment (WeChat JSAPI, trade type 2, H5 and the other trade types): JSON pay parameters. */
  orderCreatePayEx: post('/v1/order/create_pay_ex'),
  /** The activity pages' order/create_pay: same request and answer as create_pay_ex. */
  orderCreatePay: post('/v1/order/create_pay'),
  /** Signs auto-renewal with its first charge. */
  subscriptionContract: post('/v1/subscription/contract'),
  /** A fresh first-charge code for a contract still signing. */
  subscriptionPay: post('/v1/subscription/pay'),
  /** Timeout, poll interval, methods, and whether the sandbox channel is on. */
  payConfig: get('/v1/pay/config', { lastGood: true }),
  /** What upgrading to a union product takes off its price. */
  unionDeductionProduct: get('/v1/order/union_deduction_product'),
})
