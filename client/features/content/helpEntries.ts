import { queryOptions, useSuspenseQuery } from '@tanstack/react-query'
import { contentCalls } from '../../../shared/contracts/content'
import type { ApiClient } from '../../lib/api/client'
import { useApi } from '../../lib/api/context'

/** GET /v1/help/list: the FAQ entries. */
export function helpEntriesQuery(api: ApiClient) {
  return queryOptions({
    queryKey: ['main', 'help'],
    queryFn: () => api.call(contentCalls.help),
  })
}

export function useHelpEntries() {
  return useSuspenseQuery(helpEntriesQuery(useApi())).data
}
