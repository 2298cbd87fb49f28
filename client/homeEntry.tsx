import '@vitejs/plugin-react/preamble'
import { hydrate } from '@tanstack/react-query'
import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { SSR_DATA_ELEMENT_ID, type HomeIslandData } from '../shared/ssrData'
import { createQueryClient } from './AppProviders'
import { HomeIsland } from './island/HomeIsland'
import { lazyApiClient } from './lib/api/lazyClient'
import { keepScrollOnReturn, scrollToFragmentOnArrival } from './lib/arrivalScroll'
import { showToast } from './lib/toast'
import { endSceneLogin } from './router/sceneLogins'
import { keepScrollPositionsTrue } from './router/scrollPositions'
import { trackWhenIdle } from './features/ads/trackWhenIdle'

/**
 * The home page's browser entry (docs/decisions/043): hydrates the island the server rendered
 * with the query cache it serialised, with no router and no API client until a call needs
 * one. No build watcher: every link leaves with a full page load.
 */
function boot() {
  scrollToFragmentOnArrival()
  // As the app's: a position saved or restored means the same place once every section is laid out.
  keepScrollPositionsTrue()
  keepScrollOnReturn()
  const data = JSON.parse(document.getElementById(SSR_DATA_ELEMENT_ID)?.textContent ?? 'null') as HomeIslandData | null
  const queryClient = createQueryClient()
  if (data) hydrate(queryClient, data.queries)
  const api = lazyApiClient({
    origin: window.location.origin,
    fetch: (request) => fetch(request),
    onError: (error) => showToast(error.message, { tone: 'error' }),
    // As the app's: an expired login is forgotten in its scene and its login dialog opens again (spec section 8).
    onUnauthorized: (scene) => endSceneLogin(queryClient, scene),
  })
  const { pathname, search, hash } = window.location
  // In a transition, as the app's entry: React yields to the browser while it hydrates.
  startTransition(() => {
    hydrateRoot(
      document.getElementById('root')!,
      <StrictMode>
        <HomeIsland queryClient={queryClient} api={api} url={{ pathname, search, hash }} />
      </StrictMode>,
    )
  })

  trackWhenIdle()
}

boot()
