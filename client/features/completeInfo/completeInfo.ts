import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { activityCommonCalls } from '../../../shared/contracts/activityCommon'
import type { CompleteOrgInfoRequest } from '../../../shared/contracts/schemas/activityCommon'
import type { ApiClient } from '../../lib/api/client'
import { useApi } from '../../lib/api/context'

const COMPLETED_KEY = ['main', 'completed-info'] as const

export function completedInfoQuery(api: ApiClient) {
  return queryOptions({
    queryKey: COMPLETED_KEY,
    queryFn: () => api.call(activityCommonCalls.completedInfo),
  })
}

/** GET /v1/ow/completed_info: what the account has filled in. */
export function useCompletedInfo(enabled = true) {
  return useQuery({ ...completedInfoQuery(useApi()), enabled })
}

/** GET /v1/organization_type/get or /v1/complete_type/get: the form's options. */
export function useOptions(record: typeof activityCommonCalls.organizationTypes | typeof activityCommonCalls.completeTypes) {
  const api = useApi()
  return useQuery({
    queryKey: ['main', 'options', record.path],
    queryFn: () => api.call(record),
    staleTime: Infinity,
  })
}

/** POST /v1/ow/complete_org_info. */
export function useCompleteOrgInfo() {
  const api = useApi()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: CompleteOrgInfoRequest) => api.call(activityCommonCalls.completeOrgInfo, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: COMPLETED_KEY }),
  })
}
