import { queryOptions, useSuspenseQuery } from '@tanstack/react-query'
import type { SearchResult } from '../../../shared/contracts/schemas/content'
import { contentCalls } from '../../../shared/contracts/content'
import type { ApiClient } from '../../lib/api/client'
import { useApi } from '../../lib/api/context'

const EMPTY = (keyword: string): SearchResult => ({ keyword, guides: [], help: [], articles: [] })

/** GET /v1/search?keyword: guides, help entries and articles; an empty keyword asks nothing. */
export function searchQuery(api: ApiClient, keyword: string) {
  return queryOptions({
    queryKey: ['main', 'search', keyword],
    queryFn: () => (keyword ? api.call(contentCalls.search, { query: { keyword } }) : EMPTY(keyword)),
  })
}

export function useSearch(keyword: string) {
  return useSuspenseQuery(searchQuery(useApi(), keyword)).data
}
