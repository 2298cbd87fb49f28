import { useMutation } from '@tanstack/react-query'
import { userCalls } from '../../../../shared/contracts/user'
import type { ApiClient } from '../../../lib/api/client'
import { useApi } from '../../../lib/api/context'
import { hashVerifyCode } from '../../../blocks/verifyCode/code'

/**
 * POST exchange_account: moves the account to a new phone, proved by a code sent to that
 * phone. The service ends the old sessions and the gateway sets the new token's cookie.
 */
export function exchangeAccount(api: ApiClient, input: { phone: string; code: string }) {
  return api.call(userCalls.exchangeAccount, { body: { exchange_phone: input.phone, verify_code: hashVerifyCode(input.code) } })
}

export function useExchangeAccount() {
  const api = useApi()
  return useMutation({ mutationFn: (input: { phone: string; code: string }) => exchangeAccount(api, input) })
}
