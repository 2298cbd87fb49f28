import { queryOptions, useSuspenseQuery } from '@tanstack/react-query'
import { contentCalls } from '../../../shared/contracts/content'
import type { ApiClient } from '../../lib/api/client'
import { useApi } from '../../lib/api/context'

/** GET /v1/article/list: articles, newest first. */
export function articlesQuery(api: ApiClient) {
  return queryOptions({
    queryKey: ['main', 'articles'],
    queryFn: () => api.call(contentCalls.articles),
  })
}

export function useArticles() {
  return useSuspenseQuery(articlesQuery(useApi())).data
}
