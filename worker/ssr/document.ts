import { SSR_DATA_ELEMENT_ID, serializeForScript, type AdIslandData, type HomeIslandData, type SsrData } from '../../shared/ssrData'
import { HERO_ELEMENT_TIMING, SHARE_CARD_PATH } from '../../shared/constants'
import { documentTitle, type RouteEntry } from '../../shared/routes'
import type { PageAssets } from './assets'

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ESCAPES[char]!)
}

/** What the edge learnt about this page before rendering: its own share card and LCP image. */
export interface HeadExtras {
  title?: string
  description?: string
  /** The share card's image, a path on this site or a URL; the site's card when absent. */
  image?: string
  /** The link a share carries (og:url and the WeChat share), when it is not the page's own address. */
  link?: string
  /** The title is the page's own too (an activity's), not only its share card's. */
  ownTitle?: boolean
  /** The hero's first paint, a CSS rule with its smallest image inline (docs/decisions/041). */
  firstPaint?: string
  /** Responsive preload of the LCP image: AVIF srcset and sizes. */
  preloadImage?: { srcset: string; sizes: string }
  /** Where WeChat's JS-SDK comes from: WeChat's file, or the sandbox's stand-in. */
  wechatSdk?: string
}

export interface HeadInput {
  entry: RouteEntry
  url: URL
  nonce: string
  assets: PageAssets
  extras?: HeadExtras
}

/**
 * A page's CSS in one nonced <style>, so no stylesheet request stands between the first
 * byte and the first paint (docs/decisions/021). Each file is also named by a disabled
 * <link>, which the browser does not fetch: Vite's preloader finds it there and does not
 * add the file again, after the page's own rules, when a lazy chunk needs it.
 */
function inlineStyleTags(assets: PageAssets, nonce: string, firstPaint = ''): string {
  if (assets.inlineStyles.length === 0) return firstPaint && `<style nonce="${nonce}">${firstPaint}</style>`
  return `<style nonce="${nonce}">${assets.inlineCss}${firstPaint}</style>${assets.inlineStyles.map((href) => `<link rel="stylesheet" href="${href}" disabled>`).join('')}`
}

/**
 * The CSS of parts below the fold (docs/decisions/042): a stylesheet for print does not
 * hold up the first paint in any engine and is fetched at low priority; the client's loader
 * makes it apply to the screen once it has arrived. It is a `rel=stylesheet` link, so
 * Vite's preloader does not add the file again when the part's chunk loads.
 */
function laterStyleTags(assets: PageAssets): string {
  return assets.laterStyles.map((href) => `<link rel="stylesheet" href="${href}" media="print" ${LATER_STYLE}>`).join('')
}

/** Marks the links `laterStyleTags` writes, for the client's loader. */
const LATER_STYLE = 'data-after-paint'

/** The share-card title: the page's own, with the brand when it does not name it. */
export function shareTitle(title: string): string {
  return documentTitle(title)
}

/**
 * The document's first bytes, before any lookup: the theme and colour mode on <html>, the
 * charset and viewport. A kept page is what follows them (docs/decisions/013).
 */
export function documentShell(entry: RouteEntry): string {
  const background = entry.background ? ` data-background="${entry.background}"` : ''
  return [
    '<!DOCTYPE html>',
    `<html lang="zh-CN" data-header-theme="${entry.headerTheme}" data-color-mode="${entry.colorMode}"${background}>`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">',
  ].join('')
}

/**
 * The rest of the head up to the React root, flushed before any data is loaded: title,
 * description, share-card tags, the LCP preload, the page's CSS.
 */
export function documentStart({ entry, url, nonce, assets, extras }: HeadInput): string {
  // The document title is the page's with the brand (the client keeps it in step on navigation), as is the card's.
  const pageTitle = escapeHtml(documentTitle(extras?.ownTitle && extras.title ? extras.title : entry.title))
  const title = escapeHtml(shareTitle(extras?.title ?? entry.title))
  const description = escapeHtml(extras?.description ?? entry.description)
  const canonical = escapeHtml(`${url.origin}${url.pathname}`)
  const image = escapeHtml(new URL(extras?.image || SHARE_CARD_PATH, url.origin).href)
  const shareLink = extras?.link ? escapeHtml(new URL(extras.link, url.origin).href) : undefined
  // The site's card is 1200x630; a page's own image says nothing of its size.
  const imageSize =
    extras?.image && extras.image !== SHARE_CARD_PATH
      ? []
      : ['<meta property="og:image:width" content="1200">', '<meta property="og:image:height" content="630">']
  const preload = extras?.preloadImage
    ? `<link rel="preload" as="image" type="image/avif" imagesrcset="${escapeHtml(extras.preloadImage.srcset)}" imagesizes="${escapeHtml(extras.preloadImage.sizes)}" fetchpriority="high">`
    : ''
  return [
    `<title>${pageTitle}</title>`,
    `<meta name="description" content="${description}">`,
    `<link rel="canonical" href="${canonical}">`,
    `<meta name="theme-color" content="${entry.colorMode === 'dark' ? '#09090b' : '#ffffff'}">`,
    // Share card for WeChat and other crawlers.
    '<meta property="og:type" content="website">',
    `<meta property="og:title" content="${title}">`,
    `<meta property="og:description" content="${description}">`,
    `<meta property="og:url" content="${shareLink ?? canonical}">`,
    `<meta property="og:image" content="${image}">`,
    ...imageSize,
    '<meta name="twitter:card" content="summary_large_image">',
    `<meta itemprop="name" content="${title}">`,
    `<meta itemprop="description" content="${description}">`,
    `<meta itemprop="image" content="${image}">`,
    // Read by the WeChat share (client/lib/pageHead.ts names it).
    shareLink ? `<meta name="share-link" content="${shareLink}">` : '',
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    preload,
    extras?.wechatSdk ? `<meta name="wechat-jssdk" content="${escapeHtml(extras.wechatSdk)}">` : '',
    inlineStyleTags(assets, nonce, extras?.firstPaint),
    laterStyleTags(assets),
    ...assets.stylesheets.map((href) => `<link rel="stylesheet" href="${href}">`),
    ...assets.devScripts.map((src) => `<script type="module" src="${src}" nonce="${nonce}"></script>`),
    '</head>',
    '<body>',
    '<div id="root">',
  ].join('')
}

