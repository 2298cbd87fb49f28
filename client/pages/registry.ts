import type { QueryClient } from '@tanstack/react-query'
import type { ComponentType } from 'react'
import type { Params } from 'react-router'
import type { Viewer } from '../../shared/access'
import type { PageKey, RouteEntry } from '../../shared/routes'
import type { ApiClient } from '../lib/api/client'

/** What a page's `prefetch` gets: the request's cache and API client, and where it is. */
export interface PagePrefetchArgs {
  queryClient: QueryClient
  api: ApiClient
  /** The route table entry matched (its `variant` tells pages shared by several entries apart). */
  entry: RouteEntry
  /** Path parameters (`:id`, `:uuid`, …). */
  params: Params
  /** The full URL, for search parameters. */
  url: URL
  /** The visitor in the page's login scene (`entry.loginScene`). */
  viewer: Viewer
}

/**
 * A page's data, loaded before it renders: on the server before the body streams (so the
 * first paint has it and the cache is dehydrated to the browser), in the browser before a
 * client navigation shows the page. Fill the cache with the same `queryOptions` the
 * page's components read (`queryClient.ensureQueryData(productsQuery(api))`); a failure
 * is ignored here, and the component's own query shows it as it would without a prefetch.
 */
export type PagePrefetch = (args: PagePrefetchArgs) => Promise<unknown> | undefined

/**
 * A page module, one file per PageKey under client/pages:
 *
 * ```tsx
 * export const prefetch: PagePrefetch = ({ queryClient, api, params }) =>
 *   queryClient.ensureQueryData(activityQuery(api, params.uuid ?? ''))
 * export default function ActivityPage() { const activity = useActivity(useParams().uuid) … }
 * ```
 */
export interface PageModule {
  default: ComponentType
  /** Optional: the page's data, loaded by the route's loader (client/router/routes.tsx). */
  prefetch?: PagePrefetch
}

/** How the router gets page modules: lazily in the browser, eagerly on the server (worker/ssr/pages.ts). */
export interface PageSource {
  /** The component half of the page's route. */
  route: (page: PageKey) => { lazy: () => Promise<{ Component: ComponentType }> } | { Component: ComponentType }
  /** The whole module, for its `prefetch`. */
  module: (page: PageKey) => PageModule | Promise<PageModule>
}

/** Modules already loaded, handed out at once: a navigation between loaded pages waits for nothing. */
const loaded = new Map<PageKey, PageModule>()

/** The table of every page's chunk, loaded with the first navigation (or the first tap before it), not on arrival. */
const pageTable = () => import('./table')

async function load(key: PageKey): Promise<PageModule> {
  const loader = (await pageTable()).pageLoaders[`./${key}.tsx`]
  if (!loader) throw new Error(`No page module for ${key}`)
  const module = await loader()
  loaded.set(key, module)
  return module
}

/**
 * The module of the page the server rendered, from the file the server named (worker/ssr/assets.ts):
 * the client's loader has fetched and run it with the other preloads, so hydrating needs no table.
 */
export async function loadServedPage(key: PageKey, file: string): Promise<PageModule> {
  const module = (await import(/* @vite-ignore */ file)) as PageModule
  loaded.set(key, module)
  return module
}

/** The first pointer or focus on the page fetches the table, so the navigation it may start does not wait for it. */
export function fetchPageTableOnIntent(): void {
  const fetchTable = () => {
    for (const type of INTENTS) removeEventListener(type, fetchTable, true)
    void pageTable()
  }
  for (const type of INTENTS) addEventListener(type, fetchTable, { capture: true, passive: true })
}

const INTENTS = ['pointerdown', 'pointerover', 'touchstart', 'focusin', 'keydown'] as const

/** The browser's pages: each page's code loads when it is first visited. */
export const lazyPages: PageSource = {
  route: (key) => ({ lazy: async () => ({ Component: (loaded.get(key) ?? (await load(key))).default }) }),
  module: (key) => loaded.get(key) ?? load(key),
}
