import { queryOptions, useQuery } from '@tanstack/react-query'
import { enumerateCalls } from '../../../../shared/contracts/enumerate'
import { CANCEL_REASON_ENUMERATE_TYPE, CANCEL_REASONS } from '../../../../shared/cancelReasons'
import type { ApiClient } from '../../../lib/api/client'
import { useApi } from '../../../lib/api/context'

export interface CancelReason {
  value: number
  label: string
}

/** GET enumerate/info type 77: the reasons a subscriber may give for cancelling auto-renewal. */
export function cancelReasonsQuery(api: ApiClient) {
  return queryOptions({
    queryKey: ['main', 'enumerate', CANCEL_REASON_ENUMERATE_TYPE],
    queryFn: async () => (await api.call(enumerateCalls.info, { query: { type: CANCEL_REASON_ENUMERATE_TYPE }, silent: true })).list,
    staleTime: Infinity,
  })
}

/**
 * The cancel reasons the service lists; the built-in list of type 77 while they load or
 * when the call fails, so the dialog is never without choices (the service checks the value).
 */
export function useCancelReasons(): readonly CancelReason[] {
  const { data } = useQuery(cancelReasonsQuery(useApi()))
  return data && data.length > 0 ? data : CANCEL_REASONS
}
