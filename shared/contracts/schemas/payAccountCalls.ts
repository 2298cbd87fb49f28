/**
 * The payment service's call schemas of what an organisation has bought (./payAccount.ts),
 * each under the name of its record in ../pay.ts: the module the records load (decision
 * 018), apart from ./payAccount.ts so that the browser's chunk exports only this table, not
 * every schema by its name.
 */
import type { CallSchemaTable } from '../call'
import {
  contractStateRequest,
  contractStateResponse,
  invoiceApplyRequest,
  invoiceApplyResponse,
  invoiceDownloadQuery,
  invoiceDownloadResponse,
  invoiceHistoryQuery,
  invoiceHistoryResponse,
  invoiceOrdersResponse,
  orgPackagesResponse,
  orgSummaryResponse,
  renewalNoticeReadRequest,
  renewalNoticeReadResponse,
  renewalNoticesResponse,
  subscriptionCancelRequest,
  subscriptionCancelResponse,
} from './payAccount'

export const callSchemas = {
  subscriptionCancelContract: { body: subscriptionCancelRequest, response: subscriptionCancelResponse },
  subscriptionContractState: { body: contractStateRequest, response: contractStateResponse },
  subscriptionOrgSummary: { response: orgSummaryResponse },
  orgPackages: { response: orgPackagesResponse },
  invoiceOrders: { response: invoiceOrdersResponse },
  invoiceApply: { body: invoiceApplyRequest, response: invoiceApplyResponse },
  invoiceHistory: { query: invoiceHistoryQuery, response: invoiceHistoryResponse },
  invoiceDownload: { query: invoiceDownloadQuery, response: invoiceDownloadResponse },
  renewalNotices: { response: renewalNoticesResponse },
  renewalNoticeRead: { body: renewalNoticeReadRequest, response: renewalNoticeReadResponse },
} satisfies CallSchemaTable
