import { useQuery } from '@tanstack/react-query'
import { payCalls } from '../../../../shared/contracts/pay'
import type { Product } from '../../../../shared/contracts/schemas/pay'
import { ProductKind } from '../../../../shared/payEnums'
import type { ApiClient } from '../../../lib/api/client'
import { useApi } from '../../../lib/api/context'
import { useViewer } from '../../../blocks/session/viewer'
import type { CardDeduction } from '../catalogue'
import { payQueryKeys } from './keys'

/** GET order/union_deduction_product {product_id}: what upgrading to a union product takes off its price. */
function fetchUnionDeduction(api: ApiClient, productId: number) {
  return api.call(payCalls.unionDeductionProduct, {
    query: { product_id: productId },
    // 5031 (not an upgrade) and 42 are answers about this account, not failures to announce.
    silent: true,
  })
}

/**
 * The deduction of each union product for the logged-in account, by product id, once the
 * service has answered (0 when nothing is deducted; absent while loading or when it is no
 * upgrade, 5031). Visitors and piece products ask nothing. One query for all the cards, not
 * useQueries: that hook would join react-query's shared chunk, which every page loads.
 */
export function useUnionDeductions(products: readonly Product[]): ReadonlyMap<number, CardDeduction> {
  const api = useApi()
  const viewer = useViewer()
  const ids = viewer.loggedIn ? products.filter((product) => product.kind === ProductKind.Union).map((product) => product.id) : []
  const { data } = useQuery({
    queryKey: payQueryKeys.unionDeductions(ids),
    queryFn: async () => {
      const answers = await Promise.allSettled(ids.map((id) => fetchUnionDeduction(api, id)))
      const deductions = new Map<number, CardDeduction>()
      answers.forEach((answer, index) => {
        if (answer.status !== 'fulfilled') return
        const value = answer.value
        deductions.set(ids[index]!, { deduction: value.deduction, payAmount: value.pay_amount, fromName: value.from_order?.product_name })
      })
      return deductions
    },
    enabled: ids.length > 0,
    staleTime: 60_000,
    retry: false,
  })
  return data ?? NO_DEDUCTIONS
}

const NO_DEDUCTIONS: ReadonlyMap<number, CardDeduction> = new Map()
