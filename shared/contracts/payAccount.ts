/**
 * The payment service's calls about what an organisation has bought: its packages, auto-renewal
 * contract and invoices (the profile's pages; spec section 7 leaves them unnamed), one record
 * each (shared/contracts/call.ts), their schemas in ./schemas/payAccountCalls.ts. Apart from a
 * purchase's calls (./pay.ts) so that the pricing page does not load these records.
 */
import { declareCalls, get, post } from './call'

export const CANCEL_REASON_MAX = 200

export const INVOICE_PAGE_SIZE = 10

export const payAccountCalls = declareCalls('pay', () => import('./schemas/payAccountCalls'), {
  subscriptionCancelContract: post('/v1/subscription/cancel_contract'),
  subscriptionContractState: post('/v1/subscription/contract_state'),
  subscriptionOrgSummary: get('/v1/subscription/org_summary'),
  /** The organisation's packages (credits) with use status, and its current subscription. */
  orgPackages: get('/v1/org/packages'),
  /** Paid orders not yet invoiced. */
  invoiceOrders: get('/v1/invoice/orders'),
  invoiceApply: post('/v1/invoice/apply'),
  invoiceHistory: get('/v1/invoice/history'),
  /** The issued invoice as a file (attachment), opened as a link; the response schema is its error envelope. */
  invoiceDownload: get('/v1/invoice/download', { file: true }),
  /** Auto-renewal notices sent to the organisation (5 days before each charge). */
  renewalNotices: get('/v1/subscription/renewal_notices'),
  renewalNoticeRead: post('/v1/subscription/renewal_notice/read'),
})