/**
 * Loads the client once the browser has painted the server's HTML and its hero image
 * (docs/decisions/022): then the page's modules and the entry are preloaded two per task
 * (each preload costs the main thread up to a few milliseconds, and a page can have
 * sixteen), and imported one per task, dependencies first, so that no task evaluates the
 * whole graph (a module that fails to load fails the entry's import, which reports it).
 * "Painted" is what the browser reports: the hero's own paint (Element Timing, the
 * `elementtiming` the hero carries) where it can, else the first contentful paint. A loaded
 * image is painted some frames later, and code fetched between competes with that paint.
 * A page that paints nothing (a hidden or covered tab) and a hero that takes long do not
 * hold it back: it starts at most 1 s after the hero, and at most 2.5 s after the document.
 * Before all that, the stylesheets of parts below the fold apply once they have arrived.
 */
const CLIENT_LOADER = `(() => {
for (const link of document.querySelectorAll('link[${LATER_STYLE}]')) {
  const apply = () => { link.media = 'all' }
  if (link.sheet) apply()
  else link.addEventListener('load', apply, { once: true })
}
const { entry, preloads } = document.currentScript.dataset
let started = false
const modules = preloads.split(' ').filter(Boolean)
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0))
const load = async () => {
  if (started) return
  started = true
  const unfetched = [...modules, entry]
  const preloadSome = () => {
    for (const href of unfetched.splice(0, 2)) {
      const link = document.createElement('link')
      link.rel = 'modulepreload'
      link.href = href
      document.head.append(link)
    }
    if (unfetched.length) setTimeout(preloadSome, 0)
  }
  preloadSome()
  for (const href of modules) {
    await nextTask()
    await import(href).catch(() => {})
  }
  await nextTask()
  import(entry)
}
const observe = (type, seen) => {
  if (typeof PerformanceObserver !== 'function' || !(PerformanceObserver.supportedEntryTypes || []).includes(type)) return false
  new PerformanceObserver((list, observer) => {
    if (!list.getEntries().some(seen)) return
    observer.disconnect()
    setTimeout(load, 0)
  }).observe({ type, buffered: true })
  return true
}
const afterPaint = () => {
  setTimeout(load, 1000)
  if (!observe('paint', (entry) => entry.name === 'first-contentful-paint')) requestAnimationFrame(() => setTimeout(load, 0))
}
const afterHeroPaint = () => {
  if (observe('element', (entry) => entry.identifier === ${JSON.stringify(HERO_ELEMENT_TIMING)})) setTimeout(load, 1000)
  else afterPaint()
}
const hero = document.querySelector('img[fetchpriority="high"]')
if (document.visibilityState === 'hidden') load()
else if (!hero) afterPaint()
else if (hero.complete) afterHeroPaint()
else {
  hero.addEventListener('load', afterHeroPaint, { once: true })
  hero.addEventListener('error', afterPaint, { once: true })
  setTimeout(load, 2500)
}
})()`

/** The page's module and its file, which the client loads without its table of every page (client/pages/registry.ts). */
function pageAttributes({ page }: PageAssets): string {
  return page ? ` data-page="${escapeHtml(page.key)}" data-page-file="${escapeHtml(page.file)}"` : ''
}

/** Everything after the React root: hydration data, then the loader of the client. */
export function documentEnd({ nonce, assets, data }: { nonce: string; assets: PageAssets; data: SsrData | AdIslandData | HomeIslandData }): string {
  return [
    '</div>',
    `<script id="${SSR_DATA_ELEMENT_ID}" type="application/json">${serializeForScript(data)}</script>`,
    `<script nonce="${nonce}" data-entry="${escapeHtml(assets.entry)}"${pageAttributes(assets)} data-preloads="${escapeHtml(assets.preloads.join(' '))}">${CLIENT_LOADER}</script>`,
    '</body></html>',
  ].join('')
}
