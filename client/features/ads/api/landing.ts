import { queryOptions, useSuspenseQuery } from '@tanstack/react-query'
import { adsCalls } from '../../../../shared/contracts/ads'
import type { ApiClient } from '../../../lib/api/client'
import { useApi } from '../../../lib/api/context'

/** The query key of a landing; the edge seeds it with the landing it read before rendering. */
export function landingQueryKey(key: string) {
  return ['main', 'ad-landing', key] as const
}

/** GET /v1/ad/landing?key=: headline, showcases and proof of one landing. */
export function fetchLanding(api: ApiClient, key: string) {
  return api.call(adsCalls.landing, { query: { key } })
}

export function landingQuery(api: ApiClient, key: string) {
  return queryOptions({
    queryKey: landingQueryKey(key),
    queryFn: () => fetchLanding(api, key),
    staleTime: 10 * 60_000,
  })
}

export function useLanding(key: string) {
  return useSuspenseQuery(landingQuery(useApi(), key)).data
}
