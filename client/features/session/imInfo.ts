import { queryOptions, useQuery } from '@tanstack/react-query'
import { userPaths } from '../../../shared/contracts/plain/user'
import type { ApiClient } from '../../lib/api/client'
import { useApi } from '../../lib/api/context'
import { userQueryKeys } from './keys'
import { useUserInfo } from './userInfo'

/** Spec section 7: IM info is retried 2 times. */
export const IM_INFO_RETRIES = 2

export function fetchImInfo(api: ApiClient) {
  return api.request({ scene: 'main', method: 'GET', path: userPaths.imInfo, response: () => import('../../../shared/contracts/user').then((c) => c.imInfoResponse), retries: IM_INFO_RETRIES })
}

export function imInfoQuery(api: ApiClient) {
  return queryOptions({ queryKey: userQueryKeys.im, queryFn: () => fetchImInfo(api), staleTime: Infinity })
}

/** IM info comes after user info (spec section 4), so it waits for it. */
export function useImInfo() {
  const { data: user } = useUserInfo()
  return useQuery({ ...imInfoQuery(useApi()), enabled: !!user })
}
