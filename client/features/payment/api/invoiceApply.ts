import { useMutation, useQueryClient } from '@tanstack/react-query'
import { payAccountCalls } from '../../../../shared/contracts/payAccount'
import type { InvoiceApplyRequest } from '../../../../shared/contracts/schemas/payAccount'
import { useApi } from '../../../lib/api/context'
import { payQueryKeys } from './keys'

/** POST invoice/apply: the application for the chosen orders. */
export function useApplyInvoice() {
  const api = useApi()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: InvoiceApplyRequest) => api.call(payAccountCalls.invoiceApply, { body }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: payQueryKeys.invoiceOrders }),
        queryClient.invalidateQueries({ queryKey: payQueryKeys.invoiceHistoryRoot }),
      ]),
  })
}
