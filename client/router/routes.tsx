import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router'
import { forwardOf, mayEnter } from '../../shared/guard'
import { LAYOUTS, ROUTES, type PageKey, type RouteEntry } from '../../shared/routes'
import { globalConfigQuery } from '../features/config/globalConfig'
import { readViewer } from '../features/session/viewer'
import { LAYOUT_COMPONENTS } from '../layouts'
import { appContext } from './appContext'
import { RootErrorBoundary, RootShell } from './RootShell'

/**
 * Global config is loaded on every navigation, and user info too when the edge says the
 * visitor is logged in, so the header shows the user in the first paint. A failure of
 * either leaves pages to render without it.
 */
async function rootLoader({ context }: LoaderFunctionArgs) {
  const { queryClient, api } = context.get(appContext)
  await Promise.all([queryClient.ensureQueryData(globalConfigQuery(api)).catch(() => undefined), readViewer(queryClient).loggedIn ? loadUserInfo(context) : undefined])
  return null
}

/** Imported on demand: visitors, most of the traffic, never download the user contracts. */
async function loadUserInfo(context: LoaderFunctionArgs['context']) {
  const { queryClient, api } = context.get(appContext)
  const { userInfoQuery } = await import('../features/session/userInfo')
  await queryClient.ensureQueryData(userInfoQuery(api)).catch(() => undefined)
}

function cookieSource(request: Request): string | null {
  return typeof document === 'undefined' ? request.headers.get('cookie') : document.cookie
}

/** The client-side mirror of the edge guard: same table, same decision. */
function pageLoader(entry: RouteEntry) {
  return ({ request, context }: LoaderFunctionArgs) => {
    const { queryClient } = context.get(appContext)
    if (!mayEnter(entry, readViewer(queryClient, entry.loginScene), cookieSource(request))) throw redirect('/')
    const forward = forwardOf(entry, new URL(request.url).pathname)
    if (forward) throw redirect(forward)
    return null
  }
}

/** How a page's component is attached: lazily in the browser, eagerly on the server. */
export type PageRoute = (page: PageKey) => Pick<RouteObject, 'Component' | 'lazy'>

export function createRoutes(pageRoute: PageRoute): RouteObject[] {
  return [
    {
      id: 'root',
      Component: RootShell,
      ErrorBoundary: RootErrorBoundary,
      loader: rootLoader,
      children: LAYOUTS.map((layout) => ({
        id: `layout-${layout}`,
        Component: LAYOUT_COMPONENTS[layout],
        children: ROUTES.filter((entry) => entry.layout === layout).map(
          (entry): RouteObject => ({
            id: entry.id,
            path: entry.path,
            loader: pageLoader(entry),
            ...pageRoute(entry.page),
          }),
        ),
      })),
    },
  ]
}
