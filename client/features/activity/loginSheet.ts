import { defineDialog } from '../../components/dialogStore'
import type { ActivityLoginScene } from '../../../shared/scenes'
import { useActivityScene } from './activityScene'
import { useActivityMe } from './api/activityUser'

export interface ActivityLoginSheetProps {
  activityUuid: string
  /** The activity's colour theme: the sheet is rendered outside the page that carries it. */
  theme?: string
  /** What the visitor tapped before logging in (立即抢购, 立即领取): it runs once they are in. */
  then?: () => void
  /** The page's campaign login (the promotions' is activity-ex); the activity login when not said. */
  scene?: ActivityLoginScene
}

/**
 * The activity login as a sheet over the page (a bottom sheet on a phone), on the dialog
 * host: the visitor stays where they tapped, and what they tapped goes on after the login.
 */
export const activityLoginSheet = defineDialog<ActivityLoginSheetProps>(() => import('./ActivityLoginSheet'))

/**
 * Runs an action that needs the activity login: at once for a logged-in visitor, else
 * after they log in through the sheet (closing it does nothing).
 */
export function useActivityAction(activity: { uuid: string; theme: string }): (action: () => void) => void {
  const me = useActivityMe()
  const scene = useActivityScene()
  return (action) => {
    if (me.data) action()
    else activityLoginSheet.open({ activityUuid: activity.uuid, theme: activity.theme, then: action, scene })
  }
}
