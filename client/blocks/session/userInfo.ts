import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { userCalls } from '../../../shared/contracts/user'
import type { ApiClient } from '../../lib/api/client'
import { useApi } from '../../lib/api/context'
import { userQueryKeys } from './keys'
import { setViewer, useViewer } from './viewer'

export function fetchUserInfo(api: ApiClient) {
  return api.call(userCalls.userInfo)
}

/** GET user/info: prefetched by the SSR root loader when the edge says logged in. */
export function userInfoQuery(api: ApiClient) {
  return queryOptions({ queryKey: userQueryKeys.info, queryFn: () => fetchUserInfo(api) })
}

/**
 * The logged-in user's info; idle for visitors. The viewer's accessTag follows it, so
 * route guards see flags that changed since the login.
 */
export function useUserInfo() {
  const viewer = useViewer()
  const queryClient = useQueryClient()
  const query = useQuery({ ...userInfoQuery(useApi()), enabled: viewer.loggedIn })
  const accessTag = query.data?.access_tag
  useEffect(() => {
    if (viewer.loggedIn && accessTag !== undefined && accessTag !== viewer.accessTag) setViewer(queryClient, { loggedIn: true, accessTag })
  }, [accessTag, queryClient, viewer])
  return query
}
