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

export const CardGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  gap: 16px;
  margin: 32px 0 0;
  padding: 0;
  list-style: none;
  li {
    padding: 20px;
    border-radius: var(--radius);
    background: var(--bg-soft);
    border: 1px solid var(--line);
  }
  h2,
  h3 {
    font-size: 17px;
  }
  p {
    margin: 0;
    color: var(--fg-muted);
    font-size: 14px;
  }
`
