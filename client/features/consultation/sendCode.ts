import { useMutation } from '@tanstack/react-query'
import { DEFAULT_PHONE_CC } from '../../../shared/constants'
import { LoginType } from '../../../shared/enums'
import { sendVerifyCodeResponse, userPaths } from '../../../shared/contracts/user'
import type { ApiClient } from '../../lib/api/client'
import { useApi } from '../../lib/api/context'

/** The user service's send_verify_code, in the login scene: the consultation phone's code. */
export function sendConsultationCode(api: ApiClient, phone: string) {
  return api.request({
    scene: 'main',
    method: 'POST',
    path: userPaths.sendVerifyCode,
    body: { phone, phone_cc: DEFAULT_PHONE_CC, scene: LoginType.Login },
    response: sendVerifyCodeResponse,
  })
}

export function useSendConsultationCode() {
  const api = useApi()
  return useMutation({ mutationFn: (phone: string) => sendConsultationCode(api, phone) })
}
