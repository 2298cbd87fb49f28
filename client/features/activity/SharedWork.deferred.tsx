import { css } from '@linaria/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useApi } from '../../lib/api/context'
import { Art } from '../../blocks/portfolio/Art'
import { portfolioWorkQuery } from '../../blocks/portfolio/portfolioWork'
import type { ReactNode } from 'react'

const artFrame = css`
  display: block;
  width: 100%;
  height: auto;
  border-radius: 12px;
`

/** A work a share link names, and what shows when its record is gone. */
export interface SharedWorkProps {
  year: string
  slug: string
  missing: ReactNode
}

/** The work a client/share link names (./SharedWorkPanel.deferred.tsx): its drawing and its record. */
export default function SharedWork({ year, slug, missing }: SharedWorkProps) {
  const work = useSuspenseQuery(portfolioWorkQuery(useApi(), year, slug)).data
  if (!work) return missing
  return (
    <figure style={{ margin: 0 }} data-testid="shared-work">
      <Art hue={work.hue} motif={work.motif} label={work.title} className={artFrame} />
      <figcaption style={{ marginTop: 12 }}>
        <strong style={{ fontSize: 17 }}>{work.title}</strong>
        <p style={{ margin: '4px 0 0', fontSize: 13, color: '#5d6270' }}>
          {work.photographer} · {work.studio} · {work.genre}
        </p>
        <p style={{ margin: '8px 0 0', fontSize: 14, lineHeight: 1.6 }}>{work.summary}</p>
      </figcaption>
    </figure>
  )
}
