import { queryOptions, useQuery } from '@tanstack/react-query'
import { commonPaths } from '../../../shared/contracts/common'
import type { ApiClient } from '../../lib/api/client'
import { useApi } from '../../lib/api/context'

/** GET /v1/province/get: loaded when the cascader is first needed, then kept. */
export function provincesQuery(api: ApiClient) {
  return queryOptions({
    queryKey: ['main', 'provinces'],
    queryFn: () => api.request({ scene: 'main', method: 'GET', path: commonPaths.provinces, response: () => import('../../../shared/contracts/common').then((c) => c.provinceListResponse) }),
    staleTime: Infinity,
  })
}

export function useProvinces(enabled: boolean) {
  return useQuery({ ...provincesQuery(useApi()), enabled })
}
