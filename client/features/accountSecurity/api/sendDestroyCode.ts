import { useMutation } from '@tanstack/react-query'
import { userPaths } from '../../../../shared/contracts/plain/user'
import type { ApiClient } from '../../../lib/api/client'
import { useApi } from '../../../lib/api/context'

/** POST send destroy code: a cancellation code to the account's own phone. */
export function sendDestroyCode(api: ApiClient) {
  return api.request({ scene: 'main', method: 'POST', path: userPaths.sendDestroyCode, body: {}, response: () => import('../../../../shared/contracts/user').then((c) => c.sendDestroyCodeResponse) })
}

export function useSendDestroyCode() {
  const api = useApi()
  return useMutation({ mutationFn: () => sendDestroyCode(api) })
}
