import { ABILITY_VIEW_THRESHOLD } from '../../blocks/showcase/timing'
import { WorkflowCamera } from '../../blocks/showcase/WorkflowCamera'
import { WorkflowSteps } from '../../blocks/showcase/WorkflowSteps'
import { Block } from './moduleStyles'

/** The widgets of the first module (workflow), near the first screen: in the page's own chunk. */
export function WorkflowWidgets() {
  return (
    <>
      <WorkflowSteps threshold={ABILITY_VIEW_THRESHOLD} />
      <Block>
        <WorkflowCamera threshold={ABILITY_VIEW_THRESHOLD} />
      </Block>
    </>
  )
}
