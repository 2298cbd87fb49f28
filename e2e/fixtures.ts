import { test as base, expect } from '@playwright/test'

/**
 * Every journey fails on a page error or on anything the page logs as an error or
 * warning (hydration mismatches, CSP violations, React warnings).
 */
export const test = base.extend<{ expectedConsole: RegExp[]; consoleProblems: string[] }>({
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

/** Resolves once React has hydrated the page (the router has rendered in the browser), its deferred parts included. */
export async function hydrated(page: import('@playwright/test').Page) {
  await page.waitForFunction(
    () => document.documentElement.dataset.hydrated === 'true' && [...document.querySelectorAll<HTMLElement>('[data-deferred]')].every((part) => part.dataset.hydrated === 'true'),
  )
}
