import { useMutation } from '@tanstack/react-query'
import { DEFAULT_PHONE_CC } from '../../../shared/constants'
import { userCalls } from '../../../shared/contracts/user'
import type { LoginType } from '../../../shared/enums'
import type { ApiClient } from '../../lib/api/client'
import { useApi } from '../../lib/api/context'
import { isCaptchaRequired } from './captchaChallenge'

export interface SendVerifyCodeInput {
  phone: string
  scene: LoginType
  /** The solved captcha's parameter, once a send asked for one (code 45). */
  captchaVerifyParam?: string
}

/**
 * POST send_verify_code: a code to `phone` for a scene (login, cancel, security). A refusal
 * for want of a captcha is not a toast: the send button shows the captcha instead.
 */
export function sendVerifyCode(api: ApiClient, input: SendVerifyCodeInput) {
  return api.call(userCalls.sendVerifyCode, {
    body: { phone: input.phone, phone_cc: DEFAULT_PHONE_CC, scene: input.scene, captcha_verify_param: input.captchaVerifyParam },
    silent: isCaptchaRequired,
  })
}

export function useSendVerifyCode() {
  const api = useApi()
  return useMutation({ mutationFn: (input: SendVerifyCodeInput) => sendVerifyCode(api, input) })
}
