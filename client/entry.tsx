import '@vitejs/plugin-react/preamble'
import { hydrate } from '@tanstack/react-query'
import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { createBrowserRouter, RouterContextProvider } from 'react-router'
import { RouterProvider } from 'react-router/dom'
import { BUILD_POLL_INTERVAL_MS } from '../shared/constants'
import { ROUTES } from '../shared/routes'
import { SSR_DATA_ELEMENT_ID, type SsrData } from '../shared/ssrData'
import { AppProviders, createQueryClient } from './AppProviders'
import { lazyApiClient } from './lib/api/lazyClient'
import { createBuildWatcher, fetchLatestBuildId } from './lib/buildWatcher'
import { scrollToFragmentOnArrival } from './lib/arrivalScroll'
import { showToast } from './lib/toast'
import { appContext } from './router/appContext'
import { endSceneLogin } from './router/sceneLogins'
import { fetchPageTableOnIntent, lazyPages, loadServedPage } from './pages/registry'
import { firstPageRoutes } from './router/firstPageRoutes'
import { createRoutes } from './router/routes'
import { keepScrollPositionsTrue } from './router/scrollPositions'
import { trackWhenIdle } from './features/ads/trackWhenIdle'

/** Ends the current task: the browser may paint or answer a tap before the next step. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

async function boot() {
  scrollToFragmentOnArrival()
  // Evaluating the modules was one task; reading the server's state and hydrating are others.
  await nextTask()
  const data = JSON.parse(document.getElementById(SSR_DATA_ELEMENT_ID)?.textContent ?? 'null') as SsrData | null
  const queryClient = createQueryClient()
  if (data) hydrate(queryClient, data.queries)
  const api = lazyApiClient({
    origin: window.location.origin,
    fetch: (request) => fetch(request),
    onError: (error) => showToast(error.message, { tone: 'error' }),
    // An expired login is forgotten at once, in its own scene only; the toast says why and
    // the scene's login dialog opens again (spec section 8).
    onUnauthorized: (scene) => endSceneLogin(queryClient, scene),
  })

  // The router starts with the server's matched routes (decision 027). The page's lazy module
  // must be in place before hydrating, or the first render would differ from the server's.
  const start = firstPageRoutes(createRoutes(lazyPages), new Set(Object.keys(data?.router.loaderData ?? {})))
  // The server names the page's module and file, so arrival loads no table of every page's chunk.
  const served = document.querySelector<HTMLElement>('script[data-page-file]')?.dataset
  await Promise.all(
    start.pages.map(async (route) => {
      const page = ROUTES.find((entry) => entry.id === route.id)?.page
      if (page && page === served?.page && served.pageFile) {
        Object.assign(route, { Component: (await loadServedPage(page, served.pageFile)).default, lazy: undefined })
      } else if (typeof route.lazy === 'function') {
        Object.assign(route, await route.lazy(), { lazy: undefined })
      }
    }),
  )
  fetchPageTableOnIntent()
  // Evaluating the page's modules was this task; the router is made in the next.
  await nextTask()
  if (data) window.__staticRouterHydrationData = data.router
  keepScrollPositionsTrue()
  const router = createBrowserRouter(start.routes, {
    patchRoutesOnNavigation: start.patchRoutesOnNavigation,
    getContext: () => {
      const context = new RouterContextProvider()
      context.set(appContext, { queryClient, api })
      return context
    },
  })

  await nextTask()
  // Hydrating in a transition lets React yield to the browser between components, so a tap or
  // a frame is not held up by one long task (react-router's own entry does the same).
  startTransition(() => {
    hydrateRoot(
      document.getElementById('root')!,
      <StrictMode>
        <AppProviders queryClient={queryClient} api={api}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    )
  })

  trackWhenIdle()

  const watcher = createBuildWatcher(__BUILD_ID__, fetchLatestBuildId)
  if (__BUILD_ID__ !== 'dev') {
    setInterval(() => void watcher.check(), BUILD_POLL_INTERVAL_MS)
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') void watcher.check()
    })
  }
  router.subscribe((state) => {
    const next = state.navigation.location
    if (next && watcher.isStale()) window.location.assign(`${next.pathname}${next.search}${next.hash}`)
  })
}

void boot()
