import build from 'virtual:client-build'
import type { RouteEntry } from '../../shared/routes'
import { pageFile } from '../../client/server'

export interface PageAssets {
  /** The module that boots the client. */
  entry: string
  /** Modules the page needs before it can hydrate, each after the modules it imports. */
  preloads: string[]
  /** Stylesheets linked from the head: in dev, Linaria's sheet served by Vite. */
  stylesheets: string[]
  /** Built stylesheets whose text goes in the head (docs/decisions/021), in cascade order. */
  inlineStyles: string[]
  /** Their text, joined in that order, safe inside a <style> element. */
  inlineCss: string
  /** Dev only: Vite's client, which must load before the entry. */
  devScripts: string[]
}

/** Whether a page is served as the ad landings' island (docs/decisions/020): layout 'ad' of the route table. */
export function isAdIsland(entry: RouteEntry): boolean {
  return entry.layout === 'ad'
}

const assetsOfPage = new Map<RouteEntry, PageAssets>()

/**
 * The files a page needs, with their static imports and CSS: the app's entry and the
 * page's lazy module, or for an ad landing the island's own entry alone. Worked out once
 * per route and isolate: the build does not change under it.
 */
export function pageAssets(entry: RouteEntry): PageAssets {
  let assets = assetsOfPage.get(entry)
  if (!assets) assetsOfPage.set(entry, (assets = assetsOf(entry)))
  return assets
}

function assetsOf(entry: RouteEntry): PageAssets {
  const island = isAdIsland(entry)
  const source = island ? build.adEntry : build.entry
  if (build.dev) {
    return { entry: `/${source}`, preloads: [], stylesheets: ['/_wyw-in-js/ssr.css'], inlineStyles: [], inlineCss: '', devScripts: ['/@vite/client'] }
  }
  const preloads = new Set<string>()
  const stylesheets = new Set<string>()
  const seen = new Set<string>()
  const visit = (key: string) => {
    if (seen.has(key)) return
    seen.add(key)
    const chunk = build.manifest[key]
    if (!chunk) return
    for (const css of chunk.css ?? []) stylesheets.add(`/${css}`)
    for (const imported of chunk.imports ?? []) visit(imported)
    // After its imports: the client evaluates the preloads in this order, dependencies first.
    preloads.add(`/${chunk.file}`)
    for (const later of chunk.dynamicImports ?? []) if (isDeferred(later)) visitStyles(later)
  }
  // A deferred part is in the server's HTML, so its styles are in the head; its code is not
  // (client/lib/deferred.tsx).
  const styled = new Set<string>()
  const visitStyles = (key: string) => {
    if (styled.has(key) || seen.has(key)) return
    styled.add(key)
    const chunk = build.manifest[key]
    if (!chunk) return
    for (const css of chunk.css ?? []) stylesheets.add(`/${css}`)
    for (const imported of chunk.imports ?? []) visitStyles(imported)
  }
  visit(source)
  if (!island) visit(pageFile(entry.page))
  const main = `/${build.manifest[source]?.file ?? source}`
  preloads.delete(main)
  const inlineStyles = [...stylesheets].filter((href) => href in build.styles)
  const linked = [...stylesheets].filter((href) => !(href in build.styles))
  const inlineCss = inlineStyles
    .map((href) => build.styles[href])
    .join('\n')
    .replace(/<\/style/gi, '<\\/style')
  return { entry: main, preloads: [...preloads], stylesheets: linked, inlineStyles, inlineCss, devScripts: [] }
}

/** Parts of pages rendered by the server whose code loads after the first paint. */
function isDeferred(key: string): boolean {
  return key.endsWith('.deferred.tsx')
}

export const BUILD_ID = build.buildId
export const IS_DEV = build.dev
