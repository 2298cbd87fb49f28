import { test as base, expect } from '@playwright/test'
import puppeteer, { type Browser, type Page } from 'puppeteer-core'
import { PROBLEMS_KEY, startProbeProxy } from './probeProxy'
import { WebDriverSession, type ElementRef } from './webdriver'

export type EngineName = 'webkit' | 'firefox'

/** One browser tab in WebKitGTK or Firefox ESR, as the cross-engine suite drives it. */
export interface EngineTab {
  readonly engine: EngineName
  /** The origin the tab loads pages from. */
  readonly origin: string
  setViewport(width: number, height?: number): Promise<void>
  /** Loads a path and waits for its load event. */
  goto(path: string): Promise<void>
  /** Runs a self-contained function in the page. */
  evaluate<T, A extends unknown[]>(fn: (...args: A) => T, ...args: A): Promise<Awaited<T>>
  /** Page errors, unhandled rejections, CSP violations and console errors or warnings since the test began. */
  problems(): Promise<string[]>
  screenshot(): Promise<Buffer>
}

/** WebKit: a WebDriver session per Playwright worker, reaching the worker through the probe proxy. */
export class WebKitTab implements EngineTab {
  readonly engine = 'webkit'
  constructor(
    readonly session: WebDriverSession,
    readonly origin: string,
  ) {}

  async setViewport(width: number, height = 900) {
    await this.session.setWindowSize(width, height)
    // The page sees the new size a moment after the driver answers; a size the window
    // manager refused never comes, and the suite must know the width it tests.
    await expect.poll(() => this.session.execute(() => window.innerWidth), { message: 'the window takes the width', intervals: [20] }).toBe(width)
  }

  goto(path: string) {
    return this.session.goto(new URL(path, this.origin).href)
  }

  evaluate<T, A extends unknown[]>(fn: (...args: A) => T, ...args: A) {
    return this.session.execute(fn, ...args)
  }

  async problems() {
    const found = await this.session.execute((key: string) => JSON.parse(sessionStorage.getItem(key) ?? 'null') as string[] | null, PROBLEMS_KEY)
    return found ?? ['the error probe did not run in this document']
  }

  screenshot() {
    return this.session.screenshot()
  }

  /** A fresh visitor: no cookies, no storage, no problems recorded. */
  async reset() {
    await this.session.goto(`${this.origin}/favicon.svg`)
    await this.session.deleteCookies()
    await this.session.execute(() => {
      localStorage.clear()
      sessionStorage.clear()
    })
  }
}

/** Firefox: puppeteer over WebDriver BiDi, a fresh browser context per test. */
class FirefoxTab implements EngineTab {
  readonly engine = 'firefox'
  private readonly found: string[] = []
  constructor(
    private readonly page: Page,
    readonly origin: string,
  ) {
    page.on('pageerror', (error) => this.found.push(`${page.url()} pageerror: ${error instanceof Error ? error.message : String(error)}`))
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warn') this.found.push(`${page.url()} ${message.type()}: ${message.text()}`)
    })
  }

  async setViewport(width: number, height = 900) {
    await this.page.setViewport({ width, height })
  }

  async goto(path: string) {
    await this.page.goto(new URL(path, this.origin).href, { waitUntil: 'load' })
  }

  evaluate<T, A extends unknown[]>(fn: (...args: A) => T, ...args: A) {
    return this.page.evaluate(fn as never, ...(args as unknown as never[])) as Promise<Awaited<T>>
  }

  async problems() {
    return [...this.found]
  }

  async screenshot() {
    return Buffer.from(await this.page.screenshot())
  }
}

interface WorkerFixtures {
  engine: EngineName
  webkitSession: { session: WebDriverSession; origin: string } | undefined
  firefox: Browser | undefined
}

export const test = base.extend<{ tab: EngineTab }, WorkerFixtures>({
  engine: ['webkit', { option: true, scope: 'worker' }],
  webkitSession: [
    async ({ engine }, use, workerInfo) => {
      if (engine !== 'webkit') return use(undefined)
      const proxy = await startProbeProxy(new URL(workerInfo.project.use.baseURL!))
      const session = await WebDriverSession.start()
      await use({ session, origin: proxy.origin })
      await session.quit()
      await proxy.close()
    },
    { scope: 'worker' },
  ],
  firefox: [
    async ({ engine }, use) => {
      if (engine !== 'firefox') return use(undefined)
      const browser = await puppeteer.launch({ browser: 'firefox', executablePath: '/usr/bin/firefox-esr', headless: true })
      await use(browser)
      await browser.close()
    },
    { scope: 'worker' },
  ],
  tab: async ({ webkitSession, firefox, baseURL }, use) => {
    if (webkitSession) {
      const tab = new WebKitTab(webkitSession.session, webkitSession.origin)
      await tab.reset()
      await use(tab)
      expect(await tab.problems(), 'page errors, CSP violations, console errors or warnings').toEqual([])
      return
    }
    const context = await firefox!.createBrowserContext()
    const tab = new FirefoxTab(await context.newPage(), baseURL!)
    await use(tab)
    await context.close()
    expect(await tab.problems(), 'page errors, CSP violations, console errors or warnings').toEqual([])
  },
})

export { expect }

/**
 * Resolves once `predicate` holds in the page, polling as Playwright's own waits do; fails
 * with `what` after `timeout` ms.
 */
export async function until<A extends unknown[]>(tab: EngineTab, what: string, predicate: (...args: A) => unknown, ...args: A): Promise<void> {
  await expect.poll(async () => Boolean(await tab.evaluate(predicate, ...args)), { message: what, timeout: 10_000, intervals: [50] }).toBe(true)
}

/** Resolves once React has hydrated the page, its deferred parts included (as e2e/fixtures.ts hydrated()). */
export function hydrated(tab: EngineTab) {
  return until(
    tab,
    'the page hydrates',
    () =>
      document.documentElement.dataset.hydrated === 'true' &&
      [...document.querySelectorAll<HTMLElement>('[data-deferred]:not([data-when-near])')].every((part) => part.dataset.hydrated === 'true'),
  )
}

export type { ElementRef }
