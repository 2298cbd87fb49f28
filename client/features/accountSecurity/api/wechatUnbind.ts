import { useMutation } from '@tanstack/react-query'
import { userPaths } from '../../../../shared/contracts/plain/user'
import type { ApiClient } from '../../../lib/api/client'
import { useApi } from '../../../lib/api/context'

/** POST security wechat unbind, proved by a security-scene code to the account's phone. */
export function wechatUnbind(api: ApiClient, codeMd5: string) {
  return api.request({ scene: 'main', method: 'POST', path: userPaths.wechatUnbind, body: { verify_code: codeMd5 }, response: () => import('../../../../shared/contracts/user').then((c) => c.wechatUnbindResponse) })
}

export function useWechatUnbind() {
  const api = useApi()
  return useMutation({ mutationFn: (codeMd5: string) => wechatUnbind(api, codeMd5) })
}
