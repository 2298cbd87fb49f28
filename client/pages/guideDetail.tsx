import { useParams } from 'react-router'
import { Link } from '../lib/links'
import { CONTENT_MESSAGES } from '../../shared/contracts/content'
import { ConsultationCallout } from '../blocks/dialogs/ConsultationButton'
import { Art } from '../blocks/portfolio/Art'
import { AppControl } from '../blocks/appHost/AppControl'
import { APP_CONTROL_TEXT } from '../blocks/appHost/messages'
import { Blocks } from '../features/content/Blocks'
import { guideQuery } from '../features/content/queries'
import { useRead } from '../lib/api/useRead'
import { ContentPage, Crumbs, Empty, formatDate, Meta, PageHead, Prose } from '../features/content/layout'
import type { PagePrefetch } from './registry'

export const prefetch: PagePrefetch = ({ queryClient, api, params }) => queryClient.ensureQueryData(guideQuery(api, params.id ?? ''))

/** /guide/{id}: one tutorial, rendered complete on the server. */
export default function GuideDetailPage() {
  const { id = '' } = useParams()
  const guide = useRead(guideQuery, id)
  return (
    <ContentPage>
      <Crumbs trail={[{ to: '/guide', label: '使用教程' }]} current={guide?.title ?? '教程不存在'} />
      {guide ? (
        <>
          <PageHead>
            <h1>{guide.title}</h1>
            <p>{guide.summary}</p>
            <Meta>
              <span>{guide.category}</span>
              <span>阅读约 {guide.minutes} 分钟</span>
              <time dateTime={formatDate(guide.published_at)}>{formatDate(guide.published_at)}</time>
            </Meta>
            <AppControl message="share">{APP_CONTROL_TEXT.share}</AppControl>
          </PageHead>
          <Prose data-testid="guide-body">
            <Art hue={guide.hue} motif={guide.motif} shape="wide" label={guide.title} />
            <Blocks blocks={guide.blocks} />
          </Prose>
        </>
      ) : (
        <Empty>
          <h2>{CONTENT_MESSAGES.guideMissing}</h2>
          <p>可以回到教程列表看看其他内容。</p>
          <Link to="/guide">返回教程列表</Link>
        </Empty>
      )}
      <ConsultationCallout title="操作中遇到问题？" text="把问题告诉我们，技术顾问会尽快回复。" />
    </ContentPage>
  )
}
