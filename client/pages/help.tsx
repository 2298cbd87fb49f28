import { styled } from '@linaria/react'
import { ConsultationButton, ConsultationCallout } from '../blocks/dialogs/ConsultationButton'
import { helpEntriesQuery } from '../features/content/queries'
import { useRead } from '../lib/api/useRead'
import { ContentPage, PageHead, SearchBox } from '../features/content/layout'
import { useRouteEntry } from '../lib/useRouteEntry'
import type { PagePrefetch } from './registry'

export const prefetch: PagePrefetch = ({ queryClient, api }) => queryClient.ensureQueryData(helpEntriesQuery(api))

const Layout = styled.div`
  display: grid;
  gap: 40px;
`

const Group = styled.section`
  h2 {
    margin: 0 0 12px;
    font-size: 20px;
  }
  details {
    border-bottom: 1px solid var(--line);
  }
  summary {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 16px;
    padding: 18px 4px;
    font-size: 16px;
    font-weight: 600;
    cursor: pointer;
    list-style: none;
  }
  summary::-webkit-details-marker {
    display: none;
  }
  summary::after {
    content: '+';
    flex: none;
    font-size: 22px;
    font-weight: 400;
    color: var(--fg-muted);
    transition: transform 0.2s ease;
  }
  details[open] summary::after {
    transform: rotate(45deg);
  }
  details p {
    margin: 0;
    padding: 0 4px 20px;
    color: var(--fg-muted);
    line-height: 1.8;
  }
`

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
  > form {
    flex: 1 1 320px;
  }
`

/** /help: the FAQ from the common service, grouped by category, with the consultation entrance. */
export default function HelpPage() {
  const entry = useRouteEntry()
  const entries = useRead(helpEntriesQuery)
  const categories = [...new Set(entries.map((each) => each.category))]
  return (
    <ContentPage>
      <PageHead>
        <h1>{entry.title}</h1>
        <p>常见问题解答。没有找到答案？直接咨询我们的顾问。</p>
        <Actions>
          <SearchBox />
          <ConsultationButton>咨询</ConsultationButton>
        </Actions>
      </PageHead>
      <Layout>
        {categories.map((category) => (
          <Group key={category} aria-label={category}>
            <h2>{category}</h2>
            {entries
              .filter((each) => each.category === category)
              .map((each) => (
                <details key={each.id} id={`faq-${each.id}`} data-testid="help-entry">
                  <summary>{each.question}</summary>
                  <p>{each.answer}</p>
                </details>
              ))}
          </Group>
        ))}
      </Layout>
      <ConsultationCallout title="没有找到答案？" text="留下你的问题，顾问会在一个工作日内联系你。" />
    </ContentPage>
  )
}
