import { queryOptions, useQuery } from '@tanstack/react-query'
import { pointsPaths } from '../../../../shared/contracts/plain/points'
import type { ApiClient } from '../../../lib/api/client'
import { useApi } from '../../../lib/api/context'
import { pointsKeys } from '../keys'
import { withMeta } from './withMeta'

/** The answer's schema, loaded with the first call (decision 018). */
const response = () => import('../../../../shared/contracts/points').then((c) => withMeta(c.allTasksResponse))

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
