import type { OrderCreateExRequest } from '../../../../shared/contracts/pay'
import { payPaths } from '../../../../shared/contracts/plain/pay'
import type { ApiClient } from '../../../lib/api/client'

/** POST subscription/contract: signs auto-renewal with its first charge, paid by the QR it answers. */
export function createContract(api: ApiClient, body: OrderCreateExRequest) {
  return api.request({ scene: 'pay', method: 'POST', path: payPaths.subscriptionContract, body, response: () => import('../../../../shared/contracts/pay').then((c) => c.subscriptionContractResponse) })
}

/** POST subscription/pay: a fresh first-charge code for a contract whose code expired. */
export function payContract(api: ApiClient, contractUuid: string, appId: number) {
  return api.request({ scene: 'pay', method: 'POST', path: payPaths.subscriptionPay, body: { contract_uuid: contractUuid, app_id: appId }, response: () => import('../../../../shared/contracts/pay').then((c) => c.subscriptionPayResponse) })
}
