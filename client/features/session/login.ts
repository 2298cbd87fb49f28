import { useMutation, useQueryClient } from '@tanstack/react-query'
import { loginResponse, userPaths, type LoginRequest } from '../../../shared/contracts/user'
import type { ApiClient, ApiError } from '../../lib/api/client'
import { useApi } from '../../lib/api/context'
import { buildLoginRequest, sourceIdFrom, type LoginCredentials } from './loginRequest'
import { completeLogin } from './sessionCache'

/**
 * POST ow/login. The answer carries no token for page scripts: the gateway moves it into
 * the HttpOnly cookie. `handled` names the failures the caller shows itself (dialogs for
 * 7001, 7002, 162, 165); every other failure is a toast.
 */
export function login(api: ApiClient, body: LoginRequest, handled?: (error: ApiError) => boolean) {
  return api.request({ scene: 'main', method: 'POST', path: userPaths.login, body, response: loginResponse, silent: handled })
}

export interface LoginInput {
  credentials: LoginCredentials
  recoverToken?: string
  /** The source channel, when the page knows it better than the cookie (the OAuth callback's `source`). */
  sourceId?: number
}

/** Logs in, then loads the user (and IM info) so the header and panel update without a reload. */
export function useLogin(handled?: (error: ApiError) => boolean) {
  const api = useApi()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ credentials, recoverToken, sourceId }: LoginInput) => {
      const body = buildLoginRequest(credentials, { sourceId: sourceId ?? sourceIdFrom(document.cookie), recoverToken })
      await login(api, body, handled)
      await completeLogin(queryClient, api)
    },
  })
}
