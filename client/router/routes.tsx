import type { QueryClient } from '@tanstack/react-query'
import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router'
import { forwardOf, mayEnter } from '../../shared/guard'
import { LAYOUTS, ROUTES, type RouteEntry } from '../../shared/routes'
import { globalConfigQuery } from '../blocks/config/globalConfig'
import { readViewer } from '../blocks/session/viewer'
import { LAYOUT_COMPONENTS } from '../layouts'
import type { ApiClient } from '../lib/api/client'
import type { PageSource } from '../pages/registry'
import { appContext } from './appContext'
import { RootErrorBoundary, RootShell } from './RootShell'

/**
 * Global config is loaded on every navigation, and user info then IM info too when the edge
 * says the visitor is logged in, so the header shows the user in the first paint and the
 * phone asks for neither on arrival (nor loads zod to read them, decision 037). A failure of
 * any leaves pages to render without it, and the client asks again. The server fills the
 * home page's island's cache with it too (docs/decisions/043).
 */
export async function prefetchShell(queryClient: QueryClient, api: ApiClient): Promise<void> {
  await Promise.all([
    queryClient.ensureQueryData(globalConfigQuery(api)).catch(() => undefined),
    readViewer(queryClient).loggedIn ? loadUserInfo(queryClient, api) : undefined,
  ])
}

async function rootLoader({ context }: LoaderFunctionArgs) {
  const { queryClient, api } = context.get(appContext)
  await prefetchShell(queryClient, api)
  return null
}

/** Imported on demand: visitors, most of the traffic, never download the user contracts. */
async function loadUserInfo(queryClient: QueryClient, api: ApiClient) {
  const [{ userInfoQuery }, { imInfoQuery }] = await Promise.all([import('../blocks/session/userInfo'), import('../blocks/session/imInfo')])
  const user = await queryClient.ensureQueryData(userInfoQuery(api)).catch(() => undefined)
  // IM info comes after user info (spec section 4), as SessionData asks for it.
  if (user) await queryClient.prefetchQuery(imInfoQuery(api))
}

function cookieSource(request: Request): string | null {
  return typeof document === 'undefined' ? request.headers.get('cookie') : document.cookie
}

/**
 * Each page's loader: the client-side mirror of the edge guard (same table, same
 * decision), then the page module's `prefetch`, if it declares one (client/pages/registry.ts),
 * on the server before the body streams and in the browser before a navigation lands.
 */
function pageLoader(entry: RouteEntry, pages: PageSource) {
  return async ({ request, params, context }: LoaderFunctionArgs) => {
    const { queryClient, api } = context.get(appContext)
    const viewer = readViewer(queryClient, entry.loginScene)
    if (!mayEnter(entry, viewer, cookieSource(request))) throw redirect('/')
    const url = new URL(request.url)
    const forward = forwardOf(entry, url.pathname)
    if (forward) throw redirect(forward)
    const page = pages.module(entry.page)
    const { prefetch } = page instanceof Promise ? await page : page
    // A failed prefetch is the page's to show: its component's query fails the same way.
    await prefetch?.({ queryClient, api, entry, params, url, viewer })?.catch(() => undefined)
    return null
  }
}

export function createRoutes(pages: PageSource): RouteObject[] {
  return [
    {
      id: 'root',
      Component: RootShell,
      ErrorBoundary: RootErrorBoundary,
      loader: rootLoader,
      children: LAYOUTS.map((layout) => ({
        id: `layout-${layout}`,
        Component: LAYOUT_COMPONENTS[layout],
        children: ROUTES.filter((entry) => entry.layout === layout).map((entry): RouteObject => ({
          id: entry.id,
          path: entry.path,
          loader: pageLoader(entry, pages),
          ...pages.route(entry.page),
        })),
      })),
    },
  ]
}
