import { queryOptions, useQuery } from '@tanstack/react-query'
import { payPaths } from '../../../../shared/contracts/plain/pay'
import type { ApiClient } from '../../../lib/api/client'
import { useApi } from '../../../lib/api/context'
import { useViewer } from '../../../blocks/session/viewer'
import { payQueryKeys } from './keys'

/** GET invoice/orders: paid orders not yet invoiced. */
export function invoiceOrdersQuery(api: ApiClient) {
  return queryOptions({
    queryKey: payQueryKeys.invoiceOrders,
    queryFn: async () => (await api.request({ scene: 'pay', method: 'GET', path: payPaths.invoiceOrders, response: () => import('../../../../shared/contracts/pay').then((c) => c.invoiceOrdersResponse) })).list,
  })
}

export function useInvoiceOrders() {
  const viewer = useViewer()
  return useQuery({ ...invoiceOrdersQuery(useApi()), enabled: viewer.loggedIn })
}
