import { useMutation, useQueryClient } from '@tanstack/react-query'
import { payAccountCalls } from '../../../../shared/contracts/payAccount'
import type { ApiClient } from '../../../lib/api/client'
import { useApi } from '../../../lib/api/context'
import { payQueryKeys } from './keys'

export interface CancelInput {
  contractUuid: string
  appId: number
  /** A value of enumerate type 77. */
  reasonId: number
  reason: string
}

/** POST subscription/cancel_contract: auto-renewal ends, the current period keeps its rights. */
export function cancelContract(api: ApiClient, input: CancelInput) {
  return api.call(payAccountCalls.subscriptionCancelContract, {
    body: { contract_uuid: input.contractUuid, app_id: input.appId, reason_id: input.reasonId, reason: input.reason },
  })
}

export function useCancelContract() {
  const api = useApi()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: CancelInput) => cancelContract(api, input),
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: payQueryKeys.packages }), queryClient.invalidateQueries({ queryKey: payQueryKeys.summary })]),
  })
}
