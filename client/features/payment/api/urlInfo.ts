import { useQuery } from '@tanstack/react-query'
import { payCalls } from '../../../../shared/contracts/pay'
import type { ApiClient } from '../../../lib/api/client'
import { useApi } from '../../../lib/api/context'

/** The named links of url/info (spec section 7): the agreements the payment pages link to. */
export type UrlName = 'pay_agreement' | 'auto_renew_agreement' | 'invoice_help' | 'customer_service'

/** GET url/info {name}: the address and title of a named link. */
export function urlInfoQuery(api: ApiClient, name: UrlName) {
  return {
    queryKey: ['pay', 'url-info', name] as const,
    queryFn: () => api.call(payCalls.urlInfo, { query: { name }, silent: true }),
    staleTime: Infinity,
  }
}

/** A named link once url/info has answered; nothing is linked before (or when it fails). */
export function useUrlInfo(name: UrlName) {
  return useQuery(urlInfoQuery(useApi(), name)).data
}
