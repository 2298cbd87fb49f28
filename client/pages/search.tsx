import { styled } from '@linaria/react'
import { useSearchParams } from 'react-router'
import { Link } from '../lib/links'
import { SEARCH_KEYWORD_MAX_LENGTH } from '../../shared/contracts/content'
import { ConsultationCallout } from '../blocks/dialogs/ConsultationButton'
import { highlight, snippet } from '../features/content/highlight'
import { ContentPage, Empty, PageHead, SearchBox } from '../features/content/layout'
import { searchQuery } from '../features/content/queries'
import { useRead } from '../lib/api/useRead'
import { usePageVisibility } from '../blocks/config/globalConfig'
import { PageVisibility } from '../../shared/pageVisibility'
import { useRouteEntry } from '../lib/useRouteEntry'
import type { PagePrefetch } from './registry'

function keywordOf(params: URLSearchParams): string {
  return (params.get('keyword') ?? '').trim().slice(0, SEARCH_KEYWORD_MAX_LENGTH)
}

export const prefetch: PagePrefetch = ({ queryClient, api, url }) => queryClient.ensureQueryData(searchQuery(api, keywordOf(url.searchParams)))

const Group = styled.section`
  margin-top: 40px;
  h2 {
    margin: 0 0 12px;
    font-size: 18px;
  }
  h2 span {
    margin-left: 6px;
    font-weight: 400;
    color: var(--fg-muted);
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
    border-top: 1px solid var(--line);
  }
  li {
    padding: 16px 4px;
    border-bottom: 1px solid var(--line);
  }
  a {
    font-size: 17px;
    font-weight: 600;
    text-decoration: none;
  }
  a:hover {
    color: #c2410c;
  }
  p {
    margin: 6px 0 0;
    font-size: 14px;
    color: var(--fg-muted);
  }
  mark {
    padding: 0 1px;
    color: inherit;
    background: rgba(255, 122, 48, 0.22);
    border-radius: 3px;
  }
`

function Marked({ text, keyword }: { text: string; keyword: string }) {
  return <>{highlight(text, keyword).map((part, index) => (part.match ? <mark key={index}>{part.text}</mark> : part.text))}</>
}

function Results({ keyword }: { keyword: string }) {
  const result = useRead(searchQuery, keyword)
  const { pageHidden } = usePageVisibility()
  // A hidden help center hides its answers too: each one links into /help.
  const helpHidden = pageHidden(PageVisibility.Help)
  const help = helpHidden ? [] : result.help
  const total = result.guides.length + help.length + result.articles.length
  if (!total) {
    return (
      <Empty data-testid="search-empty">
        <h2>没有找到与“{keyword}”相关的内容</h2>
        <p>换个关键词试试，或者直接咨询顾问。</p>
        {helpHidden ? null : <Link to="/help">查看帮助中心</Link>}
      </Empty>
    )
  }
  return (
    <div data-testid="search-results">
      {result.guides.length ? (
        <Group aria-label="教程">
          <h2>
            教程<span>{result.guides.length}</span>
          </h2>
          <ul>
            {result.guides.map((guide) => (
              <li key={guide.id}>
                <Link to={`/guide/${guide.id}`}>
                  <Marked text={guide.title} keyword={keyword} />
                </Link>
                <p>
                  <Marked text={snippet(guide.summary, keyword)} keyword={keyword} />
                </p>
              </li>
            ))}
          </ul>
        </Group>
      ) : null}
      {help.length ? (
        <Group aria-label="帮助">
          <h2>
            帮助<span>{help.length}</span>
          </h2>
          <ul>
            {help.map((entry) => (
              <li key={entry.id}>
                <Link to={`/help#faq-${entry.id}`}>
                  <Marked text={entry.question} keyword={keyword} />
                </Link>
                <p>
                  <Marked text={snippet(entry.answer, keyword)} keyword={keyword} />
                </p>
              </li>
            ))}
          </ul>
        </Group>
      ) : null}
      {result.articles.length ? (
        <Group aria-label="文章">
          <h2>
            文章<span>{result.articles.length}</span>
          </h2>
          <ul>
            {result.articles.map((article) => (
              <li key={article.id}>
                <Link to={`/article?id=${article.id}`}>
                  <Marked text={article.title} keyword={keyword} />
                </Link>
                <p>
                  <Marked text={snippet(article.summary, keyword)} keyword={keyword} />
                </p>
              </li>
            ))}
          </ul>
        </Group>
      ) : null}
    </div>
  )
}

/** /search?keyword=: guides, help entries and articles containing the keyword. */
export default function SearchPage() {
  const entry = useRouteEntry()
  const [params] = useSearchParams()
  const keyword = keywordOf(params)
  return (
    <ContentPage>
      <PageHead>
        <h1>{keyword ? `“${keyword}”的搜索结果` : entry.title}</h1>
        <p>搜索教程、帮助与文章。</p>
        <SearchBox keyword={keyword} />
      </PageHead>
      {keyword ? <Results keyword={keyword} /> : null}
      <ConsultationCallout title="没找到想要的内容？" text="顾问可以直接回答你的问题。" />
    </ContentPage>
  )
}
