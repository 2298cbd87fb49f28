import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { activityCalls } from '../../../../shared/contracts/activity'
import type { GiftAddressRequest } from '../../../../shared/contracts/schemas/activity'
import { ApiError } from '../../../lib/api/client'
import { useApi } from '../../../lib/api/context'
import { REWARDS_KEY, refreshRewards } from './activityUser'

/** 我的奖励: the activity's gifts with what the user received, their codes and delivery addresses. */
export function useRewards(uuid: string) {
  const api = useApi()
  return useQuery({
    queryKey: [...REWARDS_KEY, uuid],
    queryFn: () => api.call(activityCalls.rewardBasicInfo, { body: { uuid } }),
  })
}

export function useSaveGiftAddress() {
  const api = useApi()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: GiftAddressRequest) => api.call(activityCalls.giftAddress, { body: input, silent: (error: ApiError) => error.kind === 'server' }),
    onSuccess: () => refreshRewards(queryClient),
  })
}
