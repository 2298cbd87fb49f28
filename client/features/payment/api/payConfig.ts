import { queryOptions, useQuery } from '@tanstack/react-query'
import { payPaths } from '../../../../shared/contracts/plain/pay'
import type { ApiClient } from '../../../lib/api/client'
import { useApi } from '../../../lib/api/context'
import { payQueryKeys } from './keys'

/** GET pay/config: timeout, poll interval, methods, and whether the sandbox channel is on. */
export function payConfigQuery(api: ApiClient) {
  return queryOptions({
    queryKey: payQueryKeys.config,
    queryFn: () => api.request({ scene: 'pay', method: 'GET', path: payPaths.payConfig, response: () => import('../../../../shared/contracts/pay').then((c) => c.payConfigResponse), silent: true }),
    staleTime: 10 * 60_000,
  })
}

export function usePayConfig() {
  return useQuery(payConfigQuery(useApi()))
}
