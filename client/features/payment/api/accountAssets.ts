import { queryOptions, useQuery } from '@tanstack/react-query'
import { userCalls } from '../../../../shared/contracts/user'
import type { ApiClient } from '../../../lib/api/client'
import { useApi } from '../../../lib/api/context'
import { useViewer } from '../../../blocks/session/viewer'
import { payQueryKeys } from './keys'

/** GET remaining_assets (user service): what the account has left, per asset. */
export function remainingAssetsQuery(api: ApiClient) {
  return queryOptions({
    queryKey: payQueryKeys.remainingAssets,
    queryFn: () => api.call(userCalls.remainingAssets, { silent: true }),
  })
}

/** GET order/products (user service): the products the organisation has bought. */
export function orderProductsQuery(api: ApiClient) {
  return queryOptions({
    queryKey: payQueryKeys.orderProducts,
    queryFn: () => api.call(userCalls.orderProducts, { silent: true }),
  })
}

export function useRemainingAssets() {
  const viewer = useViewer()
  return useQuery({ ...remainingAssetsQuery(useApi()), enabled: viewer.loggedIn })
}

export function useOrderProducts() {
  const viewer = useViewer()
  return useQuery({ ...orderProductsQuery(useApi()), enabled: viewer.loggedIn })
}
