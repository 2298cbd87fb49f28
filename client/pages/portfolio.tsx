import { styled } from '@linaria/react'
import { useParams, type Params } from 'react-router'
import { Link } from '../lib/links'
import type { Work } from '../../shared/contracts/schemas/content'
import { CONTENT_MESSAGES } from '../../shared/contracts/content'
import { PORTFOLIO_WORKS_YEAR, type RouteEntry } from '../../shared/routes'
import { ConsultationCallout } from '../blocks/dialogs/ConsultationButton'
import { Art } from '../blocks/portfolio/Art'
import { Blocks } from '../features/content/Blocks'
import { Card, Cards, ContentPage, Crumbs, Empty, Eyebrow, Meta, PageHead, Prose } from '../features/content/layout'
import { useRouteEntry } from '../lib/useRouteEntry'
import { portfolioWorkQuery } from '../blocks/portfolio/portfolioWork'
import { portfolioWorksQuery, portfolioYearsQuery } from '../features/content/queries'
import { useRead } from '../lib/api/useRead'
import type { PagePrefetch } from './registry'

/** Works have pages of their own under /portfolio/2024/{works} (spec section 2). */
const YEAR_WITH_WORK_PAGES = PORTFOLIO_WORKS_YEAR

/** What the entry and its parameters show: one work, a year's works, or the years. */
function viewOf(entry: RouteEntry, params: Params): { year?: string; slug?: string } {
  const year = entry.variant === 'works-year' ? String(YEAR_WITH_WORK_PAGES) : params.year
  return { year, slug: year ? params.works : undefined }
}

export const prefetch: PagePrefetch = ({ queryClient, api, entry, params }) => {
  const { year, slug } = viewOf(entry, params)
  if (year && slug) return queryClient.ensureQueryData(portfolioWorkQuery(api, year, slug))
  if (year) return queryClient.ensureQueryData(portfolioWorksQuery(api, year))
  return queryClient.ensureQueryData(portfolioYearsQuery(api))
}

const Years = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(300px, 1fr));
  gap: 24px;
  margin: 0;
  padding: 0;
  list-style: none;
`

const YearCard = styled.li`
  position: relative;
  overflow: hidden;
  border-radius: 20px;
  color: #fff;
  background: #16171a;
  svg {
    width: 100%;
    height: auto;
    opacity: 0.85;
  }
  div {
    position: absolute;
    inset: auto 0 0;
    padding: 24px;
    background: linear-gradient(180deg, transparent, rgba(0, 0, 0, 0.65));
  }
  strong {
    display: block;
    font-size: 40px;
    line-height: 1;
    letter-spacing: -0.02em;
  }
  a {
    color: inherit;
    text-decoration: none;
    font-size: 18px;
    font-weight: 600;
  }
  a::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  p {
    margin: 4px 0 0;
    font-size: 14px;
    color: rgba(255, 255, 255, 0.78);
  }
`

const Tools = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 0 0 24px;
  padding: 0;
  list-style: none;
  li {
    padding: 4px 12px;
    border-radius: 999px;
    font-size: 13px;
    background: var(--bg-soft);
    box-shadow: inset 0 0 0 1px var(--line);
  }
`

const HUES = [24, 212, 330]

function Overview() {
  const entry = useRouteEntry()
  const years = useRead(portfolioYearsQuery)
  return (
    <>
      <PageHead>
        <Eyebrow>作品集</Eyebrow>
        <h1>{entry.title}</h1>
        <p>来自全国影楼与摄影师的精选作品，全部使用光影修图完成后期。按年度浏览。</p>
      </PageHead>
      <Years>
        {years.map((year, index) => (
          <YearCard key={year.year} data-testid="portfolio-year">
            <Art hue={HUES[index % HUES.length]!} motif={index % 2 ? 'landscape' : 'wedding'} />
            <div>
              <strong>{year.year}</strong>
              <Link to={`/portfolio/${year.year}`}>{year.title}</Link>
              <p>
                {year.count} 件作品 · {year.summary}
              </p>
            </div>
          </YearCard>
        ))}
      </Years>
    </>
  )
}

function WorkCard({ work }: { work: Work }) {
  const linked = work.year === YEAR_WITH_WORK_PAGES
  return (
    <Card data-testid="work-card">
      <Art hue={work.hue} motif={work.motif} label={linked ? undefined : work.title} />
      <div>
        <Meta>
          <span>{work.genre}</span>
          <span>{work.photographer}</span>
        </Meta>
        <h2>{linked ? <Link to={`/portfolio/${work.year}/${work.slug}`}>{work.title}</Link> : work.title}</h2>
        <p>{work.summary}</p>
      </div>
    </Card>
  )
}

function YearWorks({ year }: { year: string }) {
  const works = useRead(portfolioWorksQuery, year)
  return (
    <>
      <Crumbs trail={[{ to: '/portfolio', label: '作品集' }]} current={year} />
      {works ? (
        <>
          <PageHead>
            <h1>{works.title}</h1>
            <p>{works.summary}</p>
          </PageHead>
          <Cards>
            {works.works.map((work) => (
              <WorkCard key={work.slug} work={work} />
            ))}
          </Cards>
        </>
      ) : (
        <Empty>
          <h2>{CONTENT_MESSAGES.yearMissing}</h2>
          <Link to="/portfolio">查看全部年份</Link>
        </Empty>
      )}
    </>
  )
}

function WorkDetail({ year, slug }: { year: string; slug: string }) {
  const work = useRead(portfolioWorkQuery, year, slug)
  return (
    <>
      <Crumbs
        trail={[
          { to: '/portfolio', label: '作品集' },
          { to: `/portfolio/${year}`, label: year },
        ]}
        current={work?.title ?? '作品不存在'}
      />
      {work ? (
        <>
          <PageHead>
            <Eyebrow>{work.genre}</Eyebrow>
            <h1>{work.title}</h1>
            <p>{work.summary}</p>
            <Meta>
              <span>摄影：{work.photographer}</span>
              <span>{work.studio}</span>
            </Meta>
          </PageHead>
          <Prose data-testid="work-body">
            <Art hue={work.hue} motif={work.motif} shape="wide" label={work.title} />
            <h2>后期用到的功能</h2>
            <Tools>
              {work.tools.map((tool) => (
                <li key={tool}>{tool}</li>
              ))}
            </Tools>
            <Blocks blocks={work.blocks} />
          </Prose>
        </>
      ) : (
        <Empty>
          <h2>{CONTENT_MESSAGES.workMissing}</h2>
          <Link to={`/portfolio/${year}`}>返回 {year} 作品集</Link>
        </Empty>
      )}
    </>
  )
}

/** /portfolio (years), /portfolio/{year} and /portfolio/2024 (works), /portfolio/2024/{works} (one work). */
export default function PortfolioPage() {
  const entry = useRouteEntry()
  const { year, slug } = viewOf(entry, useParams())
  return (
    <ContentPage>
      {year && slug ? <WorkDetail year={year} slug={slug} /> : year ? <YearWorks year={year} /> : <Overview />}
      <ConsultationCallout title="想让你的作品也出现在这里？" text="联系我们投稿，或了解影楼合作方案。" />
    </ContentPage>
  )
}
