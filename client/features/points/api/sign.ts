import { useMutation, useQueryClient } from '@tanstack/react-query'
import { pointsPaths } from '../../../../shared/contracts/plain/points'
import type { ApiClient } from '../../../lib/api/client'
import { useApi } from '../../../lib/api/context'
import { refreshPoints } from './refreshPoints'

/** POST sign: no body; the cycle's progress and what it earned. */
export function sign(api: ApiClient) {
  return api.request({ scene: 'main', method: 'POST', path: pointsPaths.sign, response: () => import('../../../../shared/contracts/points').then((c) => c.signResponse) })
}

export function useSign() {
  const api = useApi()
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: () => sign(api), onSuccess: () => refreshPoints(queryClient) })
}
