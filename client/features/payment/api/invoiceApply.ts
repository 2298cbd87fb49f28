import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { InvoiceApplyRequest } from '../../../../shared/contracts/pay'
import { payPaths } from '../../../../shared/contracts/plain/pay'
import { useApi } from '../../../lib/api/context'
import { payQueryKeys } from './keys'

/** POST invoice/apply: the application for the chosen orders. */
export function useApplyInvoice() {
  const api = useApi()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: InvoiceApplyRequest) => api.request({ scene: 'pay', method: 'POST', path: payPaths.invoiceApply, body, response: () => import('../../../../shared/contracts/pay').then((c) => c.invoiceApplyResponse) }),
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: payQueryKeys.invoiceOrders }), queryClient.invalidateQueries({ queryKey: payQueryKeys.invoiceHistoryRoot })]),
  })
}
