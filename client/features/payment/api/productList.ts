import { queryOptions, useSuspenseQuery } from '@tanstack/react-query'
import { payCalls } from '../../../../shared/contracts/pay'
import type { ApiClient } from '../../../lib/api/client'
import { useApi } from '../../../lib/api/context'
import { payQueryKeys } from './keys'

/** GET product/list {app_id}: the catalogue of one app. */
export async function fetchProducts(api: ApiClient, appId: number) {
  return (await api.call(payCalls.productList, { query: { app_id: appId } })).list
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
