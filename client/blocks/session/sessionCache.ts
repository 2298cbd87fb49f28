import type { QueryClient } from '@tanstack/react-query'
import { ANONYMOUS } from '../../../shared/access'
import type { LoginScene } from '../../../shared/scenes'
import { storage } from '../../lib/storage'
import { forgetImInfo } from './imStore'
import { USER_QUERY_ROOT } from './keys'
import { setViewer } from './viewer'

/**
 * Where a campaign scene's per-user queries live (the activity user), so that its logout or
 * 401 forgets them. Each answers null for a visitor.
 */
export function sceneUserQueryRoot(scene: Exclude<LoginScene, 'main'>) {
  return ['session', 'user', scene] as const
}

/**
 * Forgets a scene's login: its viewer is a visitor again and nothing of its user stays
 * cached (the main scene: every `['main', 'user', …]` query is removed; a campaign scene:
 * its `sceneUserQueryRoot` queries become null, the visitor's answer, so the activity page
 * on screen shows a visitor at once; a removed query would not tell the components that
 * read it). The other scenes' logins are untouched. Kept apart from the login code (and the
 * user contracts) because the API client's 401 handling needs it on every page.
 */
export function clearLogin(queryClient: QueryClient, scene: LoginScene = 'main'): void {
  setViewer(queryClient, ANONYMOUS, scene)
  if (scene !== 'main') {
    queryClient.setQueriesData({ queryKey: sceneUserQueryRoot(scene) }, null)
    return
  }
  queryClient.removeQueries({ queryKey: USER_QUERY_ROOT })
  if (typeof window !== 'undefined') forgetImInfo(storage())
}
