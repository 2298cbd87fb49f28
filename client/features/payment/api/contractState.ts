import { payAccountCalls } from '../../../../shared/contracts/payAccount'
import type { ApiClient } from '../../../lib/api/client'

/** POST subscription/contract_state {contract_uuid, app_id}: polled while the first charge waits. */
export function fetchContractState(api: ApiClient, contractUuid: string, appId: number) {
  return api.call(payAccountCalls.subscriptionContractState, { body: { contract_uuid: contractUuid, app_id: appId }, silent: true })
}
