import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { PointsTask } from '../../../../shared/contracts/schemas/points'
import { pointsCalls } from '../../../../shared/contracts/points'
import type { ApiClient } from '../../../lib/api/client'
import { useApi } from '../../../lib/api/context'
import { pointsKeys } from '../keys'
import { mergeTask } from '../rules'
import type { fetchAllTasks } from './allTasks'

/** POST receive_export_challenge: the task, now received. */
export function receiveExportChallenge(api: ApiClient) {
  return api.call(pointsCalls.receiveExportChallenge)
}

type TaskList = Awaited<ReturnType<typeof fetchAllTasks>>

/** Claiming sets allow_receive false and merges the returned task into the cached list. */
export function useReceiveExportChallenge() {
  const api = useApi()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => receiveExportChallenge(api),
    onSuccess: (task: PointsTask) => {
      queryClient.setQueryData<TaskList>(pointsKeys.tasks, (list) => (list ? { ...list, data: mergeTask(list.data, task) } : list))
    },
  })
}
