import { queryOptions, useSuspenseQuery } from '@tanstack/react-query'
import { contentPaths } from '../../../shared/contracts/plain/content'
import type { ApiClient } from '../../lib/api/client'
import { useApi } from '../../lib/api/context'

/** GET /v1/article/list: articles, newest first. */
export function articlesQuery(api: ApiClient) {
  return queryOptions({
    queryKey: ['main', 'articles'],
    queryFn: () => api.request({ scene: 'main', method: 'GET', path: contentPaths.articles, response: () => import('../../../shared/contracts/content').then((c) => c.articleListResponse) }),
  })
}

export function useArticles() {
  return useSuspenseQuery(articlesQuery(useApi())).data
}
