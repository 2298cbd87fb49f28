import { queryOptions, useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { activityPaths } from '../../../../shared/contracts/activity'
import type { ApiClient } from '../../../lib/api/client'
import { useApi } from '../../../lib/api/context'
import { captchaChallengeData, isCaptchaRequired } from '../../../blocks/verifyCode/captchaChallenge'
import { hashVerifyCode } from '../../../blocks/verifyCode/code'

export const ACTIVITY_ME_KEY = ['activity', 'me'] as const

/** The activity user (its own login, apart from the main one); null when logged out. */
export function activityMeQuery(api: ApiClient) {
  return queryOptions({
    queryKey: ACTIVITY_ME_KEY,
    queryFn: () =>
      api.request({ scene: 'activity', method: 'GET', path: activityPaths.me, response: () => import('../../../../shared/contracts/schemas/activity').then((c) => c.meResponse), silent: true }).catch(() => null),
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
      api.request({
        scene: 'activity',
        method: 'POST',
        path: activityPaths.sendVerifyCode,
        body: { phone: input.phone, captcha_verify_param: input.captchaVerifyParam },
        response: () => import('../../../../shared/contracts/schemas/activity').then((c) => c.sendVerifyCodeResponse),
        failureData: captchaChallengeData,
        silent: isCaptchaRequired,
      }),
  })
}

export function useActivityLogin() {
  const api = useApi()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: { phone: string; code: string; activityUuid?: string; channel?: string }) =>
      api.request({
        scene: 'activity',
        method: 'POST',
        path: activityPaths.login,
        body: { phone: input.phone, verify_code: hashVerifyCode(input.code), activity_uuid: input.activityUuid, channel: input.channel },
        response: () => import('../../../../shared/contracts/schemas/activity').then((c) => c.loginResponse),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['activity'] }),
  })
}

export function useActivityLogout() {
  const api = useApi()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => api.request({ scene: 'activity', method: 'POST', path: activityPaths.logout, body: {}, response: () => import('../../../../shared/contracts/schemas/activity').then((c) => c.logoutResponse) }),
    onSuccess: () => queryClient.setQueryData(ACTIVITY_ME_KEY, null),
  })
}
