import { queryOptions, useSuspenseQuery } from '@tanstack/react-query'
import { ActivityState } from '../../../../shared/contracts/activity'
import { activityCommonCalls } from '../../../../shared/contracts/activityCommon'
import type { ApiClient } from '../../../lib/api/client'
import { useApi } from '../../../lib/api/context'
import { otherActivities } from '../otherActivities'

/**
 * What a timeout page shows: the ended activity's title (GET /v1/h5/activity/common/info,
 * when the page was given its uuid) and the activities open now (GET /v1/activity/common/config).
 * One query for both, asked together, and only what the page shows kept (it is dehydrated
 * into the document). Either call failing leaves its part out: the page still says the
 * activity has ended and where to go.
 */
export function timeoutPageQuery(api: ApiClient, uuid: string | null) {
  return queryOptions({
    queryKey: ['main', 'activity-timeout', uuid],
    queryFn: async () => {
      const [ended, config] = await Promise.all([
        uuid ? api.call(activityCommonCalls.h5ActivityInfo, { query: { uuid }, silent: true }).catch(() => null) : null,
        api.call(activityCommonCalls.activityConfig, { silent: true }).catch(() => null),
      ])
      // Named only once it has ended: a link to the timeout page cannot say a running activity is over.
      return { endedTitle: ended?.state === ActivityState.Ended ? ended.title : null, others: config ? otherActivities(config.list, uuid) : [] }
    },
    retry: false,
  })
}

/** Prefetched by the page (client/pages/activityTimeout.tsx): on the server, so the list is in the first paint. */
export function useTimeoutPage(uuid: string | null) {
  return useSuspenseQuery(timeoutPageQuery(useApi(), uuid)).data
}
