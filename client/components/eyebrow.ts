import { css } from '@linaria/core'

/**
 * A section's eyebrow: the small accent label above its heading (the home page's sections,
 * /ability's intro and modules), in its surface's accent. The labels are Chinese, so nothing
 * changes their letter case.
 */
export const eyebrow = css`
  margin: 0 0 12px;
  font-size: 13px;
  font-weight: 700;
  letter-spacing: 0.16em;
  color: var(--s-accent);
`
