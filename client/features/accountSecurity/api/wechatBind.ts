import { useMutation } from '@tanstack/react-query'
import { userCalls } from '../../../../shared/contracts/user'
import { ServerCode } from '../../../../shared/enums'
import type { ApiClient } from '../../../lib/api/client'
import { useApi } from '../../../lib/api/context'

/** POST security wechat bind with the rebind scan's jump token. 165 gets its own dialog, so it is silent. */
export function wechatBind(api: ApiClient, jumpToken: string) {
  return api.call(userCalls.wechatBind, { body: { jump_token: jumpToken }, silent: (error) => error.code === ServerCode.OpenidBoundToOtherAccount })
}

export function useWechatBind() {
  const api = useApi()
  return useMutation({ mutationFn: (jumpToken: string) => wechatBind(api, jumpToken) })
}
