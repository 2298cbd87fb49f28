import { gzipSync } from 'node:zlib'
import type { Browser, Page, Request, Response } from '@playwright/test'

/** A browser's user agent: crawlers (and Node's fetch) get the document in one piece, browsers the same links. */
export const BROWSER_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1'

/** A phone's screen: what a page fetches without interaction depends on what is near its first screen. */
export const PHONE = { viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, userAgent: BROWSER_UA } as const

/** Issue 30's budgets of client JS (gzip, kB): `/`, the ad landings (decision 020), every other page. */
export const JS_BUDGET_KB = { home: 120, ad: 90, page: 135 } as const

export function isAdLanding(path: string): boolean {
  return path === '/ad' || path.startsWith('/ad/')
}

export function jsBudgetKb(path: string): number {
  if (path === '/') return JS_BUDGET_KB.home
  if (isAdLanding(path)) return JS_BUDGET_KB.ad
  return JS_BUDGET_KB.page
}

/** How long the network must stay quiet to count as idle: Playwright's own `networkidle` window. */
const QUIET_MS = 500

/**
 * Resolves once no request has been in flight for `QUIET_MS`, counted from the call. Unlike
 * `waitForLoadState('networkidle')`, which resolves at once when the page has been idle
 * before, it waits out what the page starts after that, such as the chunks an account page
 * fetches once its data has arrived.
 */
function networkQuiet(page: Page): { settled: Promise<void>; stop: () => void } {
  const inFlight = new Set<Request>()
  let timer: ReturnType<typeof setTimeout> | undefined
  let resolve!: () => void
  const settled = new Promise<void>((done) => (resolve = done))
  const arm = () => {
    clearTimeout(timer)
    if (inFlight.size === 0) timer = setTimeout(resolve, QUIET_MS)
  }
  const started = (request: Request) => {
    inFlight.add(request)
    arm()
  }
  const ended = (request: Request) => {
    inFlight.delete(request)
    arm()
  }
  page.on('request', started)
  page.on('requestfinished', ended)
  page.on('requestfailed', ended)
  arm()
  return {
    settled,
    stop: () => {
      clearTimeout(timer)
      page.off('request', started)
      page.off('requestfinished', ended)
      page.off('requestfailed', ended)
    },
  }
}

export interface PageWeight {
  /** Every script the page fetched until the network was idle, gzipped, in kB. */
  kb: number
  status: number
  /** Each script's path and gzip kB, in the order they arrived. */
  files: { path: string; kb: number }[]
}

/**
 * The client JS a phone loads on a page without interaction (issue 30): every script it
 * fetches until the network is idle, not only the loader's first download (decision 022):
 * deferred parts, a call's contract chunk, the idle tracker. Each page in a fresh context,
 * so nothing comes from the cache; `cookies` log it in.
 */
export async function pageJsKb(
  browser: Browser,
  baseURL: string,
  path: string,
  options: { cookies?: Parameters<import('@playwright/test').BrowserContext['addCookies']>[0]; headers?: Record<string, string> } = {},
): Promise<PageWeight> {
  const context = await browser.newContext({ ...PHONE, baseURL, extraHTTPHeaders: options.headers })
  try {
    if (options.cookies) await context.addCookies(options.cookies)
    const page = await context.newPage()
    const sizes: Promise<{ path: string; kb: number }>[] = []
    const onResponse = (response: Response) => {
      // By what it is, not how it was asked for: a module fetched first by its modulepreload link is of type 'other', and under load that can be every one.
      if (!response.headers()['content-type']?.includes('javascript')) return
      const url = new URL(response.url())
      sizes.push(response.body().then((body) => ({ path: `${url.pathname}${url.search}`, kb: gzipSync(body).byteLength / 1024 })))
    }
    page.on('response', onResponse)
    const response = await page.goto(path, { waitUntil: 'networkidle' })
    // Under load the network can fall idle before the modules arrive (a CI run once counted none on
    // /redirect/auto-auth): the page has loaded its scripts once React has hydrated it.
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
    // What a hydrated page fetches next (its data, then the chunks that data asks for) is waited out too:
    // a second `networkidle` would resolve at once, and an account page was once counted without them.
    const quiet = networkQuiet(page)
    await quiet.settled
    quiet.stop()
    page.off('response', onResponse)
    const files = await Promise.all(sizes)
    return { kb: files.reduce((sum, file) => sum + file.kb, 0), status: response?.status() ?? 0, files }
  } finally {
    await context.close()
  }
}
