import { lazy, Suspense, useEffect, useState } from 'react'
import type { AdIslandData } from '../../shared/ssrData'
import { AdLanding } from '../features/ads/AdLanding'
import { useAdReportAfterLogin } from '../features/ads/useAdReportAfterLogin'
import { useWechatShare } from '../features/wechatShare/useWechatShare'
import { LandingHotline } from '../features/customerService/landingHotline'
import { AdHeader } from '../layouts/AdHeader'
import type { ApiClient } from '../lib/api/client'
import { ApiProvider } from '../lib/api/context'
import '../styles/global'
import { consultationDialog } from '../blocks/dialogs/dialogs'
import { customerServiceDialog } from '../features/customerService/serviceDialog'
import { IslandDialogs } from './IslandDialogs'

// The shared dialogs a landing opens (its 咨询 button, 在线客服); the app's others stay out of its code.
consultationDialog.provide(() => import('../features/consultation/ConsultationDialog'))
// A visitor's 在线客服 (the consultation and the hotline): a landing has no session to chat in, nor the login dialog.
customerServiceDialog.provide(() => import('../features/customerService/LandingServiceDialog'))

/** What every landing does once in the browser: the report after a login, WeChat's share card, the hydrated mark. */
function LandingEffects({ data }: { data: AdIslandData }) {
  useAdReportAfterLogin(data.loggedIn)
  useWechatShare(data.landing.key)
  useEffect(() => {
    // Marks the document as interactive, for tests and for CSS that must wait for JS (as the app's root shell does).
    document.documentElement.dataset.hydrated = 'true'
  }, [])
  return null
}

// The app's 在线客服 entry, as its own chunk: as the app's deferred part it would bring lib/deferred into
// the chunk the app shares with the island, and the app's pages would grow.
const ServiceEntry = lazy(() => import('../features/customerService/CustomerServiceEntry.deferred'))

/** 在线客服 on a landing, once hydrated (a floating button, nothing to paint first); its dialog loads on the press. */
function LandingService() {
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  return hydrated ? (
    <Suspense fallback={null}>
      <ServiceEntry />
    </Suspense>
  ) : null
}

/**
 * An ad landing as an island (docs/decisions/020): the ad layout and the landing without
 * the router or the query cache, rendered by the server (worker/ssr/render.tsx) and
 * hydrated by client/adEntry.tsx from the same props. Links leave with a full page load.
 */
export function AdIsland({ data, api }: { data: AdIslandData; api: ApiClient }) {
  return (
    <ApiProvider value={api}>
      <LandingHotline value={data.hotline}>
        <AdHeader />
        <main id="main">
          <AdLanding landing={data.landing} download={data.download} />
        </main>
        <LandingService />
        <LandingEffects data={data} />
        <IslandDialogs />
      </LandingHotline>
    </ApiProvider>
  )
}
