import { styled } from '@linaria/react'
import { useId, useState } from 'react'
import { CompareSlider } from './CompareSlider'
import { SCENES } from './content'
import { Pill, Pills } from './ui'
import { media } from '../../styles/media'

const Wrap = styled.div`
  display: grid;
  gap: 16px;
`

/** Scene placement: the studio portrait compared with it placed in the chosen scene. */
export function ScenePlacement({ sizes = `${media.minWidth('md')} 720px, 100vw` }: { sizes?: string }) {
  const [index, setIndex] = useState(0)
  const scene = SCENES.scenes[index]!
  const id = useId()
  return (
    <Wrap data-widget="scene-placement" data-scene={scene.key}>
      <CompareSlider before={SCENES.source} after={scene.image} sizes={sizes} label={`${SCENES.title}·${scene.title}`} />
      <Pills role="group" aria-label={SCENES.title} id={id}>
        {SCENES.scenes.map((item, i) => (
          <Pill key={item.key} type="button" aria-pressed={i === index} onClick={() => setIndex(i)}>
            {item.title}
          </Pill>
        ))}
      </Pills>
    </Wrap>
  )
}
