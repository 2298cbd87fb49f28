import build from 'virtual:client-build'
import type { PageKey, RouteEntry } from '../../shared/routes'
import { pageFile } from '../../client/server'

export interface PageAssets {
  /** The module that boots the client. */
  entry: string
  /** The page's own module (built only), which the client loads by its file instead of through its table of every page. */
  page?: { key: PageKey; file: string }
  /** Modules the page needs before it can hydrate, each after the modules it imports. */
  preloads: string[]
  /** Stylesheets linked from the head: in dev, Linaria's sheet served by Vite. */
  stylesheets: string[]
  /** Built stylesheets whose text goes in the head (docs/decisions/021), in cascade order. */
  inlineStyles: string[]
  /** Their text, joined in that order, safe inside a <style> element. */
  inlineCss: string
  /**
   * Built stylesheets of the page's parts below the fold, linked without blocking the first
   * paint and applied when they arrive (docs/decisions/042), after the inlined ones.
   */
  laterStyles: string[]
  /** Dev only: Vite's client, which must load before the entry. */
  devScripts: string[]
}

/** Whether a page is served as the ad landings' island (docs/decisions/020): layout 'ad' of the route table. */
export function isAdIsland(entry: RouteEntry): boolean {
  return entry.layout === 'ad'
}

/** Whether a page is served as the home page's island (docs/decisions/043): the route `home`. */
export function isHomeIsland(entry: RouteEntry): boolean {
  return entry.id === 'home'
}

const assetsOfPage = new Map<RouteEntry, PageAssets>()

/**
 * The files a page needs, with their static imports and CSS: the app's entry and the
 * page's lazy module, or for an island (an ad landing, the home page) its own entry alone. Worked out once
 * per route and isolate: the build does not change under it.
 */
export function pageAssets(entry: RouteEntry): PageAssets {
  let assets = assetsOfPage.get(entry)
  if (!assets) assetsOfPage.set(entry, (assets = assetsOf(entry)))
  return assets
}

/** What `virtual:client-build` tells the worker. */
export type ClientBuild = typeof build

/** A page's files in `client` (exported for its test; the worker reads its own build). */
export function assetsOf(entry: RouteEntry, client: ClientBuild = build): PageAssets {
  const island = isAdIsland(entry) || isHomeIsland(entry)
  const source = isAdIsland(entry) ? client.adEntry : isHomeIsland(entry) ? client.homeEntry : client.entry
  if (client.dev) {
    return {
      entry: `/${source}`,
      preloads: [],
      stylesheets: ['/_wyw-in-js/ssr.css'],
      inlineStyles: [],
      inlineCss: '',
      laterStyles: [],
      devScripts: ['/@vite/client'],
    }
  }
  const preloads = new Set<string>()
  const stylesheets = new Set<string>()
  const seen = new Set<string>()
  const visit = (key: string) => {
    if (seen.has(key)) return
    seen.add(key)
    const chunk = client.manifest[key]
    if (!chunk) return
    for (const css of chunk.css ?? []) stylesheets.add(`/${css}`)
    for (const imported of chunk.imports ?? []) visit(imported)
    // After its imports: the client evaluates the preloads in this order, dependencies first.
    preloads.add(`/${chunk.file}`)
    for (const part of chunk.dynamicImports ?? []) {
      if (!isDeferred(part)) continue
      if (BELOW_THE_FOLD.has(part)) belowTheFold.push(part)
      else visitStyles(part)
    }
  }
  const belowTheFold: string[] = []
  // A deferred part is in the server's HTML, so its styles are in the head; its code is not
  // (client/lib/deferred.tsx).
  const styled = new Set<string>()
  const visitStyles = (key: string) => {
    if (styled.has(key) || seen.has(key)) return
    styled.add(key)
    const chunk = client.manifest[key]
    if (!chunk) return
    for (const css of chunk.css ?? []) stylesheets.add(`/${css}`)
    for (const imported of chunk.imports ?? []) visitStyles(imported)
  }
  visit(source)
  const pageChunk = island ? undefined : client.manifest[pageFile(entry.page)]
  if (!island) visit(pageFile(entry.page))
  // What only the parts below the fold need comes after everything else, as it did inlined.
  const firstScreen = new Set(stylesheets)
  for (const part of belowTheFold) visitStyles(part)
  const laterStyles = [...stylesheets].filter((href) => !firstScreen.has(href) && href in client.styles)
  const main = `/${client.manifest[source]?.file ?? source}`
  preloads.delete(main)
  const inlineStyles = [...firstScreen].filter((href) => href in client.styles)
  const linked = [...stylesheets].filter((href) => !(href in client.styles))
  const inlineCss = inlineStyles
    .map((href) => client.styles[href])
    .join('\n')
    .replace(/<\/style/gi, '<\\/style')
  const page = pageChunk && { key: entry.page, file: `/${pageChunk.file}` }
  return { entry: main, page, preloads: [...preloads], stylesheets: linked, inlineStyles, inlineCss, laterStyles, devScripts: [] }
}

/**
 * Deferred parts that are never in the first screen: their CSS is not inlined but linked
 * to load after the first paint (docs/decisions/042). Home's sections under the hero begin
 * more than a screen down at every width (the hero is 1,080 px tall at 375, 1,540 at 1440).
 */
const BELOW_THE_FOLD: ReadonlySet<string> = new Set(['client/features/home/BelowHero.deferred.tsx'])

/** Parts of pages rendered by the server whose code loads after the first paint. */
function isDeferred(key: string): boolean {
  return key.endsWith('.deferred.tsx')
}

export const BUILD_ID = build.buildId
export const IS_DEV = build.dev
