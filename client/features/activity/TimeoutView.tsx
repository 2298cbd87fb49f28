import { css } from '@linaria/core'
import { styled } from '@linaria/react'
import { useSearchParams } from 'react-router'
import { useTimeoutPage } from './api/timeoutPage'
import { TIMEOUT_TEXT } from './otherActivities'
import { Body, Card, Cta, Hero, Page, SectionTitle, Subtitle, Title } from './styles'

export { timeoutPageQuery } from './api/timeoutPage'

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: 10px;
`

const Item = styled.a`
  display: flex;
  align-items: center;
  gap: 10px;
  min-height: 52px;
  padding: 12px 14px;
  border-radius: 14px;
  background: #f7f8fb;
  color: var(--ink);
  text-decoration: none;
  strong {
    flex: 1;
    min-width: 0;
    font-size: 15px;
    font-weight: 600;
    line-height: 1.4;
  }
  span {
    flex: none;
    padding: 2px 8px;
    border-radius: 999px;
    font-size: 12px;
    background: #eef0f4;
    color: var(--muted);
  }
  &[data-running] span {
    background: #fff1e8;
    color: var(--accent-text);
  }
  em {
    flex: none;
    font-style: normal;
    font-size: 13px;
    color: var(--muted);
  }
`

const None = styled.p`
  margin: 0 0 16px;
  text-align: center;
  color: var(--muted);
`

/** The activity pages' button drawn as a link (a class, not a styled() around it: Linaria's build of that aborts). */
const ctaLink = css`
  display: grid;
  place-items: center;
  text-decoration: none;
`

const Home = styled.a`
  justify-self: center;
  padding: 8px 16px;
  font-size: 14px;
  color: var(--muted);
`

/**
 * Where a visitor of an ended activity lands (from an ad or a shared link): which activity
 * ended, when its uuid came along, and the ones open now to go to instead; with none, the
 * packages and home.
 */
export function TimeoutView() {
  const [search] = useSearchParams()
  const { endedTitle, others } = useTimeoutPage(search.get('uuid'))
  return (
    <Page>
      <Hero>
        <Title>{TIMEOUT_TEXT.title}</Title>
        <Subtitle data-testid="ended-activity">{endedTitle ? TIMEOUT_TEXT.named(endedTitle) : TIMEOUT_TEXT.unnamed}</Subtitle>
      </Hero>
      <Body>
        <Card>
          {others.length > 0 ? (
            <>
              <SectionTitle>{TIMEOUT_TEXT.others}</SectionTitle>
              <List data-testid="other-activities">
                {others.map((activity) => (
                  <li key={activity.uuid}>
                    <Item href={activity.link} data-running={activity.running || undefined}>
                      <strong>{activity.title}</strong>
                      <span>{activity.label}</span>
                      <em aria-hidden="true">{TIMEOUT_TEXT.go} ›</em>
                    </Item>
                  </li>
                ))}
              </List>
            </>
          ) : (
            <>
              <None>{TIMEOUT_TEXT.none}</None>
              <Cta as="a" href="/payment" className={ctaLink}>
                {TIMEOUT_TEXT.buy}
              </Cta>
            </>
          )}
        </Card>
        <Home href="/">{TIMEOUT_TEXT.home}</Home>
      </Body>
    </Page>
  )
}
