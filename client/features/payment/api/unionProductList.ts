import { queryOptions, useSuspenseQuery } from '@tanstack/react-query'
import { payCalls } from '../../../../shared/contracts/pay'
import { ClientPlatform } from '../../../../shared/payEnums'
import type { ApiClient } from '../../../lib/api/client'
import { useApi } from '../../../lib/api/context'

/** GET union_product/list {app_id, platform}: the union products sold on the web, rendered on the server. */
export function unionProductListQuery(api: ApiClient, appId: number) {
  return queryOptions({
    queryKey: ['pay', 'union-products', appId, ClientPlatform.Web],
    // Union products are an extra row: when their list fails the page still sells the others.
    queryFn: () =>
      api
        .call(payCalls.unionProductList, { query: { app_id: appId, platform: ClientPlatform.Web }, silent: true })
        .then((data) => data.list)
        .catch(() => []),
    staleTime: 5 * 60_000,
  })
}

export function useUnionProducts(appId: number) {
  return useSuspenseQuery(unionProductListQuery(useApi(), appId)).data
}
