import { styled } from '@linaria/react'
import type { ReactNode } from 'react'
import { useRouteEntry } from '../lib/useRouteEntry'

const Section = styled.section`
  max-width: var(--max-width);
  margin: 0 auto;
  padding: 72px 20px 48px;
  h1 {
    font-size: clamp(28px, 4vw, 44px);
    letter-spacing: -0.01em;
  }
  > p {
    max-width: 640px;
    color: var(--fg-muted);
    font-size: 17px;
  }
`

/** A page heading from the route table, with an optional lead and content below. */
export function PageIntro({ lead, children }: { lead?: string; children?: ReactNode }) {
  const entry = useRouteEntry()
  return (
    <Section>
      <h1>{entry.title}</h1>
      <p>{lead ?? entry.description}</p>
      {children}
    </Section>
  )
}
