import { styled } from '@linaria/react'
import { useState } from 'react'
import type { CategoryKey } from '../catalogue'
import { TERM_NOTES_TITLE } from '../messages'

const Fine = styled.details`
  max-width: 880px;
  margin: 20px auto 0;
  font-size: 12px;
  line-height: 1.7;
  color: var(--fg-muted);
  summary {
    cursor: pointer;
    font-size: 13px;
    font-weight: 600;
  }
  ol {
    margin: 6px 0 0;
    padding-left: 1.4em;
  }
`

type NotedCategory = 'piece' | 'token' | 'storage'
type Notes = typeof import('../termNotesText').TERM_NOTES

function noted(category: CategoryKey | undefined): category is NotedCategory {
  return category === 'piece' || category === 'token' || category === 'storage'
}

/**
 * The fine print of the category shown, for the piece, token and storage cards only: folded
 * under 购买须知, its text fetched when first opened (it is no part of the page's first download).
 */
export function TermNotes({ category }: { category: CategoryKey | undefined }) {
  const [notes, setNotes] = useState<Notes>()
  if (!noted(category)) return null
  const load = (open: boolean) => {
    if (open && !notes) void import('../termNotesText').then((module) => setNotes(module.TERM_NOTES))
  }
  return (
    <Fine data-testid="term-notes" onToggle={(event) => load(event.currentTarget.open)}>
      <summary>{TERM_NOTES_TITLE}</summary>
      {notes ? (
        <ol>
          {notes[category].map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ol>
      ) : null}
    </Fine>
  )
}
