import { skipToken, useQuery } from '@tanstack/react-query'
import type { UserInfo } from '../../../shared/contracts/schemas/userInfo'
import { userQueryKeys } from './keys'

/**
 * User info as the cache holds it (from the SSR prefetch or the login), never fetched
 * here: the header's first paint needs the user's name, not the contract code that
 * fetches and parses it (that loads with SessionData).
 */
export function useCachedUserInfo(): UserInfo | undefined {
  return useQuery<UserInfo>({ queryKey: userQueryKeys.info, queryFn: skipToken }).data
}
