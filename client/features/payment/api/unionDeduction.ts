import { useQuery } from '@tanstack/react-query'
import type { Product } from '../../../../shared/contracts/schemas/pay'
import { ProductKind } from '../../../../shared/payEnums'
import { useApi } from '../../../lib/api/context'
import { useViewer } from '../../../blocks/session/viewer'
import type { CardDeduction } from '../catalogue'
import { payQueryKeys } from './keys'

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
    // Its calls load with the first ask: a visitor's /payment never asks.
    queryFn: () => import('./unionDeductionFetch').then(({ fetchUnionDeductions }) => fetchUnionDeductions(api, ids)),
    enabled: ids.length > 0,
    staleTime: 60_000,
    retry: false,
  })
  return data ?? NO_DEDUCTIONS
}

const NO_DEDUCTIONS: ReadonlyMap<number, CardDeduction> = new Map()
