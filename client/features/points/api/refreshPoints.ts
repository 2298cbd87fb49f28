import type { QueryClient } from '@tanstack/react-query'
import { userQueryKeys } from '../../../blocks/session/keys'
import { pointsKeys } from '../keys'

/** After every earn or spend: the panel's figure (user info), the task list and the detail read again. */
export function refreshPoints(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: userQueryKeys.info }),
    queryClient.invalidateQueries({ queryKey: pointsKeys.tasks }),
    queryClient.invalidateQueries({ queryKey: pointsKeys.detail }),
  ])
}
