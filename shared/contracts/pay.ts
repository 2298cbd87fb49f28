/**
 * The payment service's calls (spec section 7, "Payment service", plus the profile's package
 * and invoice calls the spec leaves unnamed), one record each (shared/contracts/call.ts).
 * Their schemas are in ./schemas/pay.ts. A call made for an activity order names its login
 * scene per call (loginSceneOfPayment), not here.
 */
import { defineCall } from './call'

export const CANCEL_REASON_MAX = 200

export const INVOICE_PAGE_SIZE = 10

const schemas = () => import('./schemas/pay')

export const payCalls = {
  // --- spec section 7 -------------------------------------------------------
  /** The catalogue of one app. */
  productList: defineCall({
    api: 'pay',
    method: 'GET',
    path: '/v1/product/list',
    schemas: () => schemas().then((s) => ({ query: s.productListQuery, response: s.productListResponse })),
    lastGood: true,
  }),
  /** The union products sold on one platform. */
  unionProductList: defineCall({
    api: 'pay',
    method: 'GET',
    path: '/v1/union_product/list',
    schemas: () => schemas().then((s) => ({ query: s.unionProductListQuery, response: s.unionProductListResponse })),
    lastGood: true,
  }),
  /** Answers a QR image (image/svg+xml), or JSON for Alipay pay types; `out_trade_no` response header. */
  orderCreateEx: defineCall({
    api: 'pay',
    method: 'POST',
    path: '/v1/order/create_ex',
    schemas: () => schemas().then((s) => ({ body: s.orderCreateExRequest, response: s.orderCreateExResponse })),
    file: true,
  }),
  /** Union products: create_ex plus trade_type native; same answer. */
  unionOrderPay: defineCall({
    api: 'pay',
    method: 'POST',
    path: '/v1/order/union_order_pay',
    schemas: () => schemas().then((s) => ({ body: s.unionOrderPayRequest, response: s.unionOrderPayResponse })),
    file: true,
  }),
  orderState: defineCall({
    api: 'pay',
    method: 'GET',
    path: '/v1/order/state',
    schemas: () => schemas().then((s) => ({ query: s.orderStateQuery, response: s.orderStateResponse })),
  }),
  unionOrderState: defineCall({
    api: 'pay',
    method: 'GET',
    path: '/v1/order/union_order_state',
    schemas: () => schemas().then((s) => ({ query: s.unionOrderStateQuery, response: s.unionOrderStateResponse })),
  }),
  /** The address and title of a named link (agreements, help). */
  urlInfo: defineCall({
    api: 'pay',
    method: 'GET',
    path: '/v1/url/info',
    schemas: () => schemas().then((s) => ({ query: s.urlInfoQuery, response: s.urlInfoResponse })),
  }),
  /** In-app payment (WeChat JSAPI, trade type 2, H5 and the other trade types): JSON pay parameters. */
  orderCreatePayEx: defineCall({
    api: 'pay',
    method: 'POST',
    path: '/v1/order/create_pay_ex',
    schemas: () => schemas().then((s) => ({ body: s.orderCreatePayExRequest, response: s.orderCreatePayExResponse })),
  }),
  /** The activity pages' order/create_pay: same request and answer as create_pay_ex. */
  orderCreatePay: defineCall({
    api: 'pay',
    method: 'POST',
    path: '/v1/order/create_pay',
    schemas: () => schemas().then((s) => ({ body: s.orderCreatePayRequest, response: s.orderCreatePayResponse })),
  }),
  /** Signs auto-renewal with its first charge. */
  subscriptionContract: defineCall({
    api: 'pay',
    method: 'POST',
    path: '/v1/subscription/contract',
    schemas: () => schemas().then((s) => ({ body: s.subscriptionContractRequest, response: s.subscriptionContractResponse })),
  }),
  /** A fresh first-charge code for a contract still signing. */
  subscriptionPay: defineCall({
    api: 'pay',
    method: 'POST',
    path: '/v1/subscription/pay',
    schemas: () => schemas().then((s) => ({ body: s.subscriptionPayRequest, response: s.subscriptionPayResponse })),
  }),
  subscriptionCancelContract: defineCall({
    api: 'pay',
    method: 'POST',
    path: '/v1/subscription/cancel_contract',
    schemas: () => schemas().then((s) => ({ body: s.subscriptionCancelRequest, response: s.subscriptionCancelResponse })),
  }),
  subscriptionContractState: defineCall({
    api: 'pay',
    method: 'POST',
    path: '/v1/subscription/contract_state',
    schemas: () => schemas().then((s) => ({ body: s.contractStateRequest, response: s.contractStateResponse })),
  }),
  /** Timeout, poll interval, methods, and whether the sandbox channel is on. */
  payConfig: defineCall({
    api: 'pay',
    method: 'GET',
    path: '/v1/pay/config',
    schemas: () => schemas().then((s) => ({ response: s.payConfigResponse })),
    lastGood: true,
  }),
  /** What upgrading to a union product takes off its price. */
  unionDeductionProduct: defineCall({
    api: 'pay',
    method: 'GET',
    path: '/v1/order/union_deduction_product',
    schemas: () => schemas().then((s) => ({ query: s.unionDeductionQuery, response: s.unionDeductionResponse })),
  }),
  subscriptionOrgSummary: defineCall({
    api: 'pay',
    method: 'GET',
    path: '/v1/subscription/org_summary',
    schemas: () => schemas().then((s) => ({ response: s.orgSummaryResponse })),
  }),
  // --- profile pages (named by the built-in service) -------------------------
  /** The organisation's packages (credits) with use status, and its current subscription. */
  orgPackages: defineCall({
    api: 'pay',
    method: 'GET',
    path: '/v1/org/packages',
    schemas: () => schemas().then((s) => ({ response: s.orgPackagesResponse })),
  }),
  /** Paid orders not yet invoiced. */
  invoiceOrders: defineCall({
    api: 'pay',
    method: 'GET',
    path: '/v1/invoice/orders',
    schemas: () => schemas().then((s) => ({ response: s.invoiceOrdersResponse })),
  }),
  invoiceApply: defineCall({
    api: 'pay',
    method: 'POST',
    path: '/v1/invoice/apply',
    schemas: () => schemas().then((s) => ({ body: s.invoiceApplyRequest, response: s.invoiceApplyResponse })),
  }),
  invoiceHistory: defineCall({
    api: 'pay',
    method: 'GET',
    path: '/v1/invoice/history',
    schemas: () => schemas().then((s) => ({ query: s.invoiceHistoryQuery, response: s.invoiceHistoryResponse })),
  }),
  /** The issued invoice as a file (attachment), opened as a link; the response schema is its error envelope. */
  invoiceDownload: defineCall({
    api: 'pay',
    method: 'GET',
    path: '/v1/invoice/download',
    schemas: () => schemas().then((s) => ({ query: s.invoiceDownloadQuery, response: s.invoiceDownloadResponse })),
    file: true,
  }),
  /** Auto-renewal notices sent to the organisation (5 days before each charge). */
  renewalNotices: defineCall({
    api: 'pay',
    method: 'GET',
    path: '/v1/subscription/renewal_notices',
    schemas: () => schemas().then((s) => ({ response: s.renewalNoticesResponse })),
  }),
  renewalNoticeRead: defineCall({
    api: 'pay',
    method: 'POST',
    path: '/v1/subscription/renewal_notice/read',
    schemas: () => schemas().then((s) => ({ body: s.renewalNoticeReadRequest, response: s.renewalNoticeReadResponse })),
  }),
}
