import { queryOptions, useQuery } from '@tanstack/react-query'
import { allTasksResponse, pointsPaths } from '../../../../shared/contracts/points'
import type { ApiClient } from '../../../lib/api/client'
import { useApi } from '../../../lib/api/context'
import { pointsKeys } from '../keys'
import { withMeta } from './withMeta'

const response = withMeta(allTasksResponse)

/** GET get_all_tasks: the tasks with left_points and total_points. */
export function fetchAllTasks(api: ApiClient) {
  return api.request({ scene: 'main', method: 'GET', path: pointsPaths.allTasks, response })
}

export function allTasksQuery(api: ApiClient) {
  return queryOptions({ queryKey: pointsKeys.tasks, queryFn: () => fetchAllTasks(api) })
}

export function useAllTasks() {
  return useQuery(allTasksQuery(useApi()))
}
