import { useState } from 'react'
import type { ImageAsset } from '../../components/ResponsiveImage'
import { CompareSlider } from './CompareSlider'
import { EYELID_STYLES } from './content'
import { Pill, Pills } from './ui'

/** Double eyelid: the single-lid original against the chosen one of seven styles. */
export function EyelidPicker({ before, sizes }: { before: ImageAsset; sizes: string }) {
  const [style, setStyle] = useState(0)
  const current = EYELID_STYLES[style]!
  return (
    <div data-widget="eyelid" data-style={style}>
      <CompareSlider before={before} after={current.image} sizes={sizes} label={`双眼皮·${current.title}`} />
      <Pills role="group" aria-label="双眼皮款式" data-scroll="true" style={{ marginTop: 16 }}>
        {EYELID_STYLES.map((item, index) => (
          <Pill key={item.title} type="button" aria-pressed={index === style} onClick={() => setStyle(index)}>
            {item.title}
          </Pill>
        ))}
      </Pills>
    </div>
  )
}
