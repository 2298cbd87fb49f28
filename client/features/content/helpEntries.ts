import { queryOptions, useSuspenseQuery } from '@tanstack/react-query'
import { contentPaths } from '../../../shared/contracts/plain/content'
import type { ApiClient } from '../../lib/api/client'
import { useApi } from '../../lib/api/context'

/** GET /v1/help/list: the FAQ entries. */
export function helpEntriesQuery(api: ApiClient) {
  return queryOptions({
    queryKey: ['main', 'help'],
    queryFn: () => api.request({ scene: 'main', method: 'GET', path: contentPaths.help, response: () => import('../../../shared/contracts/content').then((c) => c.helpListResponse) }),
  })
}

export function useHelpEntries() {
  return useSuspenseQuery(helpEntriesQuery(useApi())).data
}
