import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { Toaster } from '../components/Toaster'
import { useAdReportAfterLogin } from '../features/ads/useAdReportAfterLogin'
import { useAppLogin } from '../features/appBridge/useAppLogin'
import { CustomerServiceButton } from '../features/customerService/CustomerServiceButton'
import { useWechatShare } from '../features/wechatShare/useWechatShare'
import { useViewer } from '../blocks/session/viewer'
import { SiteFrame } from '../layouts/SiteFrame'
import type { ApiClient } from '../lib/api/client'
import { ApiProvider } from '../lib/api/context'
import HomePage from '../pages/home'
import { provideDialogs } from '../router/dialogs'
import '../styles/global'
import { FullLoadRouter } from './fullLoadRouter'
import { IslandDialogs } from './IslandDialogs'

// The app's dialogs (the login dialog among them), each loaded on its first open, as in the app.
provideDialogs()

/**
 * What the app's root shell does on every page that the home page needs too: the ad report
 * after a login, the login handed over by the desktop app, WeChat's share card, the hydrated
 * mark. The route's head and <html>'s theme are the server's (one page, no navigation), the
 * session guard has nothing to guard here, and with no client navigation there is no scroll
 * to restore nor stale code to leave (the build watcher).
 */
function HomeEffects({ path }: { path: string }) {
  useAdReportAfterLogin(useViewer().loggedIn)
  useAppLogin()
  useWechatShare(path)
  useEffect(() => {
    // Marks the document as interactive, for tests and for CSS that must wait for JS (as the app's root shell does).
    document.documentElement.dataset.hydrated = 'true'
  }, [])
  return null
}

/**
 * The home page as an island (docs/decisions/043): the site's frame and the home page of the
 * app, without react-router's router, rendered by the server (worker/ssr/render.tsx) and
 * hydrated by client/homeEntry.tsx with the same query cache. Links leave with a full page
 * load (./fullLoadRouter); the dialogs load on the first open (./IslandDialogs).
 */
export function HomeIsland({ queryClient, api, url }: { queryClient: QueryClient; api: ApiClient; url: { pathname: string; search: string; hash: string } }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ApiProvider value={api}>
        <FullLoadRouter pathname={url.pathname} search={url.search} hash={url.hash}>
          <SiteFrame>
            <HomePage />
          </SiteFrame>
          <CustomerServiceButton />
          <Toaster />
          <IslandDialogs toasts={false} />
          <HomeEffects path={`${url.pathname}${url.search}`} />
        </FullLoadRouter>
      </ApiProvider>
    </QueryClientProvider>
  )
}
