import { styled } from '@linaria/react'
import { AutoTabs } from './AutoTabs'
import { ClipPlayer } from './ClipPlayer'
import { WORKFLOW_STEPS } from './workflowContent'
import { CLIPS } from './workflowMedia'

const Step = styled.span`
  b {
    color: var(--s-fg);
    margin-right: 8px;
  }
`

/** The five workflow steps (select, colour, portrait, background, export), each with its clip. */
export function WorkflowSteps({ threshold }: { threshold?: number }) {
  return (
    <AutoTabs
      label="修图工作流"
      threshold={threshold}
      tabs={WORKFLOW_STEPS.map((step, index) => ({
        key: step.key,
        title: `${index + 1} ${step.title}`,
        content: (active) => (
          <ClipPlayer
            clip={CLIPS[step.clip]}
            active={active}
            caption={
              <Step>
                <b>{step.title}</b>
                {step.text}
              </Step>
            }
          />
        ),
      }))}
    />
  )
}
