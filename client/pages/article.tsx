import { useSearchParams } from 'react-router'
import { Link } from '../lib/links'
import { CONTENT_MESSAGES } from '../../shared/contracts/content'
import { ConsultationCallout } from '../blocks/dialogs/ConsultationButton'
import { articleQuery, articlesQuery } from '../features/content/queries'
import { useRead } from '../lib/api/useRead'
import { Art } from '../blocks/portfolio/Art'
import { Blocks } from '../features/content/Blocks'
import { Card, Cards, ContentPage, Crumbs, Empty, Eyebrow, formatDate, Meta, PageHead, Prose } from '../features/content/layout'
import { useRouteEntry } from '../lib/useRouteEntry'
import type { PagePrefetch } from './registry'

/** /article?id= shows one article, /article the list. */
export const prefetch: PagePrefetch = ({ queryClient, api, url }) => {
  const id = url.searchParams.get('id')
  return id ? queryClient.ensureQueryData(articleQuery(api, id)) : queryClient.ensureQueryData(articlesQuery(api))
}

function ArticleList() {
  const entry = useRouteEntry()
  const articles = useRead(articlesQuery)
  return (
    <>
      <PageHead>
        <Eyebrow>产品动态</Eyebrow>
        <h1>{entry.title}</h1>
        <p>产品动态与摄影后期技巧。</p>
      </PageHead>
      <Cards>
        {articles.map((article) => (
          <Card key={article.id} data-testid="article-card">
            <Art hue={article.hue} motif={article.motif} shape="wide" />
            <div>
              <Meta>
                <span>{article.tag}</span>
                <time dateTime={formatDate(article.published_at)}>{formatDate(article.published_at)}</time>
              </Meta>
              <h2>
                <Link to={`/article?id=${article.id}`}>{article.title}</Link>
              </h2>
              <p>{article.summary}</p>
            </div>
          </Card>
        ))}
      </Cards>
    </>
  )
}

function ArticleDetail({ id }: { id: string }) {
  const article = useRead(articleQuery, id)
  return (
    <>
      <Crumbs trail={[{ to: '/article', label: '文章' }]} current={article?.title ?? '文章不存在'} />
      {article ? (
        <>
          <PageHead>
            <Eyebrow>{article.tag}</Eyebrow>
            <h1>{article.title}</h1>
            <p>{article.summary}</p>
            <Meta>
              <span>{article.author}</span>
              <time dateTime={formatDate(article.published_at)}>{formatDate(article.published_at)}</time>
            </Meta>
          </PageHead>
          <Prose data-testid="article-body">
            <Art hue={article.hue} motif={article.motif} shape="wide" label={article.title} />
            <Blocks blocks={article.blocks} />
          </Prose>
        </>
      ) : (
        <Empty>
          <h2>{CONTENT_MESSAGES.articleMissing}</h2>
          <Link to="/article">查看全部文章</Link>
        </Empty>
      )}
    </>
  )
}

/** /article lists the articles; /article?id= shows one. */
export default function ArticlePage() {
  const [params] = useSearchParams()
  const id = params.get('id')
  return (
    <ContentPage>
      {id ? <ArticleDetail id={id} /> : <ArticleList />}
      <ConsultationCallout title="想了解更多？" text="顾问为你介绍适合你的功能与套餐。" />
    </ContentPage>
  )
}
