import { Dialog } from '../../components/Dialog'
import type { DialogControls } from '../../components/dialogStore'
import ActivityLoginForm from './ActivityLoginForm'
import type { ActivityLoginSheetProps } from './loginSheet'
import { ACTIVITY_TEXT } from './messages'
import { ThemeScope } from './styles'

/** The activity login sheet (see loginSheet.ts): the login form, then what the visitor had tapped. */
export default function ActivityLoginSheet({ activityUuid, theme, then, open, onClose }: ActivityLoginSheetProps & DialogControls) {
  return (
    <Dialog open={open} title={ACTIVITY_TEXT.login.title} onClose={onClose} testId="activity-login-sheet">
      <ThemeScope data-theme={theme}>
        <ActivityLoginForm
          activityUuid={activityUuid}
          inSheet
          onLoggedIn={() => {
            onClose()
            then?.()
          }}
        />
      </ThemeScope>
    </Dialog>
  )
}
