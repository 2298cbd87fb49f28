import { USER_QUERY_ROOT } from '../../../blocks/session/keys'

/** Query keys of the payment feature; the account's own data sits under the user root so logout drops it. */
export const payQueryKeys = {
  products: (appId: number) => ['pay', 'products', appId] as const,
  config: ['pay', 'config'] as const,
  packages: [...USER_QUERY_ROOT, 'pay', 'packages'] as const,
  summary: [...USER_QUERY_ROOT, 'pay', 'org-summary'] as const,
  remainingAssets: [...USER_QUERY_ROOT, 'remaining-assets'] as const,
  orderProducts: [...USER_QUERY_ROOT, 'order-products'] as const,
  unionDeductions: (productIds: readonly number[]) => [...USER_QUERY_ROOT, 'pay', 'union-deductions', ...productIds] as const,
  invoiceOrders: [...USER_QUERY_ROOT, 'pay', 'invoice-orders'] as const,
  invoiceHistory: (page: number) => [...USER_QUERY_ROOT, 'pay', 'invoice-history', page] as const,
  invoiceHistoryRoot: [...USER_QUERY_ROOT, 'pay', 'invoice-history'] as const,
}
