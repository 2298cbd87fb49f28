import { useMutation } from '@tanstack/react-query'
import { userCalls } from '../../../../shared/contracts/user'
import type { ApiClient } from '../../../lib/api/client'
import { useApi } from '../../../lib/api/context'

export interface DestroyInput {
  /** The MD5 of the code the cancellation's safety verification was passed with. */
  codeMd5: string
  deleteOrg: boolean
  immediately: boolean
}

/** POST destroy user. Silent: every failure has its own handling (see cancelFailure). */
export function destroyAccount(api: ApiClient, input: DestroyInput) {
  return api.call(userCalls.destroy, { body: { verify_code: input.codeMd5, is_delete_org: input.deleteOrg, is_immediately: input.immediately }, silent: true })
}

export function useDestroyAccount() {
  const api = useApi()
  return useMutation({ mutationFn: (input: DestroyInput) => destroyAccount(api, input) })
}
