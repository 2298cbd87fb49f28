import { queryOptions, useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { activityCalls } from '../../../../shared/contracts/activity'
import type { ActivityLoginScene } from '../../../../shared/scenes'
import { useActivityScene } from '../activityScene'
import type { ApiClient } from '../../../lib/api/client'
import { useApi } from '../../../lib/api/context'
import { sceneUserQueryRoot } from '../../../blocks/session/sessionCache'
import { isCaptchaRequired } from '../../../blocks/verifyCode/captchaChallenge'

/**
 * Each campaign login has its own user (the same phone may be logged in to one and not the
 * other), kept under its scene's user queries so that a 401 of that scene forgets it.
 */
function activityMeKey(scene: ActivityLoginScene) {
  return [...sceneUserQueryRoot(scene), 'me'] as const
}

/** The activity user of a campaign login (apart from the main one); null when logged out. */
export function activityMeQuery(api: ApiClient, scene: ActivityLoginScene = 'activity') {
  return queryOptions({
    queryKey: activityMeKey(scene),
    queryFn: () => api.call(activityCalls.me, { silent: true, login: scene }).catch(() => null),
    staleTime: 60_000,
  })
}

/**
 * The user of the page's campaign login. Suspends until known: on the server it is asked
 * with the visitor's cookie, so the page streams with the login form or the user in place,
 * never an empty panel that fills later.
 */
export function useActivityMe() {
  return useSuspenseQuery(activityMeQuery(useApi(), useActivityScene()))
}

/** The activity login's code; a refusal for want of a captcha shows the captcha, not a toast. */
export function useSendActivityCode() {
  const api = useApi()
  return useMutation({
    mutationFn: (input: { phone: string; captchaVerifyParam?: string }) =>
      api.call(activityCalls.sendVerifyCode, { body: { phone: input.phone, captcha_verify_param: input.captchaVerifyParam }, silent: isCaptchaRequired }),
  })
}

/** The page's campaign login: login, or login_ex for the promotions (its own cookie, set by the gateway). */
export function useActivityLogin() {
  const api = useApi()
  const queryClient = useQueryClient()
  const scene = useActivityScene()
  const record = scene === 'activityEx' ? activityCalls.loginEx : activityCalls.login
  return useMutation({
    mutationFn: async (input: { phone: string; code: string; activityUuid?: string; channel?: string }) => {
      // md5 (3 kB gzip) loads with the first login, not with every activity page.
      const { hashVerifyCode } = await import('../../../blocks/verifyCode/code')
      return api.call(record, {
        body: { phone: input.phone, verify_code: hashVerifyCode(input.code), activity_uuid: input.activityUuid, channel: input.channel },
      })
    },
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: ['activity'] }), queryClient.invalidateQueries({ queryKey: activityMeKey(scene) })]),
  })
}

export function useActivityLogout() {
  const api = useApi()
  const queryClient = useQueryClient()
  const scene = useActivityScene()
  return useMutation({
    mutationFn: () => api.call(activityCalls.logout, { login: scene }),
    onSuccess: () => queryClient.setQueryData(activityMeKey(scene), null),
  })
}
