import { useMutation } from '@tanstack/react-query'
import { DEFAULT_PHONE_CC } from '../../../shared/constants'
import { userPaths } from '../../../shared/contracts/plain/user'
import type { LoginType } from '../../../shared/enums'
import type { ApiClient } from '../../lib/api/client'
import { useApi } from '../../lib/api/context'

/** POST send_verify_code: a code to `phone` for a scene (login, cancel, security). */
export function sendVerifyCode(api: ApiClient, input: { phone: string; scene: LoginType }) {
  return api.request({
    scene: 'main',
    method: 'POST',
    path: userPaths.sendVerifyCode,
    body: { phone: input.phone, phone_cc: DEFAULT_PHONE_CC, scene: input.scene },
    response: () => import('../../../shared/contracts/user').then((c) => c.sendVerifyCodeResponse),
  })
}

export function useSendVerifyCode() {
  const api = useApi()
  return useMutation({ mutationFn: (input: { phone: string; scene: LoginType }) => sendVerifyCode(api, input) })
}
