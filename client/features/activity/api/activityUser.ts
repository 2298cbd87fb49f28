import { queryOptions, useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { activityCalls } from '../../../../shared/contracts/activity'
import type { ApiClient } from '../../../lib/api/client'
import { useApi } from '../../../lib/api/context'
import { isCaptchaRequired } from '../../../blocks/verifyCode/captchaChallenge'
import { hashVerifyCode } from '../../../blocks/verifyCode/code'

export const ACTIVITY_ME_KEY = ['activity', 'me'] as const

/** The activity user (its own login, apart from the main one); null when logged out. */
export function activityMeQuery(api: ApiClient) {
  return queryOptions({
    queryKey: ACTIVITY_ME_KEY,
    queryFn: () => api.call(activityCalls.me, { silent: true }).catch(() => null),
    staleTime: 60_000,
  })
}

/**
 * Suspends until known: on the server it is asked with the visitor's cookie, so the page
 * streams with the login form or the user in place, never an empty panel that fills later.
 */
export function useActivityMe() {
  return useSuspenseQuery(activityMeQuery(useApi()))
}

/** The activity login's code; a refusal for want of a captcha shows the captcha, not a toast. */
export function useSendActivityCode() {
  const api = useApi()
  return useMutation({
    mutationFn: (input: { phone: string; captchaVerifyParam?: string }) =>
      api.call(activityCalls.sendVerifyCode, { body: { phone: input.phone, captcha_verify_param: input.captchaVerifyParam }, silent: isCaptchaRequired }),
  })
}

export function useActivityLogin() {
  const api = useApi()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: { phone: string; code: string; activityUuid?: string; channel?: string }) =>
      api.call(activityCalls.login, {
        body: { phone: input.phone, verify_code: hashVerifyCode(input.code), activity_uuid: input.activityUuid, channel: input.channel },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['activity'] }),
  })
}

export function useActivityLogout() {
  const api = useApi()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => api.call(activityCalls.logout),
    onSuccess: () => queryClient.setQueryData(ACTIVITY_ME_KEY, null),
  })
}
