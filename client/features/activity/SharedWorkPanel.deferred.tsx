import type { ComponentType } from 'react'
import type { SharedWorkProps } from './SharedWork.deferred'
import { useSearchParams } from 'react-router'
import { WORK_SLUG } from '../../../shared/contracts/workSlug'
import { Card, Cta, Notice, SectionTitle } from './styles'

/** The shared work's texts. */
const SHARE_TEXT = {
  work: '精修作品',
  byline: '来自光影修图用户的分享',
  cta: '我也要修出这样的照片',
  missing: '分享的作品不存在或已被作者删除',
} as const

const YEAR = /^\d{4}$/

/** What a share link from the desktop client names: ?year=2024&work=morning-light. */
function sharedWorkOf(search: URLSearchParams): { year: string; slug: string } | null {
  const year = search.get('year') ?? ''
  const slug = search.get('work') ?? ''
  return YEAR.test(year) && WORK_SLUG.test(slug) ? { year, slug } : null
}

/**
 * client/share: the work a photographer shared from the desktop client, then the way to make one
 * like it. A deferred part, loaded with this page only; `work` is the work itself, a deferred part
 * of the page's own (./campaignPanels.tsx), so its drawing and the content records load only when
 * the link names a work.
 */
export default function SharedWorkPanel({ work: SharedWork }: { work: ComponentType<SharedWorkProps> }) {
  const [search] = useSearchParams()
  const shared = sharedWorkOf(search)
  const missing = <Notice>{SHARE_TEXT.missing}</Notice>
  return (
    <Card>
      <SectionTitle>{SHARE_TEXT.work}</SectionTitle>
      <p style={{ margin: '0 0 12px', fontSize: 13, color: '#5d6270' }}>{SHARE_TEXT.byline}</p>
      {shared ? <SharedWork year={shared.year} slug={shared.slug} missing={missing} /> : missing}
      <Cta as="a" href="/download" style={{ display: 'grid', placeItems: 'center', marginTop: 16, textDecoration: 'none' }}>
        {SHARE_TEXT.cta}
      </Cta>
    </Card>
  )
}
