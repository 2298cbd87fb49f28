import { styled } from '@linaria/react'
import type { ReactNode } from 'react'

/**
 * A list of labelled values (a device's machine state, a package's use, an order's
 * summary): labels muted on the left, values beside them. `data-align="end"` puts the
 * values flush right.
 */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 6px 16px;
  margin: 0;
  font-size: 14px;
  > div {
    display: contents;
  }
  dt {
    color: var(--fg-muted);
  }
  dd {
    margin: 0;
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
  &[data-align='end'] dd {
    text-align: right;
  }
`

/** One row of `Facts` (also of any dl whose rows are a div with dt and dd). */
export function Fact({ label, children, testId }: { label: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd data-testid={testId}>{children}</dd>
    </div>
  )
}

/** Rows of label and value, in order; a label names its row, so labels are unique. */
export function FactRows({ rows }: { rows: ReadonlyArray<readonly [string, ReactNode]> }) {
  return rows.map(([label, value]) => (
    <Fact key={label} label={label}>
      {value}
    </Fact>
  ))
}
