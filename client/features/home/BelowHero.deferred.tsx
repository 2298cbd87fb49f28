import { HydrateWhenNear } from '../../lib/hydrateWhenNear'
import { Brands } from './Brands'
import { ColourEngine, Company } from './Company'
import { AI_TOOLS, BRANDS, COLOUR_ENGINE, COMPANY, CREATIVE, DOWNLOAD, EVALUATION, FEATURES, PRESETS, TECHNOLOGY } from './content'
import { AiTools, Creative } from './Creative'
import { Download } from './Download'
import { Evaluation } from './Evaluation'
import { Features } from './Features'
import { Presets } from './Presets'
import { Technology } from './Technology'

/** The sections under the hero in the spec's order, each with the id of its element. */
const SECTIONS = [
  [TECHNOLOGY.id, Technology],
  [FEATURES.id, Features],
  [PRESETS.id, Presets],
  [CREATIVE.id, Creative],
  [AI_TOOLS.id, AiTools],
  [DOWNLOAD.id, Download],
  [BRANDS.id, Brands],
  [EVALUATION.id, Evaluation],
  [COMPANY.id, Company],
  [COLOUR_ENGINE.id, ColourEngine],
] as const

/**
 * The home sections under the hero: in the server's HTML, their code fetched after the first
 * paint (client/lib/deferred.tsx, decision 018), each hydrated when it comes near (decision 026).
 */
export default function BelowHero() {
  return (
    <>
      {SECTIONS.map(([id, part]) => (
        <HydrateWhenNear key={id} id={id} part={part} />
      ))}
    </>
  )
}
