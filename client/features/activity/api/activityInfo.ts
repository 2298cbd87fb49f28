import { queryOptions, useSuspenseQuery } from '@tanstack/react-query'
import { activityCalls } from '../../../../shared/contracts/activity'
import { ApiError, type ApiClient } from '../../../lib/api/client'
import { useApi } from '../../../lib/api/context'

/** Which activity a page shows: by uuid, or the current one of a family (pages without a uuid). */
export type ActivityKey = { uuid: string } | { family: string }

/** GET activity/common/info {uuid} or common/current {family}; null for an unknown activity. */
export function fetchActivityInfo(api: ApiClient, key: ActivityKey) {
  return (
    'uuid' in key
      ? api.call(activityCalls.info, { query: { uuid: key.uuid }, silent: true })
      : api.call(activityCalls.current, { query: { family: key.family }, silent: true })
  ).catch((error: unknown) => {
    // An unknown activity is an answer (the page shows its not-found view), not a failure.
    if (error instanceof ApiError && error.status === 404) return null
    throw error
  })
}

/** The activity of a page: rendered on the server. */
export function activityInfoQuery(api: ApiClient, key: ActivityKey) {
  return queryOptions({
    queryKey: ['activity', 'info', key],
    queryFn: () => fetchActivityInfo(api, key),
    staleTime: 30_000,
    retry: false,
  })
}

export function useActivityInfo(key: ActivityKey) {
  return useSuspenseQuery(activityInfoQuery(useApi(), key))
}
