import { styled } from '@linaria/react'
import { MORE_FEATURES } from '../../blocks/showcase/content'
import { FeatureViewer } from '../../blocks/showcase/FeatureViewer'
import { ShapingShowcase } from '../../blocks/showcase/ShapingShowcase'
import { SkinSwitch } from '../../blocks/showcase/SkinSwitch'
import { FEATURES } from './content'
import { LearnMore, Section } from './Section'
import { media } from '../../styles/media'

const Block = styled.div`
  & + & {
    margin-top: 112px;
  }
`

const BlockHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: 8px 24px;
  margin-bottom: 28px;
  h3 {
    margin: 0 0 6px;
    text-wrap: balance;
    font-size: clamp(24px, 3vw, 34px);
  }
  p {
    margin: 0;
    max-width: 560px;
    text-wrap: pretty;
    color: var(--s-muted);
  }
`

function Head({ title, text, module }: { title: string; text: string; module: number }) {
  return (
    <BlockHead>
      <div>
        <h3>{title}</h3>
        <p>{text}</p>
      </div>
      <LearnMore module={module} topic={title} />
    </BlockHead>
  )
}

/** Feature introduction: the skin switch, face/body shaping and the more-features viewer. */
export function Features() {
  return (
    <Section copy={FEATURES}>
      <Block>
        <Head {...FEATURES.skin} />
        <SkinSwitch hint={FEATURES.skin.hint} />
      </Block>
      <Block>
        <Head {...FEATURES.shaping} />
        <ShapingShowcase />
      </Block>
      <Block>
        <Head {...FEATURES.more} />
        <FeatureViewer features={MORE_FEATURES} label={FEATURES.more.title} sizes={`${media.minWidth('md')} 800px, 100vw`} />
      </Block>
    </Section>
  )
}
