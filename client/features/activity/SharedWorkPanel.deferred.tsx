import { css } from '@linaria/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useSearchParams } from 'react-router'
import { WORK_SLUG } from '../../../shared/contracts/content'
import { useApi } from '../../lib/api/context'
import { Art } from '../../blocks/portfolio/Art'
import { portfolioWorkQuery } from '../../blocks/portfolio/portfolioWork'
import { ACTIVITY_TEXT } from './messages'
import { Card, Cta, Notice, SectionTitle } from './styles'

const artFrame = css`
  display: block;
  width: 100%;
  height: auto;
  border-radius: 12px;
`

const YEAR = /^\d{4}$/

/** What a share link from the desktop client names: ?year=2024&work=morning-light. */
function sharedWorkOf(search: URLSearchParams): { year: string; slug: string } | null {
  const year = search.get('year') ?? ''
  const slug = search.get('work') ?? ''
  return YEAR.test(year) && WORK_SLUG.test(slug) ? { year, slug } : null
}

function SharedWork({ year, slug }: { year: string; slug: string }) {
  const work = useSuspenseQuery(portfolioWorkQuery(useApi(), year, slug)).data
  if (!work) return <Notice>{ACTIVITY_TEXT.share.missing}</Notice>
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

/**
 * client/share: the work a photographer shared from the desktop client, then the way to make one
 * like it. A deferred part: the work's drawing and the content records load with this page only.
 */
export default function SharedWorkPanel() {
  const [search] = useSearchParams()
  const shared = sharedWorkOf(search)
  return (
    <Card>
      <SectionTitle>{ACTIVITY_TEXT.share.work}</SectionTitle>
      <p style={{ margin: '0 0 12px', fontSize: 13, color: '#5d6270' }}>{ACTIVITY_TEXT.share.byline}</p>
      {shared ? <SharedWork year={shared.year} slug={shared.slug} /> : <Notice>{ACTIVITY_TEXT.share.missing}</Notice>}
      <Cta as="a" href="/download" style={{ display: 'grid', placeItems: 'center', marginTop: 16, textDecoration: 'none' }}>
        {ACTIVITY_TEXT.share.cta}
      </Cta>
    </Card>
  )
}
