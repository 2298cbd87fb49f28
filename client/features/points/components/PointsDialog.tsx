import { useEffect, useState } from 'react'
import { useNavigate } from '../../../lib/links'
import { DIALOG_WIDTHS } from '../../../../shared/constants'
import { Dialog } from '../../../components/Dialog'
import { POINTS_TEXT } from '../messages'
import { DetailView } from './DetailView'
import { IntroView } from './IntroView'
import { closeSubDialogs, exportGuideDialog, mallQrDialog, quizDialog } from './subDialogs'
import { ViewHeader } from './styles'
import { TasksView } from './TasksView'

export type PointsView = 'tasks' | 'detail' | 'intro'

/** The points dialog of spec section 2: 积分任务, 积分详情 and 积分介绍, with its sub-dialogs on top. */
export default function PointsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [view, setView] = useState<PointsView>('tasks')
  const navigate = useNavigate()
  useEffect(() => closeSubDialogs, [])

  return (
    <Dialog open={open} title={POINTS_TEXT.views[view]} onClose={onClose} width={DIALOG_WIDTHS.points} testId="points-dialog">
      {view === 'tasks' ? (
        <TasksView
          onView={setView}
          onMall={() => mallQrDialog.open()}
          onQuiz={(task) => quizDialog.open({ task })}
          onExportGuide={(task) => exportGuideDialog.open({ task })}
          onPurchase={() => {
            onClose()
            navigate('/payment')
          }}
        />
      ) : (
        <>
          <ViewHeader>
            <button type="button" onClick={() => setView('tasks')} data-testid="points-back">
              ‹ {POINTS_TEXT.back}
            </button>
          </ViewHeader>
          {view === 'detail' ? <DetailView /> : <IntroView />}
        </>
      )}
    </Dialog>
  )
}
