import { queryOptions, useQuery } from '@tanstack/react-query'
import { commonCalls } from '../../../shared/contracts/common'
import type { ApiClient } from '../../lib/api/client'
import { useApi } from '../../lib/api/context'

/** GET /v1/city/get?province_id: a province's cities, loaded when it is chosen. */
export function citiesQuery(api: ApiClient, provinceId: number) {
  return queryOptions({
    queryKey: ['main', 'cities', provinceId],
    queryFn: () => api.call(commonCalls.cities, { query: { province_id: provinceId } }),
    staleTime: Infinity,
  })
}

export function useCities(provinceId: number | null) {
  return useQuery({ ...citiesQuery(useApi(), provinceId ?? 0), enabled: provinceId !== null })
}
