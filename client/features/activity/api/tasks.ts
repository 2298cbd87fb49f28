import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { useDeferredValue, useRef } from 'react'
import { activityCalls } from '../../../../shared/contracts/activity'
import { ApiError } from '../../../lib/api/client'
import { useApi } from '../../../lib/api/context'
import { refreshRewards } from './activityUser'

/** While the page is in view, progress follows the desktop app's reports this often. */
export const TASKS_REFRESH_MS = 15_000

/**
 * The export tasks with my progress; keyed by the login, so logging in or out asks again.
 * Rendered on the server: a phone does not call for them on arrival, so the page does not
 * load the call's schemas (zod) until the visitor acts. While the list of a new login loads,
 * the last one stays (the deferred phone), not an empty panel. A first load that fails shows
 * no tasks (the API client has told the visitor), as the panel did before it waited for them.
 */
export function useExportTasks(uuid: string, phone: string | null) {
  const api = useApi()
  const queryClient = useQueryClient()
  const shown = useDeferredValue(phone)
  const queryKey = ['activity', 'tasks', uuid, shown]
  return useSuspenseQuery({
    queryKey,
    queryFn: () =>
      api.call(activityCalls.tasks, { query: { uuid } }).catch((error: unknown) => {
        if (queryClient.getQueryData(queryKey) !== undefined) throw error
        return null
      }),
    refetchInterval: shown ? TASKS_REFRESH_MS : false,
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
