import { useMutation, useQueryClient } from '@tanstack/react-query'
import { payAccountCalls } from '../../../../shared/contracts/payAccount'
import { useApi } from '../../../lib/api/context'
import { payQueryKeys } from './keys'

/** POST subscription/renewal_notice/read: the subscriber has seen a renewal notice. */
export function useReadRenewalNotice() {
  const api = useApi()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: number) => api.call(payAccountCalls.renewalNoticeRead, { body: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: payQueryKeys.summary }),
  })
}
