import { queryOptions, useSuspenseQuery } from '@tanstack/react-query'
import { contentCalls } from '../../../shared/contracts/content'
import type { ApiClient } from '../../lib/api/client'
import { useApi } from '../../lib/api/context'
import { orNullWhenMissing } from '../../lib/api/notFound'

/** GET /v1/guide/detail?id: one tutorial, or null when there is no such (online) guide. */
export function guideQuery(api: ApiClient, id: string) {
  return queryOptions({
    queryKey: ['main', 'guide', id],
    queryFn: () => orNullWhenMissing(api.call(contentCalls.guide, { query: { id }, silent: true })),
  })
}

export function useGuide(id: string) {
  return useSuspenseQuery(guideQuery(useApi(), id)).data
}
