import { queryOptions, useSuspenseQuery } from '@tanstack/react-query'
import { contentCalls } from '../../../shared/contracts/content'
import type { ApiClient } from '../../lib/api/client'
import { useApi } from '../../lib/api/context'
import { orNullWhenMissing } from '../../lib/api/notFound'

/** GET /v1/article/detail?id: one article, or null when there is none. */
export function articleQuery(api: ApiClient, id: string) {
  return queryOptions({
    queryKey: ['main', 'article', id],
    queryFn: () => orNullWhenMissing(api.call(contentCalls.article, { query: { id }, silent: true })),
  })
}

export function useArticle(id: string) {
  return useSuspenseQuery(articleQuery(useApi(), id)).data
}
