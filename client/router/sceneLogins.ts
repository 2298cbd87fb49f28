import type { QueryClient } from '@tanstack/react-query'
import type { LoginScene } from '../../shared/scenes'
import { openLoginDialog } from '../blocks/dialogs/dialogs'
import { clearLogin } from '../blocks/session/sessionCache'

/** What the browser does for a login scene when its login ends or is wanted. */
export interface SceneLogin {
  /**
   * Opens the scene's login dialog (on the dialog host). The activity scenes get theirs
   * with the activity issue: `activity: { openLogin: () => activityLoginDialog.open({ scene: 'activity' }) }`.
   */
  openLogin?: () => void
}

/**
 * The browser half of the scene table (shared/scenes.ts holds the cookie and header of
 * each scene): which login dialog each scene reopens.
 */
export const SCENE_LOGINS: Record<LoginScene, SceneLogin> = {
  main: { openLogin: openLoginDialog },
  activity: {},
  activityEx: {},
}

/**
 * A scene's login has expired (a 401 of one of its calls; the gateway has cleared its
 * cookie): forget that scene's login only, and offer its login dialog again.
 */
export function endSceneLogin(queryClient: QueryClient, scene: LoginScene): void {
  clearLogin(queryClient, scene)
  SCENE_LOGINS[scene].openLogin?.()
}
