import { styled } from '@linaria/react'
import { Link } from 'react-router'
import { BRAND_NAME } from '../../shared/routes'

const Brand = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 10px;
  font-weight: 700;
  font-size: 18px;
  text-decoration: none;
  color: inherit;
  white-space: nowrap;
`

/** The brand mark: an aperture drawn in SVG, plus the name. */
export function Logo({ suffix }: { suffix?: string }) {
  return (
    // The name begins with the visible text (WCAG 2.5.3: label in name), then says where it goes.
    <Brand to="/" aria-label={`${BRAND_NAME}${suffix ? ` ${suffix}` : ''} 首页`}>
      <svg width="28" height="28" viewBox="0 0 28 28" aria-hidden="true">
        <defs>
          <linearGradient id="logo-gradient" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#ffb347" />
            <stop offset="1" stopColor="#ff5a1f" />
          </linearGradient>
        </defs>
        <circle cx="14" cy="14" r="13" fill="url(#logo-gradient)" />
        <path d="M14 5 L20 16 L8 16 Z" fill="#fff" opacity="0.9" />
        <circle cx="14" cy="19" r="3.2" fill="#fff" />
      </svg>
      <span>{BRAND_NAME}</span>
      {suffix ? <span style={{ fontWeight: 400, opacity: 0.7 }}>{suffix}</span> : null}
    </Brand>
  )
}
