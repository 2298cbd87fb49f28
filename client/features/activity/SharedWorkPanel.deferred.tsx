import { css } from '@linaria/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useSearchParams } from 'react-router'
import { WORK_SLUG } from '../../../shared/contracts/workSlug'
import { useApi } from '../../lib/api/context'
import { Art } from '../../blocks/portfolio/Art'
import { portfolioWorkQuery } from '../../blocks/portfolio/portfolioWork'
import { Card, Cta, Notice, SectionTitle } from './styles'

/** The shared work's texts. */
const SHARE_TEXT = {
  work: '精修作品',
  byline: '来自光影修图用户的分享',
  cta: '我也要修出这样的照片',
  missing: '分享的作品不存在或已被作者删除',
} as const

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
  if (!work) return <Notice>{SHARE_TEXT.missing}</Notice>
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
      <SectionTitle>{SHARE_TEXT.work}</SectionTitle>
      <p style={{ margin: '0 0 12px', fontSize: 13, color: '#5d6270' }}>{SHARE_TEXT.byline}</p>
      {shared ? <SharedWork year={shared.year} slug={shared.slug} /> : <Notice>{SHARE_TEXT.missing}</Notice>}
      <Cta as="a" href="/download" style={{ display: 'grid', placeItems: 'center', marginTop: 16, textDecoration: 'none' }}>
        {SHARE_TEXT.cta}
      </Cta>
    </Card>
  )
}
