import { useMutation, useQueryClient } from '@tanstack/react-query'
import { pointsCalls } from '../../../../shared/contracts/points'
import type { ApiClient } from '../../../lib/api/client'
import { useApi } from '../../../lib/api/context'
import { refreshPoints } from './refreshPoints'

/** POST sign: no body; the cycle's progress and what it earned. */
export function sign(api: ApiClient) {
  return api.call(pointsCalls.sign)
}

export function useSign() {
  const api = useApi()
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: () => sign(api), onSuccess: () => refreshPoints(queryClient) })
}
