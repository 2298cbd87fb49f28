import { useMutation } from '@tanstack/react-query'
import { commonPaths, type CooperationTransferRequest } from '../../../shared/contracts/common'
import type { ApiClient } from '../../lib/api/client'
import { useApi } from '../../lib/api/context'

/** POST /v1/web/cooperation/transfer: the market-cooperation form, its city split in two. */
export function transferCooperation(api: ApiClient, body: CooperationTransferRequest) {
  return api.request({ scene: 'main', method: 'POST', path: commonPaths.cooperationTransfer, body, response: () => import('../../../shared/contracts/common').then((c) => c.cooperationTransferResponse) })
}

export function useTransferCooperation() {
  const api = useApi()
  return useMutation({ mutationFn: (body: CooperationTransferRequest) => transferCooperation(api, body) })
}
