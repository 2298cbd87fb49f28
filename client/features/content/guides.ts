import { queryOptions, useSuspenseQuery } from '@tanstack/react-query'
import { contentCalls } from '../../../shared/contracts/content'
import type { ApiClient } from '../../lib/api/client'
import { useApi } from '../../lib/api/context'

/** GET /v1/guide/list: every tutorial, rendered on the server. */
export function guidesQuery(api: ApiClient) {
  return queryOptions({
    queryKey: ['main', 'guides'],
    queryFn: () => api.call(contentCalls.guides),
  })
}

export function useGuides() {
  return useSuspenseQuery(guidesQuery(useApi())).data
}
