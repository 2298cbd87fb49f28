import { queryOptions, useQuery } from '@tanstack/react-query'
import { payCalls } from '../../../../shared/contracts/pay'
import type { ApiClient } from '../../../lib/api/client'
import { useApi } from '../../../lib/api/context'
import { payQueryKeys } from './keys'

/** GET pay/config: timeout, poll interval, methods, and whether the sandbox channel is on. */
export function payConfigQuery(api: ApiClient) {
  return queryOptions({
    queryKey: payQueryKeys.config,
    queryFn: () => api.call(payCalls.payConfig, { silent: true }),
    staleTime: 10 * 60_000,
  })
}

export function usePayConfig() {
  return useQuery(payConfigQuery(useApi()))
}
