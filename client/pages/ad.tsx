import { useLocation } from 'react-router'
import { AdLanding } from '../features/ads/AdLanding'
import { useLanding } from '../features/ads/api/landing'
import { landingKeyOf } from '../features/ads/landingKey'

/** /ad, /ad/{id}, /ad/baidu, /ad/ktw, /ad/qnwallpaper, /ad/tencent: landings from D1 (the edge seeds the data). */
export default function AdPage() {
  const { pathname } = useLocation()
  return <AdLanding landing={useLanding(landingKeyOf(pathname))} />
}
