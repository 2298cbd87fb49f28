import { queryOptions, useSuspenseQuery } from '@tanstack/react-query'
import { payPaths } from '../../../../shared/contracts/plain/pay'
import type { ApiClient } from '../../../lib/api/client'
import { useApi } from '../../../lib/api/context'
import { payQueryKeys } from './keys'

/** GET product/list {app_id}: the catalogue of one app. */
export async function fetchProducts(api: ApiClient, appId: number) {
  return (await api.request({ scene: 'pay', method: 'GET', path: payPaths.productList, query: { app_id: appId }, response: () => import('../../../../shared/contracts/pay').then((c) => c.productListResponse) })).list
}

/** The catalogue of one app, rendered on the server. */
export function productListQuery(api: ApiClient, appId: number) {
  return queryOptions({
    queryKey: payQueryKeys.products(appId),
    queryFn: () => fetchProducts(api, appId),
    staleTime: 5 * 60_000,
  })
}

export function useProducts(appId: number) {
  return useSuspenseQuery(productListQuery(useApi(), appId)).data
}
