import { useMutation, useQueryClient } from '@tanstack/react-query'
import { payPaths } from '../../../../shared/contracts/plain/pay'
import { useApi } from '../../../lib/api/context'
import { payQueryKeys } from './keys'

/** POST subscription/renewal_notice/read: the subscriber has seen a renewal notice. */
export function useReadRenewalNotice() {
  const api = useApi()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: number) => api.request({ scene: 'pay', method: 'POST', path: payPaths.renewalNoticeRead, body: { id }, response: () => import('../../../../shared/contracts/pay').then((c) => c.renewalNoticeReadResponse) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: payQueryKeys.summary }),
  })
}
