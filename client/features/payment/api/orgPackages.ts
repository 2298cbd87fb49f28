import { queryOptions, useQuery } from '@tanstack/react-query'
import { payAccountCalls } from '../../../../shared/contracts/payAccount'
import type { ApiClient } from '../../../lib/api/client'
import { useApi } from '../../../lib/api/context'
import { useViewer } from '../../../blocks/session/viewer'
import { payQueryKeys } from './keys'

/** GET org/packages: the organisation's packages with their use status, and its current subscription. */
export function orgPackagesQuery(api: ApiClient) {
  return queryOptions({
    queryKey: payQueryKeys.packages,
    queryFn: () => api.call(payAccountCalls.orgPackages),
  })
}

export function useOrgPackages() {
  const viewer = useViewer()
  return useQuery({ ...orgPackagesQuery(useApi()), enabled: viewer.loggedIn })
}
