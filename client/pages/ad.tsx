import { useLocation } from 'react-router'
import { AdLanding } from '../features/ads/AdLanding'
import { useLandingAt } from '../features/ads/useLandingAt'

/** /ad, /ad/{id}, /ad/baidu, /ad/ktw, /ad/qnwallpaper, /ad/tencent: landings from D1 (the edge seeds the data). */
export default function AdPage() {
  const { pathname } = useLocation()
  return <AdLanding landing={useLandingAt(pathname)} />
}
