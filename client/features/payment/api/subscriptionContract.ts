import type { OrderCreateExRequest } from '../../../../shared/contracts/schemas/pay'
import { payCalls } from '../../../../shared/contracts/pay'
import type { ApiClient } from '../../../lib/api/client'

/**
 * POST subscription/contract: signs auto-renewal with its first charge, by the QR it answers,
 * or on a phone (`returnPath`) by the channel's mobile page, which returns there.
 */
export function createContract(api: ApiClient, body: OrderCreateExRequest, returnPath?: string) {
  return api.call(payCalls.subscriptionContract, { body: { ...body, ...(returnPath ? { return_path: returnPath } : {}) } })
}

/** POST subscription/pay: a fresh first-charge code for a contract whose code expired. */
export function payContract(api: ApiClient, contractUuid: string, appId: number, returnPath?: string) {
  return api.call(payCalls.subscriptionPay, { body: { contract_uuid: contractUuid, app_id: appId, ...(returnPath ? { return_path: returnPath } : {}) } })
}
