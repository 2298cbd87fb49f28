import { queryOptions, useQuery } from '@tanstack/react-query'
import { payAccountCalls } from '../../../../shared/contracts/payAccount'
import type { ApiClient } from '../../../lib/api/client'
import { useApi } from '../../../lib/api/context'
import { useViewer } from '../../../blocks/session/viewer'
import { payQueryKeys } from './keys'

/** GET subscription/org_summary: the organisation's contracts and its unread renewal notices. */
export function orgSummaryQuery(api: ApiClient) {
  return queryOptions({
    queryKey: payQueryKeys.summary,
    queryFn: () => api.call(payAccountCalls.subscriptionOrgSummary, { silent: true }),
  })
}

export function useOrgSummary() {
  const viewer = useViewer()
  return useQuery({ ...orgSummaryQuery(useApi()), enabled: viewer.loggedIn })
}
