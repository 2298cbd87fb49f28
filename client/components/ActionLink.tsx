import { styled } from '@linaria/react'
import { Link } from 'react-router'

/**
 * The site's one call to action: an orange pill (trial, download), in sections and, with
 * `data-size="small"`, in headers.
 */
export const PrimaryAction = styled(Link)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  min-height: 48px;
  padding: 12px 28px;
  border-radius: 999px;
  font-size: 16px;
  font-weight: 600;
  color: #fff;
  text-decoration: none;
  white-space: nowrap;
  background: linear-gradient(135deg, #ff9a3d, #ff5a1f);
  box-shadow: 0 10px 30px rgba(255, 90, 31, 0.35);
  transition: transform 0.2s, box-shadow 0.2s;
  &:hover {
    transform: translateY(-1px);
    box-shadow: 0 14px 36px rgba(255, 90, 31, 0.45);
  }
  &[data-size='small'] {
    min-height: 0;
    padding: 8px 18px;
    font-size: 14px;
    box-shadow: none;
  }
  &[data-size='small']:hover {
    transform: none;
    box-shadow: none;
  }
`

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
