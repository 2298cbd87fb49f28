import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useRef } from 'react'
import { activityCalls } from '../../../../shared/contracts/activity'
import { ApiError } from '../../../lib/api/client'
import { useApi } from '../../../lib/api/context'
import { refreshRewards } from './activityUser'

/** The refusal codes a page answers itself (welfare outcomes and friends): no toast for them. */
const handled = (error: ApiError) => error.kind === 'server'

/** POST common/post: claims a welfare activity's gifts; the refusal codes are the welfare outcomes. */
export function useClaimWelfare() {
  const api = useApi()
  const queryClient = useQueryClient()
  // A double tap sends one claim and both taps share its answer, so the second never reads 请勿重复领取.
  const inFlight = useRef<ReturnType<typeof claim> | null>(null)
  const claim = (uuid: string) => api.call(activityCalls.post, { body: { uuid }, silent: handled })
  return useMutation({
    mutationFn: (uuid: string) =>
      (inFlight.current ??= claim(uuid).finally(() => {
        inFlight.current = null
      })),
    onSettled: () => refreshRewards(queryClient),
  })
}

export function useExchange() {
  const api = useApi()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: { uuid: string; code: string }) => api.call(activityCalls.exchange, { body: input, silent: handled }),
    // 我的奖励 shows the rights once they are credited, also right after the login the exchange waited for.
    onSettled: () => refreshRewards(queryClient),
  })
}

export function useAcceptInvite() {
  const api = useApi()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: { uuid: string; inviter: string }) => api.call(activityCalls.invite, { body: input, silent: handled }),
    // 我的奖励 shows the invitee's own reward once it is credited.
    onSettled: () => refreshRewards(queryClient),
  })
}

/** My invite link and QR (with my opaque code) and how many it brought. */
export function useInviteInfo(uuid: string) {
  const api = useApi()
  return useQuery({ queryKey: ['activity', 'invite', uuid], queryFn: () => api.call(activityCalls.inviteInfo, { body: { uuid } }) })
}
