import { dehydrate } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { renderToReadableStream } from 'react-dom/server.edge'
import {
  createStaticHandler,
  createStaticRouter,
  isRouteErrorResponse,
  RouterContextProvider,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router'
import type { Viewer } from '../../shared/access'
import type { LoginScene } from '../../shared/scenes'
import type { RouteEntry } from '../../shared/routes'
import type { Landing } from '../../shared/contracts/schemas/ads'
import type { AdIslandData, HomeIslandData, SsrData } from '../../shared/ssrData'
import {
  AdIsland,
  AppProviders,
  appContext,
  createApiClient,
  createQueryClient,
  createRoutes,
  HomeIsland,
  prefetchShell,
  viewerQueryKey,
} from '../../client/server'
import { adIslandData } from './adIsland'
import { isAdIsland, isHomeIsland, pageAssets } from './assets'
import './deferred'
import { eagerPages } from './pages'
import { documentEnd, documentShell, documentStart, type HeadExtras } from './document'

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0))

const handler = createStaticHandler(createRoutes(eagerPages))

/** The edge's viewers: the main scene's always, and the page's own scene's. */
export type PageViewers = { main: Viewer } & Partial<Record<LoginScene, Viewer>>

export interface RenderInput {
  request: Request
  entry: RouteEntry
  /** Looked up when the body needs them: for an open page, after the shell and head have gone out. */
  viewers: () => Promise<PageViewers>
  nonce: string
  /** Serves `/api/*` calls of loaders in-process, with the visitor's cookies. */
  fetchApi: (request: Request) => Promise<Response>
  /** Crawlers get the whole document in one piece. */
  waitForAll: boolean
  onError: (error: unknown) => void
  /**
   * For a guarded page whose guard needs the session: asked once the head is out, before
   * any loader runs; a refused visitor is sent home by the document (the status is gone).
   */
  admitted?: () => Promise<boolean>
  /** Head extras the edge knows without a lookup. */
  head?: HeadExtras
  /**
   * Called once a render ends: with the document after its shell when the whole page
   * rendered with no loader or render error (the page cache keeps only those), else with
   * nothing, so the cache lets another request render it. Never called for a page served
   * from the cache.
   */
  keep?: (afterShell: string | undefined) => void
  /**
   * What the edge looks up once the document's shell is out: the page cache's copy of the
   * rest (docs/decisions/013), or else the ad landing whose head and props it reads.
   */
  prepare?: () => Promise<Prepared>
}

export type Prepared = { kept: Uint8Array } | { kept?: undefined; head?: HeadExtras; landing?: Landing }

/** Route errors as react-router's browser router expects to find them in its hydration data. */
function serializeErrors(errors: StaticHandlerContext['errors']): Record<string, unknown> | null {
  if (!errors) return null
  return Object.fromEntries(
    Object.entries(errors).map(([id, error]) => [
      id,
      isRouteErrorResponse(error) ? { ...error, __type: 'RouteErrorResponse' } : error instanceof Error ? { message: error.message, __type: 'Error' } : error,
    ]),
  )
}

/** A page's React tree, and what the browser hydrates it from (read once the tree has streamed). */
interface Body {
  element: ReactNode
  data: () => SsrData | AdIslandData | HomeIslandData
  /** No loader failed. */
  complete: () => boolean
}

/** The app: react-router's static handler runs the loaders (or redirects), react-query holds their data. */
async function appBody(input: RenderInput, url: URL): Promise<Body | { redirect: string }> {
  const queryClient = createQueryClient()
  for (const [scene, viewer] of Object.entries(await input.viewers())) queryClient.setQueryData(viewerQueryKey(scene as LoginScene), viewer)
  const api = createApiClient({ origin: url.origin, fetch: input.fetchApi })
  const requestContext = new RouterContextProvider()
  requestContext.set(appContext, { queryClient, api })
  const context = await handler.query(input.request, { requestContext })
  // Guards run at the edge before this point; a loader redirect is still honoured.
  if (context instanceof Response) return { redirect: context.headers.get('location') ?? '/' }
  const router = createStaticRouter(handler.dataRoutes, context)
  return {
    element: (
      <AppProviders queryClient={queryClient} api={api}>
        <StaticRouterProvider router={router} context={context} hydrate={false} nonce={input.nonce} />
      </AppProviders>
    ),
    data: () => ({
      router: { loaderData: context.loaderData, actionData: context.actionData, errors: serializeErrors(context.errors) },
      queries: dehydrate(queryClient),
    }),
    complete: () => !context.errors,
  }
}

