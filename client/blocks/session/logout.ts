import { useMutation, useQueryClient } from '@tanstack/react-query'
import { userCalls } from '../../../shared/contracts/user'
import type { ApiClient } from '../../lib/api/client'
import { useApi } from '../../lib/api/context'
import { clearLogin } from './sessionCache'

/** POST logout: the service revokes the session and the gateway clears the cookie. */
export function logout(api: ApiClient) {
  return api.call(userCalls.logout, { silent: true })
}

/**
 * Logs out. The local login is cleared whatever the service answered: a visitor who
 * pressed logout must not stay logged in on this page. Leaving a page that needs login
 * is the session guard's job (client/router/useSessionGuard.ts).
 */
export function useLogout(onLoggedOut?: () => void) {
  const api = useApi()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => logout(api).catch(() => undefined),
    // Here rather than in mutate(): the menu that started the logout is gone by the time it ends.
    onSettled: () => {
      clearLogin(queryClient)
      onLoggedOut?.()
    },
  })
}
