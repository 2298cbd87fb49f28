import { queryOptions, useQuery } from '@tanstack/react-query'
import { pointsCalls } from '../../../../shared/contracts/points'
import type { ApiClient } from '../../../lib/api/client'
import { useApi } from '../../../lib/api/context'
import { pointsKeys } from '../keys'

/** GET get_all_tasks: the tasks with left_points and total_points. */
export function fetchAllTasks(api: ApiClient) {
  return api.call(pointsCalls.allTasks)
}

export function allTasksQuery(api: ApiClient) {
  return queryOptions({ queryKey: pointsKeys.tasks, queryFn: () => fetchAllTasks(api) })
}

export function useAllTasks() {
  return useQuery(allTasksQuery(useApi()))
}
