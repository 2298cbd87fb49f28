import { cx } from '@linaria/core'
import { styled } from '@linaria/react'
import { Link, type LinkProps } from '../lib/links'
import { primaryAction } from './actionStyles'

/** The site's one call to action (the pill of `primaryAction`) as a router link. */
export function PrimaryAction({ className, ...props }: LinkProps) {
  return <Link {...props} className={cx(primaryAction, className)} />
}

/** A quieter action on the section's colours (learn more). */
export const SecondaryAction = styled(Link)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 6px;
  min-height: 48px;
  padding: 12px 24px;
  border-radius: 999px;
  font-size: 16px;
  font-weight: 600;
  color: var(--s-fg, inherit);
  text-decoration: none;
  white-space: nowrap;
  border: 1px solid var(--s-line, currentColor);
  background: var(--s-chip, transparent);
  transition: background-color 0.2s;
  &:hover {
    background: var(--s-chip-hover, transparent);
  }
`

/** An inline "learn more →" link. */
export const TextAction = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  min-height: 44px;
  font-size: 15px;
  font-weight: 600;
  color: var(--s-accent, #ff7a30);
  text-decoration: none;
  &:hover {
    text-decoration: underline;
    text-underline-offset: 4px;
  }
`
