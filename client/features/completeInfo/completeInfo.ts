import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { CompleteOrgInfoRequest } from '../../../shared/contracts/activity'
import { activityCommonPaths } from '../../../shared/contracts/plain/activity'
import type { ApiClient } from '../../lib/api/client'
import { useApi } from '../../lib/api/context'

const COMPLETED_KEY = ['main', 'completed-info'] as const

export function completedInfoQuery(api: ApiClient) {
  return queryOptions({
    queryKey: COMPLETED_KEY,
    queryFn: () => api.request({ scene: 'main', method: 'GET', path: activityCommonPaths.completedInfo, response: () => import('../../../shared/contracts/activity').then((c) => c.completedInfoResponse) }),
  })
}

/** GET /v1/ow/completed_info: what the account has filled in. */
export function useCompletedInfo(enabled = true) {
  return useQuery({ ...completedInfoQuery(useApi()), enabled })
}

/** GET /v1/organization_type/get or /v1/complete_type/get: the form's options. */
export function useOptions(path: typeof activityCommonPaths.organizationTypes | typeof activityCommonPaths.completeTypes) {
  const api = useApi()
  return useQuery({
    queryKey: ['main', 'options', path],
    queryFn: () => api.request({ scene: 'main', method: 'GET', path, response: () => import('../../../shared/contracts/activity').then((c) => c.optionsResponse) }),
    staleTime: Infinity,
  })
}

/** POST /v1/ow/complete_org_info. */
export function useCompleteOrgInfo() {
  const api = useApi()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: CompleteOrgInfoRequest) => api.request({ scene: 'main', method: 'POST', path: activityCommonPaths.completeOrgInfo, body, response: () => import('../../../shared/contracts/activity').then((c) => c.completeOrgInfoResponse) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: COMPLETED_KEY }),
  })
}
