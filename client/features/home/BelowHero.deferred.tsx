import { Brands } from './Brands'
import { ColourEngine, Company } from './Company'
import { AiTools, Creative } from './Creative'
import { Download } from './Download'
import { Evaluation } from './Evaluation'
import { Features } from './Features'
import { Presets } from './Presets'
import { Technology } from './Technology'

/**
 * The home sections under the hero, in the spec's order: in the server's HTML, their code
 * fetched after the first paint (client/lib/deferred.tsx, decision 018).
 */
export default function BelowHero() {
  return (
    <>
      <Technology />
      <Features />
      <Presets />
      <Creative />
      <AiTools />
      <Download />
      <Brands />
      <Evaluation />
      <Company />
      <ColourEngine />
    </>
  )
}
