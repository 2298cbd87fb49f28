import { useMutation } from '@tanstack/react-query'
import { userCalls } from '../../../../shared/contracts/user'
import type { ApiClient } from '../../../lib/api/client'
import { useApi } from '../../../lib/api/context'

/** POST security wechat unbind, proved by a security-scene code to the account's phone. */
export function wechatUnbind(api: ApiClient, codeMd5: string) {
  return api.call(userCalls.wechatUnbind, { body: { verify_code: codeMd5 } })
}

export function useWechatUnbind() {
  const api = useApi()
  return useMutation({ mutationFn: (codeMd5: string) => wechatUnbind(api, codeMd5) })
}
