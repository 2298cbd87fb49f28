import '@vitejs/plugin-react/preamble'
import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { SSR_DATA_ELEMENT_ID, type AdIslandData } from '../shared/ssrData'
import { AdIsland } from './island/AdIsland'
import { lazyApiClient } from './lib/api/lazyClient'
import { showToast } from './lib/toast'
import { trackWhenIdle } from './features/ads/trackWhenIdle'

/**
 * The ad landings' browser entry (docs/decisions/020): hydrates the island the server
 * rendered from the props it serialised, with no router, no query cache and no API
 * client until a call needs one. No build watcher: a landing has no client navigation.
 */
function boot() {
  const data = JSON.parse(document.getElementById(SSR_DATA_ELEMENT_ID)?.textContent ?? 'null') as AdIslandData | null
  if (!data) return
  const api = lazyApiClient({
    origin: window.location.origin,
    fetch: (request) => fetch(request),
    onError: (error) => showToast(error.message, { tone: 'error' }),
  })
  // In a transition, as the app's entry: React yields to the browser while it hydrates.
  startTransition(() => {
    hydrateRoot(
      document.getElementById('root')!,
      <StrictMode>
        <AdIsland data={data} api={api} />
      </StrictMode>,
    )
  })

  trackWhenIdle()
}

boot()
