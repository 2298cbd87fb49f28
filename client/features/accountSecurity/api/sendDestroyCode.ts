import { useMutation } from '@tanstack/react-query'
import { userCalls } from '../../../../shared/contracts/user'
import type { ApiClient } from '../../../lib/api/client'
import { useApi } from '../../../lib/api/context'

/** POST send destroy code: a cancellation code to the account's own phone. */
export function sendDestroyCode(api: ApiClient) {
  return api.call(userCalls.sendDestroyCode, { body: {} })
}

export function useSendDestroyCode() {
  const api = useApi()
  return useMutation({ mutationFn: () => sendDestroyCode(api) })
}
