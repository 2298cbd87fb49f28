import { Link } from '../lib/links'
import { ConsultationCallout } from '../blocks/dialogs/ConsultationButton'
import { Art } from '../blocks/portfolio/Art'
import { guidesQuery } from '../features/content/queries'
import { useRead } from '../lib/api/useRead'
import { Card, Cards, ContentPage, Eyebrow, formatDate, Meta, PageHead, SearchBox } from '../features/content/layout'
import { useRouteEntry } from '../lib/useRouteEntry'
import type { PagePrefetch } from './registry'

export const prefetch: PagePrefetch = ({ queryClient, api }) => queryClient.ensureQueryData(guidesQuery(api))

/** /guide: the tutorials, from the common service. */
export default function GuidePage() {
  const entry = useRouteEntry()
  const guides = useRead(guidesQuery)
  return (
    <ContentPage>
      <PageHead>
        <Eyebrow>使用教程</Eyebrow>
        <h1>{entry.title}</h1>
        <p>从入门到精通，跟着教程快速掌握每一个功能。</p>
        <SearchBox />
      </PageHead>
      <Cards>
        {guides.map((guide) => (
          <Card key={guide.id} data-testid="guide-card">
            <Art hue={guide.hue} motif={guide.motif} shape="wide" />
            <div>
              <Meta>
                <span>{guide.category}</span>
                <span>{guide.minutes} 分钟</span>
              </Meta>
              <h2>
                <Link to={`/guide/${guide.id}`}>{guide.title}</Link>
              </h2>
              <p>{guide.summary}</p>
              <Meta>
                <time dateTime={formatDate(guide.published_at)}>{formatDate(guide.published_at)}</time>
              </Meta>
            </div>
          </Card>
        ))}
      </Cards>
      <ConsultationCallout title="想要一对一培训？" text="为影楼团队提供上门或远程培训，顾问帮你安排。" />
    </ContentPage>
  )
}
