import { useMutation } from '@tanstack/react-query'
import { userPaths } from '../../../../shared/contracts/plain/user'
import { ServerCode } from '../../../../shared/enums'
import type { ApiClient } from '../../../lib/api/client'
import { useApi } from '../../../lib/api/context'
import { boundElsewhereData } from '../../../blocks/wechat/boundElsewhere'

/** POST security wechat bind with the rebind scan's jump token. 165 gets its own dialog, so it is silent. */
export function wechatBind(api: ApiClient, jumpToken: string) {
  return api.request({
    scene: 'main',
    method: 'POST',
    path: userPaths.wechatBind,
    body: { jump_token: jumpToken },
    response: () => import('../../../../shared/contracts/user').then((c) => c.wechatBindResponse),
    failureData: boundElsewhereData,
    silent: (error) => error.code === ServerCode.OpenidBoundToOtherAccount,
  })
}

export function useWechatBind() {
  const api = useApi()
  return useMutation({ mutationFn: (jumpToken: string) => wechatBind(api, jumpToken) })
}
