import { lazy, Suspense, useState } from 'react'
import { AccessTag } from '../../../shared/access'
import { Dialog } from '../../components/Dialog'
import { useCachedUserInfo } from '../session/cachedUserInfo'
import { useCompletedInfo } from './completeInfo'
import { COMPLETE_INFO_TEXT } from './messages'

const CompleteInfoForm = lazy(() => import('./CompleteInfoForm'))

/** After login, an account whose accessTag has the complete-info flag (4) and has not filled it in is asked once per visit. */
export function CompleteInfoPrompt() {
  const user = useCachedUserInfo()
  const flagged = user !== undefined && (user.access_tag & AccessTag.ShowCompleteInfoDialog) === AccessTag.ShowCompleteInfoDialog
  const completed = useCompletedInfo(flagged)
  const [dismissed, setDismissed] = useState(false)
  const open = flagged && completed.data?.completed === false && !dismissed
  return (
    <Dialog open={open} title={COMPLETE_INFO_TEXT.title} onClose={() => setDismissed(true)} testId="complete-info-dialog">
      <p style={{ marginTop: 0, color: '#6b6f7a', fontSize: 14 }}>{COMPLETE_INFO_TEXT.lead}</p>
      <Suspense fallback={null}>{open ? <CompleteInfoForm onDone={() => setDismissed(true)} /> : null}</Suspense>
    </Dialog>
  )
}
