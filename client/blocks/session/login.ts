import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { AccessTag } from '../../../shared/access'
import type { LoginRequest } from '../../../shared/contracts/schemas/user'
import { userCalls } from '../../../shared/contracts/user'
import type { ApiClient, ApiError } from '../../lib/api/client'
import { useApi } from '../../lib/api/context'
import { storage } from '../../lib/storage'
import { releaseIfBurnt, type CooldownScope } from '../verifyCode/cooldown'
import { imInfoQuery } from './imInfo'
import { USER_QUERY_ROOT } from './keys'
import { buildLoginRequest, type LoginCredentials } from './loginRequest'
import { sourceIdFrom, sourceUuidFrom } from './sourceChannel'
import { userInfoQuery } from './userInfo'
import { setViewer } from './viewer'

/**
 * POST ow/login. The answer carries no token for page scripts: the gateway moves it into
 * the HttpOnly cookie. `handled` names the failures the caller shows itself (dialogs for
 * 7001, 7002, 162, 165); every other failure is a toast.
 */
export function login(api: ApiClient, body: LoginRequest, handled?: (error: ApiError) => boolean) {
  // 7001 carries the recover token and date, 165 the other account's masked phone (the record's failure data).
  return api.call(userCalls.login, { body, silent: handled })
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

export interface LoginInput {
  credentials: LoginCredentials
  recoverToken?: string
  /** The source channel, when the page knows it better than the cookie (the OAuth callback's `source`). */
  sourceId?: number
  /** The send button the code came from: a code burnt by wrong tries ends its cooldown. */
  codeScope?: CooldownScope
}

/** Logs in, then loads the user (and IM info) so the header and panel update without a reload. */
export function useLogin(handled?: (error: ApiError) => boolean) {
  const api = useApi()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ credentials, recoverToken, sourceId, codeScope }: LoginInput) => {
      const body = await buildLoginRequest(credentials, {
        sourceId: sourceId ?? sourceIdFrom(document.cookie),
        sourceUuid: sourceUuidFrom(document.cookie),
        recoverToken,
      })
      try {
        await login(api, body, handled)
      } catch (error) {
        if (codeScope) releaseIfBurnt(storage(), codeScope, error, Date.now())
        throw error
      }
      await completeLogin(queryClient, api)
    },
  })
}
