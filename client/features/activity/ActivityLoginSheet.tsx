import { Dialog } from '../../components/Dialog'
import type { DialogControls } from '../../components/dialogStore'
import ActivityLoginForm from './ActivityLoginForm'
import { ActivitySceneContext } from './activityScene'
import type { ActivityLoginSheetProps } from './loginSheet'
import { ACTIVITY_TEXT } from './messages'
import { ThemeScope } from './styles'

/**
 * The activity login sheet (see loginSheet.ts): the login form of the page's campaign login
 * (the sheet is outside the page, so it is told which), then what the visitor had tapped.
 */
export default function ActivityLoginSheet({ activityUuid, theme, then, scene = 'activity', open, onClose }: ActivityLoginSheetProps & DialogControls) {
  return (
    <Dialog open={open} title={ACTIVITY_TEXT.login.title} onClose={onClose} testId="activity-login-sheet">
      <ActivitySceneContext value={scene}>
        <ThemeScope data-theme={theme} data-scene={scene}>
          <ActivityLoginForm
            activityUuid={activityUuid}
            inSheet
            onLoggedIn={() => {
              onClose()
              then?.()
            }}
          />
        </ThemeScope>
      </ActivitySceneContext>
    </Dialog>
  )
}
