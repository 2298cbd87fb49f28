import { PrimaryAction } from '../components/ActionLink'
import { eyebrow } from '../components/eyebrow'
import { AbilitySection } from '../features/ability/AbilitySection'
import { ABILITY_INTRO, ABILITY_MODULE_TITLES, FIRST_MODULE, moduleSectionId } from '../features/ability/content'
import { Intro, ModuleNav } from '../features/ability/introStyles'
import { WorkflowWidgets } from '../features/ability/WorkflowModule'
import { darkSurface } from '../blocks/showcase/ui'
import { deferred } from '../lib/deferred'
import { useRouteEntry } from '../lib/useRouteEntry'
import { WhenNear } from '../lib/whenNear'

const LaterModules = deferred('client/features/ability/LaterModules.deferred.tsx', () => import('../features/ability/LaterModules.deferred'), {
  gate: WhenNear,
})

/** The ability page: seven modules with ids module-0…module-6, the anchors of the home page's learn-more buttons. */
export default function AbilityPage() {
  const entry = useRouteEntry()
  return (
    <div className={darkSurface}>
      <Intro>
        <p data-eyebrow="" className={eyebrow}>
          {ABILITY_INTRO.eyebrow}
        </p>
        <h1>{entry.title}</h1>
        <p data-lead="">{ABILITY_INTRO.lead}</p>
        <PrimaryAction to="/download">{ABILITY_INTRO.trial}</PrimaryAction>
        <ModuleNav aria-label={ABILITY_INTRO.navLabel}>
          <ol>
            {ABILITY_MODULE_TITLES.map((module, index) => (
              <li key={module.key}>
                <a href={`#${moduleSectionId(index)}`}>
                  <span>{String(index + 1).padStart(2, '0')}</span>
                  {module.title}
                </a>
              </li>
            ))}
          </ol>
        </ModuleNav>
      </Intro>
      <AbilitySection module={FIRST_MODULE} index={0}>
        <WorkflowWidgets />
      </AbilitySection>
      <LaterModules />
    </div>
  )
}
