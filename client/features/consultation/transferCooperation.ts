import { useMutation } from '@tanstack/react-query'
import { commonCalls } from '../../../shared/contracts/common'
import type { CooperationTransferRequest } from '../../../shared/contracts/schemas/common'
import type { ApiClient } from '../../lib/api/client'
import { useApi } from '../../lib/api/context'

/** POST /v1/web/cooperation/transfer: the market-cooperation form, its city split in two. */
export function transferCooperation(api: ApiClient, body: CooperationTransferRequest) {
  // The form shows the failure under its submit button; a toast as well would say it twice.
  return api.call(commonCalls.cooperationTransfer, { body, silent: true })
}

export function useTransferCooperation() {
  const api = useApi()
  return useMutation({ mutationFn: (body: CooperationTransferRequest) => transferCooperation(api, body) })
}
