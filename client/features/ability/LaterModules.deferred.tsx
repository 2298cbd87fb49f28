import { useEffect, type ReactNode } from 'react'
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
import { AbilitySection } from './AbilitySection'
import { ABILITY_MODULE_TITLES, type AbilityModuleKey } from './content'
import { ABILITY_LABELS, ABILITY_PAIRS, LATER_MODULE_TEXT } from './laterContent'
import { Block, Narrow, Stack } from './moduleStyles'
import { media } from '../../styles/media'

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

/** The widgets of each module after the first (WorkflowModule.tsx), by module. */
const MODULE_CONTENT: Record<Exclude<AbilityModuleKey, 'workflow'>, () => ReactNode> = {
  skin: () => <PairTabs label={ABILITY_MODULE_TITLES[1]!.title} pairs={ABILITY_PAIRS.skin} narrow sizes={PORTRAIT_SIZES} />,
  shaping: () => <PairTabs label={ABILITY_MODULE_TITLES[2]!.title} pairs={ABILITY_PAIRS.shaping} narrow sizes={PORTRAIT_SIZES} />,
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
  background: () => <PairTabs label={ABILITY_MODULE_TITLES[4]!.title} pairs={ABILITY_PAIRS.background} sizes={WIDE_SIZES} />,
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
      <PairTabs label={ABILITY_MODULE_TITLES[6]!.title} pairs={ABILITY_PAIRS.manual} sizes={WIDE_SIZES} />
      <Block>
        <h3>{ABILITY_LABELS.manualClip}</h3>
        <ClipPlayer clip={CLIPS['wf-portrait']} threshold={0.5} />
      </Block>
    </>
  ),
}

/**
 * The ability page's modules after the first (skin to manual): in the server's HTML, their
 * widgets' code fetched once they come near (client/lib/deferred.tsx, decision 037), so a
 * phone on the first screen loads only the workflow module's.
 */
export default function LaterModules() {
  // A link to a later module from another page (the home page's 了解更多) lands before this
  // part's code: the router found no section to scroll to and left the page at its top, so the
  // part scrolls to it once rendered. Arriving by the address, the browser has already scrolled.
  useEffect(() => {
    const target = location.hash ? document.getElementById(location.hash.slice(1)) : null
    if (target && window.scrollY === 0) target.scrollIntoView()
  }, [])
  return ABILITY_MODULE_TITLES.map(({ key, title }, index) =>
    key === 'workflow' ? null : (
      <AbilitySection key={key} module={{ key, title, ...LATER_MODULE_TEXT[key] }} index={index}>
        {MODULE_CONTENT[key]()}
      </AbilitySection>
    ),
  )
}
