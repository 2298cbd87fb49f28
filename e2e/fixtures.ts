import { test as base, expect } from '@playwright/test'

/**
 * Every journey fails on a page error or on anything the page logs as an error or
 * warning (hydration mismatches, CSP violations, React warnings).
 */
export const test = base.extend<{ expectedConsole: RegExp[]; consoleProblems: string[] }>({
  /**
   * Each journey is a visitor of its own address (198.18.0.0/15, a benchmarking range; the
   * local runtime keeps a client's CF-Connecting-IP), as
   * real visitors are: the per-address limits (code sends a day, the captcha after a few
   * sends) then count one journey, not the whole suite.
   */
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    await use({ ...extraHTTPHeaders, 'cf-connecting-ip': visitorAddress(`${testInfo.testId}:${testInfo.repeatEachIndex}:${testInfo.retry}`) })
  },
  /** Console messages a journey expects, such as the browser's note on a 404 document. */
  expectedConsole: [[], { option: true }],
  consoleProblems: [
    async ({ page, expectedConsole }, use) => {
      const problems: string[] = []
      page.on('console', (message) => {
        if (message.type() !== 'error' && message.type() !== 'warning') return
        const text = `${message.type()}: ${message.text()}`
        if (!expectedConsole.some((pattern) => pattern.test(text))) problems.push(text)
      })
      page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`))
      await use(problems)
      expect(problems, 'console errors or warnings').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }

/** A stable address in 198.18.0.0/15 for one journey run. */
function visitorAddress(key: string): string {
  let hash = 2166136261
  for (const char of key) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0
  return `198.${18 + (hash & 1)}.${(hash >>> 8) & 255}.${1 + ((hash >>> 16) % 254)}`
}

/** Resolves once React has hydrated the page (the router has rendered in the browser), its deferred parts included. */
export async function hydrated(page: import('@playwright/test').Page) {
  await page.waitForFunction(
    () =>
      document.documentElement.dataset.hydrated === 'true' &&
      [...document.querySelectorAll<HTMLElement>('[data-deferred]:not([data-when-near])')].every((part) => part.dataset.hydrated === 'true'),
  )
}
