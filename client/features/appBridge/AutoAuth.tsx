import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { useSearchParams } from 'react-router'
import { Link, useNavigate } from '../../lib/links'
import { safeRedirectPath } from '../../../shared/sameSite'
import { PageIntro } from '../../components/PageIntro'
import { AppControl } from '../../blocks/appHost/AppControl'
import { APP_CONTROL_TEXT } from '../../blocks/appHost/messages'
import { callApp, type AppUserInfo } from '../../lib/appBridge'
import { isInApp } from '../../lib/appHost'
import { useApi } from '../../lib/api/context'
import { logInAs } from './appLogin'
import { APP_BRIDGE_TEXT } from './messages'

/** The app's user from the query (token, user_id, org_id) or, inside the app, from the host. */
async function handedOverUser(params: URLSearchParams): Promise<AppUserInfo | null> {
  const token = params.get('token')
  const userId = Number(params.get('user_id'))
  if (token && Number.isInteger(userId) && userId > 0) {
    const orgId = Number(params.get('org_id'))
    return { token, user_id: userId, org_id: Number.isInteger(orgId) && orgId > 0 ? orgId : null }
  }
  return isInApp() ? ((await callApp('getUserInfo')) ?? null) : null
}

/**
 * /redirect/auto-auth: the app hands its login over to the site, then the visitor goes on
 * to `redirect`, a same-site path only (anything else goes home).
 */
export function AutoAuth() {
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const api = useApi()
  const queryClient = useQueryClient()
  const [failed, setFailed] = useState(false)
  const started = useRef(false)
  const target = safeRedirectPath(params.get('redirect'))

  useEffect(() => {
    if (started.current) return
    started.current = true
    void (async () => {
      try {
        const user = await handedOverUser(params)
        if (!user) throw new Error('no app login to hand over')
        await logInAs(queryClient, api, user)
        void navigate(target, { replace: true })
      } catch (error) {
        console.info('auto-auth failed', error)
        setFailed(true)
      }
    })()
  }, [api, navigate, params, queryClient, target])

  return (
    <PageIntro lead={failed ? APP_BRIDGE_TEXT.failed : APP_BRIDGE_TEXT.signingIn}>
      {failed && (
        <>
          <AppControl message="exit">{APP_CONTROL_TEXT.backToApp}</AppControl>
          <Link to="/">{APP_BRIDGE_TEXT.home}</Link>
        </>
      )}
    </PageIntro>
  )
}
