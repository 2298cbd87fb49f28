import type { QueryClient } from '@tanstack/react-query'
import { ANONYMOUS } from '../../../shared/access'
import type { LoginScene } from '../../../shared/scenes'
import { storage } from '../../lib/storage'
import { forgetImInfo } from './imStore'
import { USER_QUERY_ROOT } from './keys'
import { setViewer } from './viewer'

/** Where a campaign scene's per-user queries live, so that its logout or 401 forgets them. */
export function sceneUserQueryRoot(scene: Exclude<LoginScene, 'main'>) {
  return ['session', 'user', scene] as const
}

/**
 * Forgets a scene's login: its viewer is a visitor again and nothing of its user stays
 * cached (the main scene: every `['main', 'user', …]` query; a campaign scene: its
 * `sceneUserQueryRoot`). The other scenes' logins are untouched. Kept apart from the login
 * code (and the user contracts) because the API client's 401 handling needs it on every page.
 */
export function clearLogin(queryClient: QueryClient, scene: LoginScene = 'main'): void {
  setViewer(queryClient, ANONYMOUS, scene)
  queryClient.removeQueries({ queryKey: scene === 'main' ? USER_QUERY_ROOT : sceneUserQueryRoot(scene) })
  if (scene === 'main' && typeof window !== 'undefined') forgetImInfo(storage())
}