/** An ad landing: the island's tree from props read first, no router (docs/decisions/020). */
async function islandBody(input: RenderInput, url: URL, landing: Landing | undefined): Promise<Body> {
  const api = createApiClient({ origin: url.origin, fetch: input.fetchApi })
  const data = await adIslandData({ url, api, landing, loggedIn: (await input.viewers()).main.loggedIn })
  return { element: <AdIsland data={data} api={api} />, data: () => data, complete: () => true }
}

/**
 * The home page: the island's tree (docs/decisions/043) with the query cache the app's root
 * loader would fill (the home page has no prefetch of its own), no router.
 */
async function homeBody(input: RenderInput, url: URL): Promise<Body> {
  const queryClient = createQueryClient()
  for (const [scene, viewer] of Object.entries(await input.viewers())) queryClient.setQueryData(viewerQueryKey(scene as LoginScene), viewer)
  const api = createApiClient({ origin: url.origin, fetch: input.fetchApi })
  await prefetchShell(queryClient, api)
  return {
    element: <HomeIsland queryClient={queryClient} api={api} url={{ pathname: url.pathname, search: url.search, hash: '' }} />,
    data: () => ({ island: 'home', queries: dehydrate(queryClient) }),
    complete: () => true,
  }
}

/** Ends a document whose status has gone out by sending the browser on to `to`. */
function leaveFor(to: string, nonce: string): string {
  return `</div><script nonce="${nonce}">location.replace(${JSON.stringify(to)})</script></body></html>`
}

/**
 * Streams the page: the shell goes out at once; then the edge's lookups (a kept page ends
 * the document there), the head, the loaders, React's body, and the hydration data with
 * the client's loader close it.
 */
export function renderDocument(input: RenderInput): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder()
  const url = new URL(input.request.url)
  const assets = pageAssets(input.entry)
  const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>()

  const write = async () => {
    const writer = writable.getWriter()
    let visitorGone = false
    let rendered = false
    let failed = false
    const onError = (error: unknown) => {
      failed = true
      input.onError(error)
    }
    // What follows the shell, decoded as it is sent, when the page cache may keep it.
    const decoder = new TextDecoder()
    let afterShell: string | undefined
    const send = (chunk: Uint8Array | string) => {
      const bytes = typeof chunk === 'string' ? encoder.encode(chunk) : chunk
      if (afterShell !== undefined) afterShell += decoder.decode(bytes, { stream: true })
      return writer.write(bytes).catch((error: unknown) => {
        visitorGone = true // the response was cancelled: stop rendering, nothing to report
        throw error
      })
    }
    try {
      // The shell and theme go out before any lookup; the runtime gets a turn to put them on the wire.
      await send(documentShell(input.entry))
      await nextTask()
      const prepared: Prepared = (await input.prepare?.()) ?? {}
      if (prepared.kept) {
        await send(prepared.kept)
        return
      }
      if (input.keep) afterShell = ''
      await send(documentStart({ entry: input.entry, url, nonce: input.nonce, assets, extras: { ...input.head, ...prepared.head } }))
      // And again for the head, before the loaders and React take the CPU.
      await nextTask()
      if (input.admitted && !(await input.admitted())) {
        await send(leaveFor('/', input.nonce))
        return
      }

      const body = isAdIsland(input.entry)
        ? await islandBody(input, url, prepared.landing)
        : isHomeIsland(input.entry)
          ? await homeBody(input, url)
          : await appBody(input, url)
      if ('redirect' in body) {
        await send(leaveFor(body.redirect, input.nonce))
        return
      }
      const stream = await renderToReadableStream(body.element, { nonce: input.nonce, onError, signal: input.request.signal })
      stream.allReady.catch(() => undefined) // rejected when the visitor goes away; nothing to do then
      if (input.waitForAll) await stream.allReady
      const reader = stream.getReader()
      for (;;) {
        const { done, value } = await reader.read()
        if (done) break
        await send(value)
      }

      rendered = body.complete()
      await send(documentEnd({ nonce: input.nonce, assets, data: body.data() }))
    } catch (error) {
      failed = true
      if (visitorGone) return
      input.onError(error)
      await send('</div><p>页面加载失败，请刷新重试。</p></body></html>').catch(() => undefined)
    } finally {
      // Before the close, while the response (and so the request's context) is still open.
      if (afterShell !== undefined) input.keep?.(rendered && !failed && !visitorGone ? afterShell + decoder.decode() : undefined)
      await writer.close().catch(() => undefined)
    }
  }
  void write()
  return readable
}
