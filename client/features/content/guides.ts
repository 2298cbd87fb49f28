import { queryOptions, useSuspenseQuery } from '@tanstack/react-query'
import { contentPaths } from '../../../shared/contracts/plain/content'
import type { ApiClient } from '../../lib/api/client'
import { useApi } from '../../lib/api/context'

/** GET /v1/guide/list: every tutorial, rendered on the server. */
export function guidesQuery(api: ApiClient) {
  return queryOptions({
    queryKey: ['main', 'guides'],
    queryFn: () => api.request({ scene: 'main', method: 'GET', path: contentPaths.guides, response: () => import('../../../shared/contracts/content').then((c) => c.guideListResponse) }),
  })
}

export function useGuides() {
  return useSuspenseQuery(guidesQuery(useApi())).data
}
