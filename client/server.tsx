/**
 * What server rendering (worker/ssr/) uses of the client: the one module the worker imports
 * from client/, so the seam between the halves is a list that can be read in one place
 * (issue 26; the layer lint holds worker/ssr to it).
 */
export { AppProviders, createQueryClient } from './AppProviders'
export { viewerQueryKey } from './blocks/session/viewer'
export { activityShareOf } from './features/activity/shareHead'
export { fetchLanding } from './features/ads/api/landing'
export { firstPaintFile, heroPreload, mediaOf } from './features/ads/heroImage'
export { landingKeyOf } from './features/ads/landingKey'
export { fetchDownloadInfo } from './features/download/downloadInfo'
export { HERO } from './features/home/hero'
export { AdIsland } from './island/AdIsland'
export { HomeIsland } from './island/HomeIsland'
export { createApiClient, type ApiClient } from './lib/api/client'
export { renderDeferredEagerly, type DeferredModule } from './lib/deferred'
export { pageFile } from './pages/files'
export type { PageModule, PageSource } from './pages/registry'
export { appContext } from './router/appContext'
export { createRoutes, prefetchShell } from './router/routes'
