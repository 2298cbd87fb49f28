import { useLocation } from '../lib/links'
import { DOWNLOAD_APPS } from '../../shared/contracts/download'
import { AdLanding } from '../features/ads/AdLanding'
import { landingQueryAt, useLandingAt } from '../features/ads/useLandingAt'
import { downloadInfoQuery, useDownloadInfo } from '../features/download/downloadInfo'
import type { PagePrefetch } from './registry'

/** Both reads before a navigation inside the app lands here. */
export const prefetch: PagePrefetch = ({ queryClient, api, url }) =>
  Promise.all([queryClient.ensureQueryData(landingQueryAt(api, url.pathname)), queryClient.ensureQueryData(downloadInfoQuery(api, DOWNLOAD_APPS.Cake))])

/**
 * /ad, /ad/{id}, /ad/baidu, /ad/ktw, /ad/qnwallpaper, /ad/tencent inside the app's router.
 * A landing opened from outside is the ad island instead (client/island, docs/decisions/020):
 * the server renders the same landing without the router and the browser boots a small entry.
 */
export default function AdPage() {
  const { pathname } = useLocation()
  return <AdLanding landing={useLandingAt(pathname)} download={useDownloadInfo(DOWNLOAD_APPS.Cake)} />
}
