import { useEffect } from 'react'
import type { AdIslandData } from '../../shared/ssrData'
import { AdLanding } from '../features/ads/AdLanding'
import { useAdReportAfterLogin } from '../features/ads/useAdReportAfterLogin'
import { useWechatShare } from '../features/wechatShare/useWechatShare'
import { LandingHotline } from '../features/customerService/landingHotline'
import { AdHeader } from '../layouts/AdHeader'
import type { ApiClient } from '../lib/api/client'
import { ApiProvider } from '../lib/api/context'
import '../styles/global'
import { consultationDialog, customerServiceDialog } from '../blocks/dialogs/dialogs'
import { IslandDialogs } from './IslandDialogs'

// The shared dialogs a landing opens (its 咨询 button, 在线客服 in its bottom bar); the app's others stay out of its code.
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
        <LandingEffects data={data} />
        <IslandDialogs />
      </LandingHotline>
    </ApiProvider>
  )
}
