import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { activityCalls } from '../../../../shared/contracts/activity'
import type { GiftAddressRequest } from '../../../../shared/contracts/schemas/activity'
import { ApiError } from '../../../lib/api/client'
import { useApi } from '../../../lib/api/context'

const REWARDS_KEY = ['activity', 'rewards']

/**
 * 我的奖励 after a credit: a read that began before it (the one the activity login starts, as
 * the panel appears) is dropped, not awaited. An invalidation alone would join a first read
 * still in flight, whose answer predates the credit, and the panel would stay empty.
 */
export async function refreshRewards(queryClient: QueryClient): Promise<void> {
  await queryClient.cancelQueries({ queryKey: REWARDS_KEY })
  await queryClient.invalidateQueries({ queryKey: REWARDS_KEY })
}

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
