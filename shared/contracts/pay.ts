/**
 * The payment service's calls (spec section 7, "Payment service", plus the profile's package
 * and invoice calls the spec leaves unnamed), one record each (shared/contracts/call.ts).
 * Their schemas are in ./schemas/pay.ts. A call made for an activity order names its login
 * scene per call (loginSceneOfPayment), not here.
 */
import { callsOf } from './call'

export const CANCEL_REASON_MAX = 200

export const INVOICE_PAGE_SIZE = 10

const pay = callsOf('pay', () => import('./schemas/pay'))

export const payCalls = {
  // --- spec section 7 -------------------------------------------------------
  /** The catalogue of one app. */
  productList: pay.get('/v1/product/list', (s) => ({ query: s.productListQuery, response: s.productListResponse }), { lastGood: true }),
  /** The union products sold on one platform. */
  unionProductList: pay.get('/v1/union_product/list', (s) => ({ query: s.unionProductListQuery, response: s.unionProductListResponse }), { lastGood: true }),
  /** Answers a QR image (image/svg+xml), or JSON for Alipay pay types; `out_trade_no` response header. */
  orderCreateEx: pay.post('/v1/order/create_ex', (s) => ({ body: s.orderCreateExRequest, response: s.orderCreateExResponse }), { file: true }),
  /** Union products: create_ex plus trade_type native; same answer. */
  unionOrderPay: pay.post('/v1/order/union_order_pay', (s) => ({ body: s.unionOrderPayRequest, response: s.unionOrderPayResponse }), { file: true }),
  orderState: pay.get('/v1/order/state', (s) => ({ query: s.orderStateQuery, response: s.orderStateResponse })),
  unionOrderState: pay.get('/v1/order/union_order_state', (s) => ({ query: s.unionOrderStateQuery, response: s.unionOrderStateResponse })),
  /** The address and title of a named link (agreements, help). */
  urlInfo: pay.get('/v1/url/info', (s) => ({ query: s.urlInfoQuery, response: s.urlInfoResponse })),
  /** In-app payment (WeChat JSAPI, trade type 2, H5 and the other trade types): JSON pay parameters. */
  orderCreatePayEx: pay.post('/v1/order/create_pay_ex', (s) => ({ body: s.orderCreatePayExRequest, response: s.orderCreatePayExResponse })),
  /** The activity pages' order/create_pay: same request and answer as create_pay_ex. */
  orderCreatePay: pay.post('/v1/order/create_pay', (s) => ({ body: s.orderCreatePayRequest, response: s.orderCreatePayResponse })),
  /** Signs auto-renewal with its first charge. */
  subscriptionContract: pay.post('/v1/subscription/contract', (s) => ({ body: s.subscriptionContractRequest, response: s.subscriptionContractResponse })),
  /** A fresh first-charge code for a contract still signing. */
  subscriptionPay: pay.post('/v1/subscription/pay', (s) => ({ body: s.subscriptionPayRequest, response: s.subscriptionPayResponse })),
  subscriptionCancelContract: pay.post('/v1/subscription/cancel_contract', (s) => ({
    body: s.subscriptionCancelRequest,
    response: s.subscriptionCancelResponse,
  })),
  subscriptionContractState: pay.post('/v1/subscription/contract_state', (s) => ({ body: s.contractStateRequest, response: s.contractStateResponse })),
  /** Timeout, poll interval, methods, and whether the sandbox channel is on. */
  payConfig: pay.get('/v1/pay/config', (s) => ({ response: s.payConfigResponse }), { lastGood: true }),
  /** What upgrading to a union product takes off its price. */
  unionDeductionProduct: pay.get('/v1/order/union_deduction_product', (s) => ({ query: s.unionDeductionQuery, response: s.unionDeductionResponse })),
  subscriptionOrgSummary: pay.get('/v1/subscription/org_summary', (s) => ({ response: s.orgSummaryResponse })),
  // --- profile pages (named by the built-in service) -------------------------
  /** The organisation's packages (credits) with use status, and its current subscription. */
  orgPackages: pay.get('/v1/org/packages', (s) => ({ response: s.orgPackagesResponse })),
  /** Paid orders not yet invoiced. */
  invoiceOrders: pay.get('/v1/invoice/orders', (s) => ({ response: s.invoiceOrdersResponse })),
  invoiceApply: pay.post('/v1/invoice/apply', (s) => ({ body: s.invoiceApplyRequest, response: s.invoiceApplyResponse })),
  invoiceHistory: pay.get('/v1/invoice/history', (s) => ({ query: s.invoiceHistoryQuery, response: s.invoiceHistoryResponse })),
  /** The issued invoice as a file (attachment), opened as a link; the response schema is its error envelope. */
  invoiceDownload: pay.get('/v1/invoice/download', (s) => ({ query: s.invoiceDownloadQuery, response: s.invoiceDownloadResponse }), { file: true }),
  /** Auto-renewal notices sent to the organisation (5 days before each charge). */
  renewalNotices: pay.get('/v1/subscription/renewal_notices', (s) => ({ response: s.renewalNoticesResponse })),
  renewalNoticeRead: pay.post('/v1/subscription/renewal_notice/read', (s) => ({ body: s.renewalNoticeReadRequest, response: s.renewalNoticeReadResponse })),
}
