import { payCalls } from '../../../../shared/contracts/pay'
import type { ApiClient } from '../../../lib/api/client'
import type { CardDeduction } from '../catalogue'

/** GET order/union_deduction_product {product_id}: what upgrading to a union product takes off its price. */
function fetchUnionDeduction(api: ApiClient, productId: number) {
  return api.call(payCalls.unionDeductionProduct, {
    query: { product_id: productId },
    // 5031 (not an upgrade) and 42 are answers about this account, not failures to announce.
    silent: true,
  })
}

/** The deduction of each union product that has one, by product id (./unionDeduction.ts). */
export async function fetchUnionDeductions(api: ApiClient, ids: readonly number[]): Promise<Map<number, CardDeduction>> {
  const answers = await Promise.allSettled(ids.map((id) => fetchUnionDeduction(api, id)))
  const deductions = new Map<number, CardDeduction>()
  answers.forEach((answer, index) => {
    if (answer.status !== 'fulfilled') return
    const value = answer.value
    deductions.set(ids[index]!, { deduction: value.deduction, payAmount: value.pay_amount, fromName: value.from_order?.product_name })
  })
  return deductions
}
