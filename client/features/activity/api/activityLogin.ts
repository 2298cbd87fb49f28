/**
 * The campaign login's calls, for the login form: it loads with the login sheet, so a campaign
 * page does not load them (or the captcha check) on arrival (decision 037).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { activityCalls } from '../../../../shared/contracts/activity'
import { isCaptchaRequired } from '../../../blocks/verifyCode/captchaChallenge'
import { useApi } from '../../../lib/api/context'
import { useActivityScene } from '../activityScene'
import { activityMeKey } from './activityUser'

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
