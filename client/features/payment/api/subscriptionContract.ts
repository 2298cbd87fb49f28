import type { OrderCreateExRequest } from '../../../../shared/contracts/pay'
import { payPaths } from '../../../../shared/contracts/plain/pay'
import type { ApiClient } from '../../../lib/api/client'

/**
 * POST subscription/contract: signs auto-renewal with its first charge, by the QR it answers,
 * or on a phone (`returnPath`) by the channel's mobile page, which returns there.
 */
export function createContract(api: ApiClient, body: OrderCreateExRequest, returnPath?: string) {
  return api.request({ scene: 'pay', method: 'POST', path: payPaths.subscriptionContract, body: { ...body, ...(returnPath ? { return_path: returnPath } : {}) }, response: () => import('../../../../shared/contracts/pay').then((c) => c.subscriptionContractResponse) })
}

/** POST subscription/pay: a fresh first-charge code for a contract whose code expired. */
export function payContract(api: ApiClient, contractUuid: string, appId: number, returnPath?: string) {
  return api.request({ scene: 'pay', method: 'POST', path: payPaths.subscriptionPay, body: { contract_uuid: contractUuid, app_id: appId, ...(returnPath ? { return_path: returnPath } : {}) }, response: () => import('../../../../shared/contracts/pay').then((c) => c.subscriptionPayResponse) })
}
