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

type OptionsRecord = typeof activityCommonCalls.organizationTypes | typeof activityCommonCalls.completeTypes

/** GET /v1/organization_type/get or /v1/complete_type/get: the form's options. */
export function optionsQuery(api: ApiClient, record: OptionsRecord) {
  return queryOptions({
    queryKey: ['main', 'options', record.path],
    queryFn: () => api.call(record),
    staleTime: Infinity,
  })
}

/** The form's options, both tables, for a page's prefetch. */
export function formOptionsQueries(api: ApiClient) {
  return [optionsQuery(api, activityCommonCalls.organizationTypes), optionsQuery(api, activityCommonCalls.completeTypes)]
}

export function useOptions(record: OptionsRecord) {
  return useQuery(optionsQuery(useApi(), record))
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
