import { styled } from '@linaria/react'
import { VIEW_THRESHOLD } from '../../blocks/showcase/timing'
import { TETHER } from '../../blocks/showcase/workflowContent'
import { WorkflowCamera } from '../../blocks/showcase/WorkflowCamera'
import { WorkflowSteps } from '../../blocks/showcase/WorkflowSteps'
import { TECHNOLOGY } from './content'
import { Section } from './Section'
import { media } from '../../styles/media'

const Split = styled.div`
  display: grid;
  gap: 40px;
  ${media.from('md')} {
    grid-template-columns: 360px minmax(0, 1fr);
    gap: 64px;
    align-items: center;
  }
  h3 {
    margin: 0 0 8px;
    font-size: 24px;
  }
  p {
    margin: 0;
    color: var(--s-muted);
    line-height: 1.75;
  }
`

const Highlights = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: 12px;
  margin: 28px 0 0;
  div {
    padding: 16px 12px;
    border-radius: 16px;
    background: var(--s-card);
    border: 1px solid var(--s-line);
    display: flex;
    flex-direction: column-reverse;
    gap: 2px;
  }
  dt {
    font-size: 12px;
    color: var(--s-muted);
  }
  dd {
    margin: 0;
    font-size: 20px;
    font-weight: 700;
    white-space: nowrap;
  }
`

const Steps = styled.div`
  margin-top: 96px;
  h3 {
    margin: 0 0 20px;
    font-size: clamp(22px, 2.6vw, 30px);
  }
`

/** Leading technology: tethered shooting (the workflow camera animation) and the five workflow steps. */
export function Technology() {
  return (
    <Section copy={TECHNOLOGY}>
      <Split>
        <div>
          <h3>{TETHER.title}</h3>
          <p>{TETHER.text}</p>
          <Highlights>
            {TECHNOLOGY.highlights.map((item) => (
              <div key={item.label}>
                <dt>{item.label}</dt>
                <dd>{item.value}</dd>
              </div>
            ))}
          </Highlights>
        </div>
        <WorkflowCamera threshold={VIEW_THRESHOLD} />
      </Split>
      <Steps>
        <h3>{TECHNOLOGY.stepsTitle}</h3>
        <WorkflowSteps threshold={VIEW_THRESHOLD} />
      </Steps>
    </Section>
  )
}
