import { queryOptions, useQuery } from '@tanstack/react-query'
import { payAccountCalls } from '../../../../shared/contracts/payAccount'
import type { ApiClient } from '../../../lib/api/client'
import { useApi } from '../../../lib/api/context'
import { useViewer } from '../../../blocks/session/viewer'
import { payQueryKeys } from './keys'

/** GET invoice/orders: paid orders not yet invoiced. */
export function invoiceOrdersQuery(api: ApiClient) {
  return queryOptions({
    queryKey: payQueryKeys.invoiceOrders,
    queryFn: async () => (await api.call(payAccountCalls.invoiceOrders)).list,
  })
}

export function useInvoiceOrders() {
  const viewer = useViewer()
  return useQuery({ ...invoiceOrdersQuery(useApi()), enabled: viewer.loggedIn })
}
