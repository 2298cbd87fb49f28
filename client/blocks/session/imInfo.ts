import { queryOptions, useQuery } from '@tanstack/react-query'
import { userCalls } from '../../../shared/contracts/user'
import type { ApiClient } from '../../lib/api/client'
import { useApi } from '../../lib/api/context'
import { storage } from '../../lib/storage'
import { keepImInfo } from './imStore'
import { userQueryKeys } from './keys'
import { useUserInfo } from './userInfo'

/** Fetched after user info; the url and its timestamp are kept under spec section 3's keys too. */
export async function fetchImInfo(api: ApiClient) {
  const info = await api.call(userCalls.imInfo)
  if (typeof window !== 'undefined') keepImInfo(storage(), info)
  return info
}

export function imInfoQuery(api: ApiClient) {
  return queryOptions({ queryKey: userQueryKeys.im, queryFn: () => fetchImInfo(api), staleTime: Infinity })
}

/** IM info comes after user info (spec section 4), so it waits for it. */
export function useImInfo() {
  const { data: user } = useUserInfo()
  return useQuery({ ...imInfoQuery(useApi()), enabled: !!user })
}
