import { useMutation, useQueryClient } from '@tanstack/react-query'
import { activityCalls } from '../../../shared/contracts/activity'
import { useApi } from '../../lib/api/context'
import { activityMeKey, useActivityMe } from './api/activityUser'
import { activityLoginSheet } from './loginSheet'
import { useActivityScene } from './activityScene'
import { ACTIVITY_TEXT } from './messages'

/** 退出: here, with the line that offers it, not with every campaign page's user query. */
function useActivityLogout() {
  const api = useApi()
  const queryClient = useQueryClient()
  const scene = useActivityScene()
  return useMutation({
    mutationFn: () => api.call(activityCalls.logout, { login: scene }),
    onSuccess: () => queryClient.setQueryData(activityMeKey(scene), null),
  })
}

const LINK_BUTTON = { border: 0, padding: 0, background: 'none', color: 'var(--accent-text)', cursor: 'pointer', font: 'inherit' } as const
const LINE = { margin: '0 0 12px', fontSize: 13, color: '#6b6f7a' } as const

/** Who is logged in to the activity, with 退出; for a visitor, a 登录 that opens the login sheet. */
export function ActivityUserLine({ activityUuid, theme }: { activityUuid: string; theme?: string }) {
  const me = useActivityMe()
  const logout = useActivityLogout()
  const scene = useActivityScene()
  if (!me.data) {
    return (
      <p data-testid="activity-visitor" style={LINE}>
        {ACTIVITY_TEXT.login.visitor}{' '}
        <button type="button" onClick={() => activityLoginSheet.open({ activityUuid, theme, scene })} style={LINK_BUTTON}>
          {ACTIVITY_TEXT.login.open}
        </button>
      </p>
    )
  }
  return (
    <p data-testid="activity-user" style={LINE}>
      {ACTIVITY_TEXT.login.loggedInAs(me.data.phone)}{' '}
      <button type="button" onClick={() => logout.mutate()} style={LINK_BUTTON}>
        {ACTIVITY_TEXT.login.logout}
      </button>
    </p>
  )
}
