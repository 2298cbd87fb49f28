import { PlainLogo } from '../components/BrandLogo'
import { primaryAction } from '../components/actionStyles'
import { HeaderBar } from './HeaderBar'

/**
 * The ad landings' header: the brand and one action, the download. Plain links, no router:
 * a landing is an island page (docs/decisions/020), so leaving it is a full page load.
 */
export function AdHeader() {
  return (
    <HeaderBar brand={<PlainLogo />}>
      <a className={primaryAction} data-size="small" href="/download">
        免费下载
      </a>
    </HeaderBar>
  )
}
