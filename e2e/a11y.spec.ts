import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { ROUTES } from '../shared/routes'
import { expect, hydrated, test } from './fixtures'
import { freshPhone, logInByApi, logInFromHeader } from './sandbox'

/** The WCAG 2.2 A and AA rules (axe's tags), as issue 12 asks. */
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']
const WIDTHS = [375, 1440] as const

/** A concrete address for a route pattern: the demo activity of its family (db/demo-activity.sql), demo content otherwise. */
function samplePath(pattern: string): string {
  const family = /^\/(?:activity\/)?(.+)\/:uuid$/.exec(pattern)?.[1]
  if (family) return pattern.replace(':uuid', `demo-${family.replace(/\//g, '-')}`)
  return pattern.replace(':year', '2024').replace(':works', 'morning-light').replace(/:\w+/g, '1').replace('*', 'no-such-page')
}

const openPages = [...new Set(ROUTES.filter((route) => route.requires === 'none' && !route.redirectTo).map((route) => samplePath(route.path)))]
const accountPages = [
  ...new Set(ROUTES.filter((route) => route.requires === 'login' && route.loginScene === 'main' && !route.redirectTo).map((route) => samplePath(route.path))),
]

/** What axe finds on the page as it is now: one line per rule and element. */
async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze()
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')} — ${node.failureSummary?.split('\n')[1]?.trim() ?? ''}`),
  )
}

async function sweep(page: Page, paths: readonly string[], widths: readonly number[] = WIDTHS): Promise<string[]> {
  const found: string[] = []
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 })
    for (const path of paths) {
      await page.goto(path)
      await hydrated(page)
      found.push(...(await violations(page)).map((line) => `${width}px ${path} ${line}`))
    }
  }
  return found
}

test.describe.configure({ timeout: 300_000 })
// A page that answers 404 (the unknown-path sample) logs the browser's note on it.
test.use({ expectedConsole: [/Failed to load resource: the server responded with a status of 404/] })

// One test per width, so that the two run side by side.
for (const width of WIDTHS) {
  test(`axe finds nothing on any open page at ${width} px`, async ({ page }) => {
    expect(await sweep(page, openPages, [width])).toEqual([])
  })
}

test('axe finds nothing on any account page, logged in, at 375 and 1440 px', async ({ page, baseURL }) => {
  await logInByApi(page.request, baseURL!, freshPhone())
  expect(await sweep(page, accountPages)).toEqual([])
})

/** Checks the page with a dialog open, at both widths; `open` opens it on a freshly loaded page. */
async function withDialog(page: Page, path: string, open: () => Promise<unknown>): Promise<string[]> {
  const found: string[] = []
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 })
    await page.goto(path)
    await hydrated(page)
    await open()
    found.push(...(await violations(page)).map((line) => `${width}px ${path} (dialog) ${line}`))
  }
  return found
}

test('axe finds nothing with the login, consultation, points and payment dialogs open', async ({ page, baseURL }) => {
  const found = await withDialog(page, '/', async () => {
    await page.getByTestId('login-entry').click()
    await expect(page.getByTestId('login-dialog')).toBeVisible()
  })
  found.push(
    ...(await withDialog(page, '/help', async () => {
      await page.getByTestId('consultation-entry').first().click()
      await expect(page.getByTestId('consultation-dialog')).toBeVisible()
    })),
  )
  await logInByApi(page.request, baseURL!, freshPhone())
  found.push(
    ...(await withDialog(page, '/', async () => {
      await page.getByTestId('user-menu').click()
      await page.getByTestId('open-points').click()
      await expect(page.getByTestId('points-dialog').getByRole('heading', { name: '积分任务' })).toBeVisible()
    })),
    ...(await withDialog(page, '/payment', async () => {
      await page
        .getByTestId('product-card')
        .filter({ has: page.getByRole('heading', { name: '基础版', exact: true }) })
        .getByRole('button')
        .click()
      await expect(page.getByTestId('pay-qr')).toHaveAttribute('data-phase', 'waiting')
    })),
  )
  expect(found).toEqual([])
})

test('axe finds nothing with the complete-info dialog open after a first login, at 375 and 1440 px', async ({ page }) => {
  await page.setViewportSize({ width: WIDTHS[0], height: 900 })
  await page.goto('/download')
  await hydrated(page)
  await logInFromHeader(page, freshPhone())
  const prompt = page.getByTestId('complete-info-dialog')
  await expect(prompt.getByRole('button', { name: '稍后再说' })).toBeVisible()
  const found: string[] = []
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 })
    found.push(...(await violations(page)).map((line) => `${width}px (complete-info dialog) ${line}`))
  }
  expect(found).toEqual([])
})
