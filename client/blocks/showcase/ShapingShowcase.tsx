import { styled } from '@linaria/react'
import { useId, useRef, useState } from 'react'
import { ResponsiveImage } from '../../components/ResponsiveImage'
import { SHAPING, SWITCH_TEXT } from './content'
import { EffectSwitch, Pill, Pills, stage } from './ui'
import { useAutoToggle } from './useAutoToggle'
import { useGesture } from './useGesture'
import { media } from '../../styles/media'

const Layout = styled.div`
  display: grid;
  gap: 20px;
  ${media.from('md')} {
    grid-template-columns: minmax(0, 460px) minmax(0, 380px);
    justify-content: center;
    gap: 56px;
    align-items: center;
  }
`

const Pair = styled.div`
  aspect-ratio: 4 / 5;
  max-height: 620px;
  cursor: pointer;
  [data-layer='after'] {
    position: absolute;
    inset: 0;
    opacity: 0;
    transition: opacity 0.6s ease;
  }
  &[data-on='true'] [data-layer='after'] {
    opacity: 1;
  }
`

const Panel = styled.div`
  display: grid;
  gap: 20px;
  padding: 24px;
  border-radius: 20px;
  background: var(--s-card);
  border: 1px solid var(--s-line);
`

const Sliders = styled.ul`
  display: grid;
  gap: 16px;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    grid-template-columns: 1fr auto auto;
    align-items: center;
    gap: 6px 10px;
    font-size: 14px;
  }
  output {
    min-width: 2.5em;
    text-align: right;
    font-variant-numeric: tabular-nums;
    color: var(--s-muted);
  }
  [data-track] {
    grid-column: 1 / -1;
    position: relative;
    height: 4px;
    border-radius: 2px;
    background: var(--s-chip-hover);
  }
  [data-fill] {
    position: absolute;
    top: 0;
    bottom: 0;
    left: 50%;
    border-radius: 2px;
    background: linear-gradient(90deg, #ff9a3d, #ff5a1f);
    transition:
      width 0.6s ease,
      transform 0.6s ease;
  }
  [data-knob] {
    position: absolute;
    top: 50%;
    width: 14px;
    height: 14px;
    margin: -7px 0 0 -7px;
    border-radius: 50%;
    background: #fff;
    box-shadow: 0 1px 4px rgba(0, 0, 0, 0.35);
    transition: left 0.6s ease;
  }
`

const Lock = styled.span`
  display: inline-grid;
  place-items: center;
  width: 22px;
  height: 22px;
  border-radius: 6px;
  color: #ff7a30;
  background: rgba(255, 122, 48, 0.12);
`

const Note = styled.p`
  margin: 0;
  color: var(--s-muted);
  font-size: 13px;
`

function LockIcon() {
  return (
    <svg width="12" height="12" viewBox="0 0 12 12" fill="none" stroke="currentColor" strokeWidth="1.5" aria-hidden="true">
      <rect x="2" y="5.5" width="8" height="5.5" rx="1.2" fill="currentColor" stroke="none" />
      <path d="M3.8 5.5V3.8a2.2 2.2 0 0 1 4.4 0v1.7" />
    </svg>
  )
}

/**
 * Face and body shaping: tabs for face shape, 3D contour, eyebrows and swan neck / square
 * shoulders, each with the same auto toggle as the skin switch and its locked sliders.
 */
export function ShapingShowcase() {
  const [tab, setTab] = useState(0)
  const target = useRef<HTMLDivElement>(null)
  const { on, armed, flip } = useAutoToggle(target)
  const tap = useGesture((gesture) => gesture === 'tap' && flip())
  const id = useId()
  const current = SHAPING.tabs[tab]!
  return (
    <Layout data-widget="shaping" data-on={on} data-armed={armed}>
      <Pair ref={target} className={stage} data-on={on} {...tap} id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-tab-${tab}`}>
        <ResponsiveImage key={current.before.name} image={current.before} fill sizes={`${media.minWidth('md')} 460px, 100vw`} />
        <div data-layer="after" aria-hidden={!on}>
          <ResponsiveImage key={current.after.name} image={current.after} fill sizes={`${media.minWidth('md')} 460px, 100vw`} />
        </div>
      </Pair>
      <Panel>
        <Pills role="tablist" aria-label="塑形部位">
          {SHAPING.tabs.map((item, index) => (
            <Pill
              key={item.key}
              type="button"
              role="tab"
              id={`${id}-tab-${index}`}
              aria-selected={index === tab}
              aria-controls={`${id}-panel`}
              onClick={() => setTab(index)}
            >
              {item.title}
            </Pill>
          ))}
        </Pills>
        <Sliders>
          {current.sliders.map(([name, value]) => {
            const shown = on ? value : 0
            return (
              <li key={name}>
                <span>{name}</span>
                <output>{shown > 0 ? `+${shown}` : shown}</output>
                <Lock title={SHAPING.lockNote}>
                  <LockIcon />
                </Lock>
                <span data-track="" aria-hidden="true">
                  <span data-fill="" style={{ width: `${Math.abs(shown) / 2}%`, transform: shown < 0 ? 'translateX(-100%)' : undefined }} />
                  <span data-knob="" style={{ left: `${50 + shown / 2}%` }} />
                </span>
              </li>
            )
          })}
        </Sliders>
        <Note>{SHAPING.lockNote}</Note>
        <div>
          <EffectSwitch on={on} onFlip={flip} label={SHAPING.label}>
            {on ? SWITCH_TEXT.on : SWITCH_TEXT.off}
          </EffectSwitch>
        </div>
      </Panel>
    </Layout>
  )
}
