import type { QueryClient } from '@tanstack/react-query'
import { callApp, type AppUserInfo } from '../../lib/appBridge'
import type { ApiClient } from '../../lib/api/client'
import { completeLogin } from '../../blocks/session/login'
import { handOverAppLogin } from './api/appAuth'

/** Hands an app login over to the site and loads the user, like any login. */
export async function logInAs(queryClient: QueryClient, api: ApiClient, user: AppUserInfo): Promise<void> {
  await handOverAppLogin(api, { token: user.token, user_id: user.user_id, org_id: user.org_id })
  await completeLogin(queryClient, api)
}

/** Inside the iOS app: reads the host's user (token, user and org) and logs in with it. Failures are logged only. */
export async function logInFromHost(queryClient: QueryClient, api: ApiClient): Promise<void> {
  try {
    const user = await callApp('getUserInfo')
    if (!user?.token || !user.user_id) return
    await logInAs(queryClient, api, user)
  } catch (error) {
    console.info('app login not handed over', error)
  }
}
