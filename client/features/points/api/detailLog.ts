import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { pointsCalls } from '../../../../shared/contracts/points'
import { POINTS_RULES } from '../../../../shared/points'
import type { ApiClient } from '../../../lib/api/client'
import { useApi } from '../../../lib/api/context'
import { pointsKeys } from '../keys'

/** GET detail_log {page, page_size}: records grouped by month, meta.total. */
export function fetchDetailLog(api: ApiClient, page: number) {
  return api.call(pointsCalls.detailLog, { query: { page, page_size: POINTS_RULES.pageSize } })
}

export function detailLogQuery(api: ApiClient) {
  return infiniteQueryOptions({
    queryKey: pointsKeys.detail,
    initialPageParam: 1,
    queryFn: ({ pageParam }) => fetchDetailLog(api, pageParam),
    getNextPageParam: (last, pages, lastPage) => {
      const loaded = pages.reduce((sum, page) => sum + page.data.reduce((n, group) => n + group.records.length, 0), 0)
      return loaded < last.meta.total ? lastPage + 1 : undefined
    },
  })
}

export function useDetailLog() {
  return useInfiniteQuery(detailLogQuery(useApi()))
}
