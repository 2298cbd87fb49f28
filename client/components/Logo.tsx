import { Link } from '../lib/links'
import { brandLabel, brandLink, BrandLogoBody } from './BrandLogo'

/** The brand mark: an aperture drawn in SVG, plus the name, linking home through the router. */
export function Logo({ suffix }: { suffix?: string }) {
  return (
    <Link className={brandLink} to="/" aria-label={brandLabel(suffix)}>
      <BrandLogoBody suffix={suffix} />
    </Link>
  )
}
