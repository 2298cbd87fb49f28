import { useState } from 'react'
import { useNavigate } from 'react-router'
import type { PointsTask } from '../../../../shared/contracts/schemas/points'
import { DIALOG_WIDTHS } from '../../../../shared/constants'
import { Dialog } from '../../../components/Dialog'
import { POINTS_TEXT } from '../messages'
import { DetailView } from './DetailView'
import { ExportGuideDialog } from './ExportGuideDialog'
import { IntroView } from './IntroView'
import { MallQrDialog } from './MallQrDialog'
import { QuizDialog } from './QuizDialog'
import { ViewHeader } from './styles'
import { TasksView } from './TasksView'

export type PointsView = 'tasks' | 'detail' | 'intro'
type SubDialog = { kind: 'quiz'; task: PointsTask } | { kind: 'exportGuide'; task: PointsTask } | { kind: 'mall' } | null

/** The points dialog of spec section 2: 积分任务, 积分详情 and 积分介绍, with its sub-dialogs on top. */
export default function PointsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [view, setView] = useState<PointsView>('tasks')
  const [sub, setSub] = useState<SubDialog>(null)
  const navigate = useNavigate()
  const closeSub = () => setSub(null)

  return (
    <Dialog open={open} title={POINTS_TEXT.views[view]} onClose={onClose} width={DIALOG_WIDTHS.points} testId="points-dialog">
      {view === 'tasks' ? (
        <TasksView
          onView={setView}
          onMall={() => setSub({ kind: 'mall' })}
          onQuiz={(task) => setSub({ kind: 'quiz', task })}
          onExportGuide={(task) => setSub({ kind: 'exportGuide', task })}
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
      {sub?.kind === 'quiz' ? <QuizDialog task={sub.task} onClose={closeSub} /> : null}
      {sub?.kind === 'exportGuide' ? <ExportGuideDialog task={sub.task} onClose={closeSub} /> : null}
      {sub?.kind === 'mall' ? <MallQrDialog onClose={closeSub} /> : null}
    </Dialog>
  )
}
