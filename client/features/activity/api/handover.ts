import { useMutation } from '@tanstack/react-query'
import { activityCalls } from '../../../../shared/contracts/activity'
import { useApi } from '../../../lib/api/context'

/**
 * 去个人中心查看: asks for a hand-over code and spends it at once for the main login of the
 * same phone (the gateway sets the cookie). Answers the phone to log in with when there
 * is no main account, null otherwise.
 */
export function useProfileHandover() {
  const api = useApi()
  return useMutation({
    mutationFn: async (): Promise<{ loggedIn: boolean; maskedPhone: string }> => {
      // The exchange's record is the main service's (activityCommon): fetched with the tap, beside the first call, not with every activity page.
      const common = import('../../../../shared/contracts/activityCommon')
      const given = await api.call(activityCalls.handover)
      if (given.code === null) return { loggedIn: false, maskedPhone: given.masked_phone }
      await api.call((await common).activityCommonCalls.handoverExchange, { body: { code: given.code } })
      return { loggedIn: true, maskedPhone: given.masked_phone }
    },
  })
}
