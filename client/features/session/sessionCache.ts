import type { QueryClient } from '@tanstack/react-query'
import { AccessTag, ANONYMOUS } from '../../../shared/access'
import type { ApiClient } from '../../lib/api/client'
import { imInfoQuery } from './imInfo'
import { USER_QUERY_ROOT } from './keys'
import { userInfoQuery } from './userInfo'
import { setViewer } from './viewer'

/** Forgets the login: the viewer is a visitor again and nothing of the user stays cached. */
export function clearLogin(queryClient: QueryClient): void {
  setViewer(queryClient, ANONYMOUS)
  queryClient.removeQueries({ queryKey: USER_QUERY_ROOT })
}

/**
 * After the gateway has set the token cookie: user info, then IM info (spec section 4).
 * The viewer changes once user info is in, so the header does not show a logged-in state
 * without a user, and its accessTag is the user's. The login itself has succeeded either
 * way: if user info fails (the toast says why), the visitor is logged in with no flags
 * and the header asks for user info again.
 */
export async function completeLogin(queryClient: QueryClient, api: ApiClient): Promise<void> {
  queryClient.removeQueries({ queryKey: USER_QUERY_ROOT })
  try {
    const user = await queryClient.fetchQuery(userInfoQuery(api))
    setViewer(queryClient, { loggedIn: true, accessTag: user.access_tag })
    void queryClient.prefetchQuery(imInfoQuery(api))
  } catch {
    setViewer(queryClient, { loggedIn: true, accessTag: AccessTag.NoAuth })
  }
}
