import { gzipSync } from 'node:zlib'
import type { Browser, Response } from '@playwright/test'

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
    await page.waitForLoadState('networkidle')
    page.off('response', onResponse)
    const files = await Promise.all(sizes)
    return { kb: files.reduce((sum, file) => sum + file.kb, 0), status: response?.status() ?? 0, files }
  } finally {
    await context.close()
  }
}
