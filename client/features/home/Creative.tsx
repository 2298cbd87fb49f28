import { styled } from '@linaria/react'
import { ColourMatch } from '../../blocks/showcase/ColourMatch'
import { CompareSlider } from '../../blocks/showcase/CompareSlider'
import { COLOUR_MATCH, CREATIVE_FEATURES, LOCAL_COLOUR } from '../../blocks/showcase/content'
import { FeatureViewer } from '../../blocks/showcase/FeatureViewer'
import { VIEW_THRESHOLD } from '../../blocks/showcase/timing'
import { AI_TOOLS, CREATIVE } from './content'
import { LearnMore, Section } from './Section'
import { media } from '../../styles/media'

/** Creative features: passers-by, grass, scene placement, props, AI erase, ID-photo dressing, background blur. */
export function Creative() {
  return (
    <Section copy={CREATIVE} actions={<LearnMore module={CREATIVE.clothingModule} label="服装与换装" />}>
      <FeatureViewer features={CREATIVE_FEATURES} label={CREATIVE.label} />
    </Section>
  )
}

const Tools = styled.div`
  display: grid;
  gap: 56px;
  ${media.from('md')} {
    grid-template-columns: minmax(0, 1.35fr) minmax(0, 1fr);
    gap: 48px;
    align-items: start;
  }
  h3 {
    margin: 0 0 6px;
    font-size: 24px;
  }
  p[data-text] {
    margin: 0 0 20px;
    color: var(--s-muted);
  }
`

/** AI tools, the colour section: AI colour match and AI local colour adjustment. */
export function AiTools() {
  return (
    <Section copy={AI_TOOLS}>
      <Tools>
        <div>
          <h3>{COLOUR_MATCH.title}</h3>
          <p data-text="">{COLOUR_MATCH.text}</p>
          <ColourMatch threshold={VIEW_THRESHOLD} sizes={`${media.minWidth('md')} 640px, 100vw`} />
        </div>
        <div>
          <h3>{LOCAL_COLOUR.title}</h3>
          <p data-text="">{LOCAL_COLOUR.text}</p>
          <CompareSlider before={LOCAL_COLOUR.before} after={LOCAL_COLOUR.after} sizes={`${media.minWidth('md')} 480px, 100vw`} label={LOCAL_COLOUR.title} />
        </div>
      </Tools>
    </Section>
  )
}
