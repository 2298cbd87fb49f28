import { styled } from '@linaria/react'
import { useRef } from 'react'
import { ResponsiveImage } from '../../components/ResponsiveImage'
import { SKIN_SWITCH, SWITCH_TEXT } from './content'
import { EffectSwitch, stage } from './ui'
import { useAutoToggle } from './useAutoToggle'
import { useGesture } from './useGesture'
import { media } from '../../styles/media'

const Grid = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 12px;
  figure:first-child {
    grid-column: 1 / -1;
  }
  ${media.from('sm')} {
    grid-template-columns: repeat(3, 1fr);
    gap: 20px;
    figure:first-child {
      grid-column: auto;
    }
  }
`

const Panel = styled.figure`
  margin: 0;
  figcaption {
    margin-top: 12px;
    font-size: 15px;
    font-weight: 600;
  }
  figcaption span {
    display: block;
    margin-top: 2px;
    color: var(--s-muted);
    font-size: 13px;
    font-weight: 400;
  }
  ${media.below('sm')} {
    &:not(:first-child) figcaption span {
      display: none;
    }
  }
`

const Pair = styled.div`
  aspect-ratio: 4 / 5;
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

const Bar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 16px;
  margin-bottom: 20px;
  p {
    margin: 0;
    color: var(--s-muted);
    font-size: 14px;
  }
`

/**
 * The skin switch: one switch shows the after-state of blemish removal, neutral-grey
 * smoothing and body blemishes together. It turns on 1.3 s after the photos are wholly in
 * view and off when they leave; a tap on a photo flips it too.
 */
export function SkinSwitch({ hint }: { hint: string }) {
  const target = useRef<HTMLDivElement>(null)
  const { on, armed, flip } = useAutoToggle(target)
  const tap = useGesture((gesture) => gesture === 'tap' && flip())
  return (
    <div data-widget="skin-switch" data-on={on} data-armed={armed}>
      <Bar>
        <p>{hint}</p>
        <EffectSwitch on={on} onFlip={flip} label={SKIN_SWITCH.label}>
          {on ? SWITCH_TEXT.on : SWITCH_TEXT.off}
        </EffectSwitch>
      </Bar>
      <Grid ref={target} data-photos="">
        {SKIN_SWITCH.panels.map((panel, index) => (
          <Panel key={panel.key}>
            <Pair className={stage} data-on={on} {...tap}>
              <ResponsiveImage image={panel.before} fill sizes={index === 0 ? `${media.minWidth('sm')} 380px, 100vw` : `${media.minWidth('sm')} 380px, 50vw`} />
              <div data-layer="after" aria-hidden={!on}>
                <ResponsiveImage
                  image={panel.after}
                  fill
                  sizes={index === 0 ? `${media.minWidth('sm')} 380px, 100vw` : `${media.minWidth('sm')} 380px, 50vw`}
                />
              </div>
            </Pair>
            <figcaption>
              {panel.title}
              <span>{panel.note}</span>
            </figcaption>
          </Panel>
        ))}
      </Grid>
    </div>
  )
}
