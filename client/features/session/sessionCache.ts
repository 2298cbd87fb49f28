import type { QueryClient } from '@tanstack/react-query'
import { ANONYMOUS } from '../../../shared/access'
import { USER_QUERY_ROOT } from './keys'
import { setViewer } from './viewer'

/**
 * Forgets the login: the viewer is a visitor again and nothing of the user stays cached.
 * Kept apart from the login code (and the user contracts) because the API client's 401
 * handling needs it on every page.
 */
export function clearLogin(queryClient: QueryClient): void {
  setViewer(queryClient, ANONYMOUS)
  queryClient.removeQueries({ queryKey: USER_QUERY_ROOT })
}
