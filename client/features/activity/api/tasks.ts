import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useRef } from 'react'
import { activityCalls } from '../../../../shared/contracts/activity'
import { ApiError } from '../../../lib/api/client'
import { useApi } from '../../../lib/api/context'
import { refreshRewards } from './rewards'

/** While the page is in view, progress follows the desktop app's reports this often. */
export const TASKS_REFRESH_MS = 15_000

/** The export tasks with my progress; keyed by the login, so logging in or out asks again. */
export function useExportTasks(uuid: string, phone: string | null) {
  const api = useApi()
  return useQuery({
    queryKey: ['activity', 'tasks', uuid, phone],
    queryFn: () => api.call(activityCalls.tasks, { query: { uuid } }),
    refetchInterval: phone ? TASKS_REFRESH_MS : false,
  })
}

/** Receives a reached task's reward; a double tap sends one claim, and 我的奖励 shows the gift after. */
export function useReceiveTask() {
  const api = useApi()
  const queryClient = useQueryClient()
  const inFlight = useRef<Promise<unknown> | null>(null)
  const receive = (input: { uuid: string; task_id: number }) =>
    api.call(activityCalls.taskReceive, { body: input, silent: (error: ApiError) => error.kind === 'server' })
  return useMutation({
    mutationFn: (input: { uuid: string; task_id: number }) =>
      (inFlight.current ??= receive(input).finally(() => {
        inFlight.current = null
      })) as ReturnType<typeof receive>,
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: ['activity', 'tasks'] }), refreshRewards(queryClient)]),
  })
}
