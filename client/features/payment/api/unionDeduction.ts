import { useQueries } from '@tanstack/react-query'
import type { Product } from '../../../../shared/contracts/pay'
import { payPaths } from '../../../../shared/contracts/plain/pay'
import { ProductKind } from '../../../../shared/payEnums'
import type { ApiClient } from '../../../lib/api/client'
import { useApi } from '../../../lib/api/context'
import { useViewer } from '../../session/viewer'
import type { CardDeduction } from '../catalogue'
import { payQueryKeys } from './keys'

/** GET order/union_deduction_product {product_id}: what upgrading to a union product takes off its price. */
export function unionDeductionQuery(api: ApiClient, productId: number) {
  return {
    queryKey: payQueryKeys.unionDeduction(productId),
    queryFn: () =>
      api.request({
        scene: 'pay',
        method: 'GET',
        path: payPaths.unionDeductionProduct,
        query: { product_id: productId },
        response: () => import('../../../../shared/contracts/pay').then((c) => c.unionDeductionResponse),
        // 5031 (not an upgrade) and 42 are answers about this account, not failures to announce.
        silent: true,
      }),
    staleTime: 60_000,
    retry: false,
  }
}

/**
 * The deduction of each union product for the logged-in account, by product id, once the
 * service has answered (0 when nothing is deducted; absent while loading or when it is no
 * upgrade, 5031). Visitors and piece products ask nothing.
 */
export function useUnionDeductions(products: readonly Product[]): ReadonlyMap<number, CardDeduction> {
  const api = useApi()
  const viewer = useViewer()
  const unions = viewer.loggedIn ? products.filter((product) => product.kind === ProductKind.Union) : []
  const results = useQueries({ queries: unions.map((product) => unionDeductionQuery(api, product.id)) })
  const deductions = new Map<number, CardDeduction>()
  results.forEach((result, index) => {
    const data = result.data
    if (data) deductions.set(unions[index]!.id, { deduction: data.deduction, payAmount: data.pay_amount, fromName: data.from_order?.product_name })
  })
  return deductions
}
