import { queryOptions, useQuery } from '@tanstack/react-query'
import { commonCalls } from '../../../shared/contracts/common'
import type { ApiClient } from '../../lib/api/client'
import { useApi } from '../../lib/api/context'

/** GET /v1/province/get: loaded when the cascader is first needed, then kept. */
export function provincesQuery(api: ApiClient) {
  return queryOptions({
    queryKey: ['main', 'provinces'],
    queryFn: () => api.call(commonCalls.provinces),
    staleTime: Infinity,
  })
}

export function useProvinces(enabled: boolean) {
  return useQuery({ ...provincesQuery(useApi()), enabled })
}
