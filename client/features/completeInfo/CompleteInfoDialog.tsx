import { lazy, Suspense, useEffect } from 'react'
import { AccessTag } from '../../../shared/access'
import { Dialog } from '../../components/Dialog'
import type { DialogControls } from '../../components/dialogStore'
import { useUserInfo } from '../../blocks/session/userInfo'
import { useCompletedInfo } from './completeInfo'
import { COMPLETE_INFO_TEXT } from './messages'

const CompleteInfoForm = lazy(() => import('./CompleteInfoForm'))

/**
 * Opened after a login: shows the complete-info form to an account whose accessTag has
 * the complete-info flag (4) and that has not filled it in; for anyone else it closes
 * itself without showing anything.
 */
export default function CompleteInfoDialog({ open, onClose }: DialogControls) {
  const user = useUserInfo().data
  const flagged = user !== undefined && (user.access_tag & AccessTag.ShowCompleteInfoDialog) === AccessTag.ShowCompleteInfoDialog
  const completed = useCompletedInfo(flagged).data?.completed
  const wanted = flagged && completed === false
  const settledWithoutForm = user !== undefined && (!flagged || completed === true)
  useEffect(() => {
    if (settledWithoutForm) onClose()
  }, [settledWithoutForm, onClose])
  return (
    <Dialog open={open && wanted} title={COMPLETE_INFO_TEXT.title} onClose={onClose} testId="complete-info-dialog">
      <p style={{ marginTop: 0, color: '#6b6f7a', fontSize: 14 }}>{COMPLETE_INFO_TEXT.lead}</p>
      <Suspense fallback={null}>{wanted ? <CompleteInfoForm onDone={onClose} onLater={onClose} /> : null}</Suspense>
    </Dialog>
  )
}
