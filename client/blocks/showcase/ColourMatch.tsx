import { styled } from '@linaria/react'
import { useId, useRef, useState } from 'react'
import { ResponsiveImage } from '../../components/ResponsiveImage'
import { COLOUR_MATCH, COLOUR_SAMPLES, COLOUR_STYLES, SOURCE_TAG } from './content'
import { nextIndex } from './rotation'
import { CAROUSEL_INTERVAL_MS, VIEW_THRESHOLD } from './timing'
import { Pill, Pills, stage, Tag } from './ui'
import { useGesture } from './useGesture'
import { useRotation } from './useRotation'
import { media } from '../../styles/media'

const Frame = styled.div`
  aspect-ratio: 3 / 2;
  touch-action: pan-y;
  [data-layer] {
    position: absolute;
    inset: 0;
    opacity: 0;
    transition: opacity 0.5s ease;
  }
  [data-layer][data-active='true'] {
    opacity: 1;
  }
`

const Inset = styled.div`
  position: absolute;
  z-index: 2;
  left: 12px;
  bottom: 12px;
  width: 26%;
  max-width: 180px;
  border-radius: 10px;
  overflow: hidden;
  border: 2px solid rgba(255, 255, 255, 0.85);
  box-shadow: 0 8px 24px rgba(0, 0, 0, 0.3);
  > span:first-child {
    left: 6px;
    top: 6px;
    padding: 2px 8px;
    font-size: 11px;
  }
`

const Controls = styled.div`
  display: grid;
  gap: 14px;
  margin-top: 18px;
  h4 {
    margin: 0 0 8px;
    font-size: 13px;
    font-weight: 500;
    color: var(--s-muted);
  }
`

/**
 * AI colour match: four reference styles applied to a sample photo. While the photo is
 * wholly in view the style advances every 1.3 s (wrapping); picking a style stops that
 * until another sample photo (a new image list) is chosen, which starts again at the first.
 * Clicking the current style does nothing. A sideways swipe on the photo picks the next or
 * previous style.
 */
export function ColourMatch({ threshold = VIEW_THRESHOLD, sizes = `${media.minWidth('md')} 720px, 100vw` }: { threshold?: number; sizes?: string }) {
  const [sampleIndex, setSampleIndex] = useState(0)
  const id = useId()
  const sample = COLOUR_SAMPLES[sampleIndex]!
  const target = useRef<HTMLDivElement>(null)
  const rotation = useRotation({ target, count: sample.styles.length, intervalMs: CAROUSEL_INTERVAL_MS, threshold, listKey: sample.key })
  const count = sample.styles.length
  const swipe = useGesture((gesture) => {
    if (gesture === 'swipe-left') rotation.pick(nextIndex(rotation.index, count))
    if (gesture === 'swipe-right') rotation.pick((rotation.index + count - 1) % count)
  })
  const style = COLOUR_STYLES[rotation.index]!
  return (
    <div data-widget="colour-match" data-index={rotation.index} data-auto={rotation.running}>
      <Frame ref={target} className={stage} data-frame="" {...swipe}>
        {sample.styles.map((image, index) => (
          <div key={image.name} data-layer="" data-active={index === rotation.index} aria-hidden={index !== rotation.index}>
            <ResponsiveImage image={image} fill sizes={sizes} />
          </div>
        ))}
        {/* Not a live region: it changes every 1.3 s by itself and would be read out each time;
            the pressed style button below already says which style shows. */}
        <Tag style={{ right: 12, top: 12 }}>
          {COLOUR_MATCH.title} · {style.title}
        </Tag>
        <Inset>
          <Tag>{SOURCE_TAG}</Tag>
          <ResponsiveImage image={sample.source} sizes="180px" />
        </Inset>
      </Frame>
      <Controls>
        <div>
          <h4 id={`${id}-styles`}>{COLOUR_MATCH.stylesLabel}</h4>
          <Pills role="group" aria-labelledby={`${id}-styles`}>
            {COLOUR_STYLES.map((item, index) => (
              <Pill
                key={`${sample.key}-${item.key}`}
                type="button"
                aria-pressed={index === rotation.index}
                data-running={rotation.running && index === rotation.index}
                style={{ ['--interval' as string]: `${CAROUSEL_INTERVAL_MS}ms` }}
                onClick={() => rotation.pick(index)}
              >
                <i style={{ background: item.swatch }} aria-hidden="true" />
                {item.title}
              </Pill>
            ))}
          </Pills>
        </div>
        <div>
          <h4 id={`${id}-samples`}>{COLOUR_MATCH.samplesLabel}</h4>
          <Pills role="group" aria-labelledby={`${id}-samples`}>
            {COLOUR_SAMPLES.map((item, index) => (
              <Pill key={item.key} type="button" aria-pressed={index === sampleIndex} onClick={() => setSampleIndex(index)}>
                {item.title}
              </Pill>
            ))}
          </Pills>
        </div>
      </Controls>
    </div>
  )
}
