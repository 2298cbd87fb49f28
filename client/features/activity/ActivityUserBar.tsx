import { lazy, Suspense, type ReactNode } from 'react'
import { useActivityLogout, useActivityMe } from './api/activityUser'
import { ACTIVITY_TEXT } from './messages'

const ActivityLoginForm = lazy(() => import('./ActivityLoginForm'))

/** Shows `children` to a logged-in activity user, else the activity login (loaded when needed). */
export function RequireActivityUser({ activityUuid, children }: { activityUuid?: string; children: ReactNode }) {
  const me = useActivityMe()
  const logout = useActivityLogout()
  if (!me.data) {
    return (
      <Suspense fallback={null}>
        <ActivityLoginForm activityUuid={activityUuid} />
      </Suspense>
    )
  }
  return (
    <>
      <p data-testid="activity-user" style={{ margin: '0 0 12px', fontSize: 13, color: '#6b6f7a' }}>
        {ACTIVITY_TEXT.login.loggedInAs(me.data.phone)}{' '}
        <button type="button" onClick={() => logout.mutate()} style={{ border: 0, background: 'none', color: 'var(--accent-text)', cursor: 'pointer' }}>
          {ACTIVITY_TEXT.login.logout}
        </button>
      </p>
      {children}
    </>
  )
}
