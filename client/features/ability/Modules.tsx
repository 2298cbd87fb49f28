import { styled } from '@linaria/react'
import type { ReactNode } from 'react'
import { AutoTabs } from '../../blocks/showcase/AutoTabs'
import { ClipPlayer } from '../../blocks/showcase/ClipPlayer'
import { ColourMatch } from '../../blocks/showcase/ColourMatch'
import { CompareSlider } from '../../blocks/showcase/CompareSlider'
import { LOCAL_COLOUR } from '../../blocks/showcase/content'
import { EyelidPicker } from '../../blocks/showcase/EyelidPicker'
import { IdPhotoDressing } from '../../blocks/showcase/IdPhotoDressing'
import { CLIPS } from '../../blocks/showcase/media'
import { ScenePlacement } from '../../blocks/showcase/ScenePlacement'
import { ABILITY_VIEW_THRESHOLD } from '../../blocks/showcase/timing'
import { WorkflowCamera } from '../../blocks/showcase/WorkflowCamera'
import { WorkflowSteps } from '../../blocks/showcase/WorkflowSteps'
import { ABILITY_LABELS, ABILITY_MODULES, ABILITY_PAIRS, type AbilityModuleKey } from './content'
import { media } from '../../styles/media'

const Narrow = styled.div`
  width: 100%;
  max-width: 520px;
`

const Block = styled.div`
  h3 {
    margin: 0 0 16px;
    font-size: 20px;
  }
`

const Stack = styled.div`
  display: grid;
  gap: 56px;
`

type Pairs = (typeof ABILITY_PAIRS)[keyof typeof ABILITY_PAIRS]

/** A tab switcher of before/after sliders; portraits are kept to a readable width. */
function PairTabs({ label, pairs, narrow, sizes }: { label: string; pairs: Pairs; narrow?: boolean; sizes: string }) {
  const tabs = pairs.map((pair) => ({
    key: pair.key,
    title: pair.title,
    content: () => {
      const slider =
        pair.key === 'eyelid' ? (
          <EyelidPicker before={pair.before} sizes={sizes} />
        ) : (
          <CompareSlider key={pair.key} before={pair.before} after={pair.after} sizes={sizes} label={pair.title} />
        )
      return narrow ? <Narrow>{slider}</Narrow> : slider
    },
  }))
  return <AutoTabs label={label} tabs={tabs} threshold={ABILITY_VIEW_THRESHOLD} />
}

const PORTRAIT_SIZES = `${media.minWidth('sm')} 520px, 100vw`
const WIDE_SIZES = `${media.minWidth('md')} 760px, 100vw`

/** The widgets of each module, in the order of ABILITY_MODULES. */
export const MODULE_CONTENT: Record<AbilityModuleKey, () => ReactNode> = {
  workflow: () => (
    <>
      <WorkflowSteps threshold={ABILITY_VIEW_THRESHOLD} />
      <Block>
        <WorkflowCamera threshold={ABILITY_VIEW_THRESHOLD} />
      </Block>
    </>
  ),
  skin: () => <PairTabs label={ABILITY_MODULES[1]!.title} pairs={ABILITY_PAIRS.skin} narrow sizes={PORTRAIT_SIZES} />,
  shaping: () => <PairTabs label={ABILITY_MODULES[2]!.title} pairs={ABILITY_PAIRS.shaping} narrow sizes={PORTRAIT_SIZES} />,
  colour: () => (
    <>
      <Block>
        <h3>{ABILITY_LABELS.colourMatch}</h3>
        <ColourMatch threshold={ABILITY_VIEW_THRESHOLD} sizes={WIDE_SIZES} />
      </Block>
      <Block>
        <h3>{ABILITY_LABELS.localColour}</h3>
        <CompareSlider before={LOCAL_COLOUR.before} after={LOCAL_COLOUR.after} sizes={WIDE_SIZES} label={LOCAL_COLOUR.title} />
      </Block>
    </>
  ),
  background: () => <PairTabs label={ABILITY_MODULES[4]!.title} pairs={ABILITY_PAIRS.background} sizes={WIDE_SIZES} />,
  clothing: () => (
    <Stack>
      <Block>
        <h3>{ABILITY_LABELS.idPhoto}</h3>
        <IdPhotoDressing />
      </Block>
      <Block>
        <h3>{ABILITY_LABELS.scenes}</h3>
        <ScenePlacement sizes={WIDE_SIZES} />
      </Block>
    </Stack>
  ),
  manual: () => (
    <>
      <PairTabs label={ABILITY_MODULES[6]!.title} pairs={ABILITY_PAIRS.manual} sizes={WIDE_SIZES} />
      <Block>
        <h3>{ABILITY_LABELS.manualClip}</h3>
        <ClipPlayer clip={CLIPS['wf-portrait']} threshold={0.5} />
      </Block>
    </>
  ),
}
