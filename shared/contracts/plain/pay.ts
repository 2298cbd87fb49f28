/** The zod-free half of shared/contracts/pay.ts (re-exported there): what the browser imports up front (decision 018). */
export const payPaths = {
  // --- spec section 7 -------------------------------------------------------
  productList: '/v1/product/list',
  unionProductList: '/v1/union_product/list',
  /** Answers a QR image (image/svg+xml), or JSON for Alipay pay types; `out_trade_no` response header. */
  orderCreateEx: '/v1/order/create_ex',
  /** Union products: create_ex plus trade_type native; same answer. */
  unionOrderPay: '/v1/order/union_order_pay',
  orderState: '/v1/order/state',
  unionOrderState: '/v1/order/union_order_state',
  urlInfo: '/v1/url/info',
  /** In-app payment (WeChat JSAPI, trade type 2, and the other trade types): JSON pay parameters. */
  orderCreatePayEx: '/v1/order/create_pay_ex',
  /** The activity pages' order/create_pay: same request and answer as create_pay_ex. */
  orderCreatePay: '/v1/order/create_pay',
  subscriptionContract: '/v1/subscription/contract',
  subscriptionPay: '/v1/subscription/pay',
  subscriptionCancelContract: '/v1/subscription/cancel_contract',
  subscriptionContractState: '/v1/subscription/contract_state',
  payConfig: '/v1/pay/config',
  unionDeductionProduct: '/v1/order/union_deduction_product',
  subscriptionOrgSummary: '/v1/subscription/org_summary',
  // --- profile pages (named by the built-in service) -------------------------
  /** The organisation's packages (credits) with use status, and its current subscription. */
  orgPackages: '/v1/org/packages',
  /** Paid orders not yet invoiced. */
  invoiceOrders: '/v1/invoice/orders',
  invoiceApply: '/v1/invoice/apply',
  invoiceHistory: '/v1/invoice/history',
  /** The issued invoice as a file (attachment). */
  invoiceDownload: '/v1/invoice/download',
  /** Auto-renewal notices sent to the organisation (5 days before each charge). */
  renewalNotices: '/v1/subscription/renewal_notices',
  renewalNoticeRead: '/v1/subscription/renewal_notice/read',
} as const

export const CANCEL_REASON_MAX = 200

export const INVOICE_PAGE_SIZE = 10
