import { css } from '@linaria/core'
import { BRAND_NAME } from '../../shared/constants'

/** The look of the brand's link home. */
export const brandLink = css`
  display: inline-flex;
  align-items: center;
  gap: 10px;
  font-weight: 700;
  font-size: 18px;
  text-decoration: none;
  color: inherit;
  white-space: nowrap;
`

/** The link's accessible name: it begins with the visible text (WCAG 2.5.3: label in name), then says where it goes. */
export function brandLabel(suffix?: string): string {
  return `${BRAND_NAME}${suffix ? ` ${suffix}` : ''} 首页`
}

/** What the brand link shows: an aperture drawn in SVG, the name and an optional label. */
export function BrandLogoBody({ suffix }: { suffix?: string }) {
  return (
    <>
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
    </>
  )
}

/** The brand mark as a plain link home, where there is no router (the ad landings: a full page load). */
export function PlainLogo({ suffix }: { suffix?: string }) {
  return (
    <a className={brandLink} href="/" aria-label={brandLabel(suffix)}>
      <BrandLogoBody suffix={suffix} />
    </a>
  )
}
