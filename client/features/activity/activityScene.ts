import { createContext, useContext } from 'react'
import type { ActivityLoginScene } from '../../../shared/scenes'

/**
 * The campaign login of the activity on screen (`activityLoginScene` of its family): the
 * activity user, the login and logout, and the login sheet all use that scene's calls and
 * cookie. The page sets it from its activity; the login sheet, rendered on the dialog host
 * outside the page, sets it again from what it was opened with.
 */
export const ActivitySceneContext = createContext<ActivityLoginScene>('activity')

export function useActivityScene(): ActivityLoginScene {
  return useContext(ActivitySceneContext)
}
