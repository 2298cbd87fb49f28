import { payPaths } from '../../../../shared/contracts/plain/pay'
import type { ApiClient } from '../../../lib/api/client'

/** POST subscription/contract_state {contract_uuid, app_id}: polled while the first charge waits. */
export function fetchContractState(api: ApiClient, contractUuid: string, appId: number) {
  return api.request({ scene: 'pay', method: 'POST', path: payPaths.subscriptionContractState, body: { contract_uuid: contractUuid, app_id: appId }, response: () => import('../../../../shared/contracts/pay').then((c) => c.contractStateResponse), silent: true })
}
