import { useMutation, useQueryClient } from '@tanstack/react-query'
import { activityPaths } from '../../../../shared/contracts/activity'
import { ApiError } from '../../../lib/api/client'
import { useApi } from '../../../lib/api/context'

/** The refusal codes a page answers itself (welfare outcomes and friends): no toast for them. */
const handled = (error: ApiError) => error.kind === 'server'

/** POST common/post: claims a welfare activity's gifts; the refusal codes are the welfare outcomes. */
export function useClaimWelfare() {
  const api = useApi()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (uuid: string) => api.request({ scene: 'activity', method: 'POST', path: activityPaths.post, body: { uuid }, response: () => import('../../../../shared/contracts/schemas/activity').then((c) => c.postResponse), silent: handled }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['activity', 'rewards'] }),
  })
}

export function useExchange() {
  const api = useApi()
  return useMutation({
    mutationFn: (uuid: string) => api.request({ scene: 'activity', method: 'POST', path: activityPaths.exchange, body: { uuid }, response: () => import('../../../../shared/contracts/schemas/activity').then((c) => c.exchangeResponse), silent: handled }),
  })
}

export function useAcceptInvite() {
  const api = useApi()
  return useMutation({
    mutationFn: (input: { uuid: string; inviter: string }) =>
      api.request({ scene: 'activity', method: 'POST', path: activityPaths.invite, body: input, response: () => import('../../../../shared/contracts/schemas/activity').then((c) => c.inviteResponse), silent: handled }),
  })
}
