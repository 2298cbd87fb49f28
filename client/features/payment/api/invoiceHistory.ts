import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { apiPrefix } from '../../../../shared/api'
import { INVOICE_PAGE_SIZE, payAccountCalls } from '../../../../shared/contracts/payAccount'
import { InvoiceStatus } from '../../../../shared/payEnums'
import type { ApiClient } from '../../../lib/api/client'
import { useApi } from '../../../lib/api/context'
import { useViewer } from '../../../blocks/session/viewer'
import { payQueryKeys } from './keys'

/** How often a history with an application still being handled asks again while it is shown. */
export const INVOICE_HISTORY_POLL_MS = 30_000

/**
 * Whether the history waits for finance: an application still 申请中 turns 已开具 (or
 * fails) in the console, not here, so the page must ask again to show it without a reload.
 */
export function awaitsIssue(history: { list: readonly { status: number }[] } | undefined): boolean {
  return !!history?.list.some((invoice) => invoice.status === InvoiceStatus.Applying)
}

/** GET invoice/history {page, page_size}: applications with their status. */
export function invoiceHistoryQuery(api: ApiClient, page: number) {
  return queryOptions({
    queryKey: payQueryKeys.invoiceHistory(page),
    queryFn: () => api.call(payAccountCalls.invoiceHistory, { query: { page, page_size: INVOICE_PAGE_SIZE } }),
    // While an application is pending: fresh on every visit and return to the tab, and asked again while shown.
    refetchOnMount: (query) => (awaitsIssue(query.state.data) ? 'always' : true),
    refetchOnWindowFocus: (query) => (awaitsIssue(query.state.data) ? 'always' : false),
    refetchInterval: (query) => (awaitsIssue(query.state.data) ? INVOICE_HISTORY_POLL_MS : false),
  })
}

export function useInvoiceHistory(page: number) {
  const viewer = useViewer()
  return useQuery({ ...invoiceHistoryQuery(useApi(), page), enabled: viewer.loggedIn, placeholderData: keepPreviousData })
}

/** GET invoice/download {id}: the issued invoice as a file, opened through the same-origin gateway. */
export function invoiceDownloadUrl(id: number): string {
  return `${apiPrefix(payAccountCalls.invoiceDownload.api)}${payAccountCalls.invoiceDownload.path}?id=${id}`
}
