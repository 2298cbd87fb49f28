import { useMutation } from '@tanstack/react-query'
import { userPaths } from '../../../../shared/contracts/plain/user'
import type { ApiClient } from '../../../lib/api/client'
import { useApi } from '../../../lib/api/context'
import { hashVerifyCode } from '../../../blocks/verifyCode/code'

/**
 * POST exchange_account: moves the account to a new phone, proved by a code sent to that
 * phone. The service ends the old sessions and the gateway sets the new token's cookie.
 */
export function exchangeAccount(api: ApiClient, input: { phone: string; code: string }) {
  return api.request({
    scene: 'main',
    method: 'POST',
    path: userPaths.exchangeAccount,
    body: { exchange_phone: input.phone, verify_code: hashVerifyCode(input.code) },
    response: () => import('../../../../shared/contracts/user').then((c) => c.exchangeAccountResponse),
  })
}

export function useExchangeAccount() {
  const api = useApi()
  return useMutation({ mutationFn: (input: { phone: string; code: string }) => exchangeAccount(api, input) })
}
