import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { apiPrefix } from '../../../../shared/api'
import { INVOICE_PAGE_SIZE, payCalls } from '../../../../shared/contracts/pay'
import type { ApiClient } from '../../../lib/api/client'
import { useApi } from '../../../lib/api/context'
import { useViewer } from '../../../blocks/session/viewer'
import { payQueryKeys } from './keys'

/** GET invoice/history {page, page_size}: applications with their status. */
export function invoiceHistoryQuery(api: ApiClient, page: number) {
  return queryOptions({
    queryKey: payQueryKeys.invoiceHistory(page),
    queryFn: () => api.call(payCalls.invoiceHistory, { query: { page, page_size: INVOICE_PAGE_SIZE } }),
  })
}

export function useInvoiceHistory(page: number) {
  const viewer = useViewer()
  return useQuery({ ...invoiceHistoryQuery(useApi(), page), enabled: viewer.loggedIn, placeholderData: keepPreviousData })
}

/** GET invoice/download {id}: the issued invoice as a file, opened through the same-origin gateway. */
export function invoiceDownloadUrl(id: number): string {
  return `${apiPrefix(payCalls.invoiceDownload.api)}${payCalls.invoiceDownload.path}?id=${id}`
}
