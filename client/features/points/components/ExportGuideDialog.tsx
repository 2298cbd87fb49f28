import type { PointsTask } from '../../../../shared/contracts/schemas/points'
import { Dialog } from '../../../components/Dialog'
import { Button } from '../../../components/form'
import { POINTS_TEXT } from '../messages'
import { Steps } from './styles'

/** The export guide (task detail): select images, then the yellow export button at the top right. */
export function ExportGuideDialog({ task, onClose }: { task: PointsTask; onClose: () => void }) {
  return (
    <Dialog open title={POINTS_TEXT.guideTitle} onClose={onClose} testId="points-export-guide">
      <p>
        <strong>{task.show_name}</strong>
      </p>
      <Steps>
        {POINTS_TEXT.guideSteps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </Steps>
      <p>{POINTS_TEXT.guideNote}</p>
      <Button type="button" data-block="true" onClick={onClose}>
        {POINTS_TEXT.gotIt}
      </Button>
    </Dialog>
  )
}
