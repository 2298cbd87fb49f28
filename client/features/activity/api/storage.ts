import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { activityCalls, ORG_QR_WIDTH } from '../../../../shared/contracts/activity'
import type { UpdateOrgInfoRequest } from '../../../../shared/contracts/schemas/activity'
import type { ApiClient } from '../../../lib/api/client'
import { useApi } from '../../../lib/api/context'

const STATE_KEY = ['activity', 'org-info-state'] as const

export function orgInfoStateQuery(api: ApiClient) {
  return queryOptions({
    queryKey: STATE_KEY,
    queryFn: () => api.call(activityCalls.orgInfoState),
  })
}

export function useOrgInfoState(enabled: boolean) {
  return useQuery({ ...orgInfoStateQuery(useApi()), enabled })
}

/** GET get_qr_code {page, width 430}: the mini-program code to scan. */
export function useOrgQrCode(enabled: boolean) {
  const api = useApi()
  return useQuery({
    queryKey: ['activity', 'org-qr'],
    queryFn: () => api.call(activityCalls.orgQrCode, { query: { page: 'pages/org/bind', width: ORG_QR_WIDTH } }),
    enabled,
    staleTime: Infinity,
  })
}

export function useUpdateOrgInfo() {
  const api = useApi()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: UpdateOrgInfoRequest) => api.call(activityCalls.updateOrgInfo, { body }),
    onSuccess: (data) => queryClient.setQueryData(STATE_KEY, data),
  })
}

export function useGiftStorage() {
  const api = useApi()
  return useMutation({
    mutationFn: (uuid: string) => api.call(activityCalls.giftStorage, { body: { uuid } }),
  })
}
