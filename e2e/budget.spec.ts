import type { APIRequestContext } from '@playwright/test'
import { ROUTES } from '../shared/routes'
import { expect, test } from './fixtures'
import { pageJsKb } from './pageWeight'
import { logInByApi } from './sandbox'

/**
 * A phone no journey uses: logging in registers it as a main account, and its SMS
 * cooldown cannot collide with a journey that sends a code to a demo phone.
 */
const FRESH_PHONE = `166${String(Date.now()).slice(-8)}`

/**
 * Client JS ceilings (gzip, kB) per page: a page whose first download grows past its
 * ceiling fails the build. The ceilings are issue 12's budgets: the others 150 with decision
 * 018's lazy code, the ad landings 110 as islands with an entry of their own (decision 020),
 * and `/` 130 until issues 25 and 28 put the policy routes, the consent rule, Cake-Appid and
 * the 在线客服 entry's shell on every page (`/` 130.1 kB), so 131 now; issue 30 replaces
 * these ceilings with lower ones over every script a page loads.
 */
const BUDGET_KB = { home: 131, ad: 110, page: 150 }

function isAdLanding(path: string): boolean {
  return path === '/ad' || path.startsWith('/ad/')
}

function budgetOf(path: string): number {
  if (path === '/') return BUDGET_KB.home
  if (isAdLanding(path)) return BUDGET_KB.ad
  return BUDGET_KB.page
}

/** A concrete address for a route pattern: sample values for its parameters. */
function samplePath(pattern: string): string {
  return pattern.replace(':year', '2023').replace(/:\w+/g, '1').replace('*', 'no-such-page')
}

test.describe.configure({ timeout: 180_000 })

const openPages = [...new Set(ROUTES.filter((route) => route.requires === 'none').map((route) => samplePath(route.path)))]
const accountPages = [...new Set(ROUTES.filter((route) => route.requires === 'login' && !route.redirectTo).map((route) => samplePath(route.path)))]

/** Each page's client JS (gzip, kB), printed as it is measured. */
async function weights(request: APIRequestContext, paths: readonly string[]): Promise<Map<string, number>> {
  const kbs = new Map<string, number>()
  for (const path of paths) {
    const { kb, files } = await pageJsKb(request, path)
    expect(files.length, `${path} loads no module`).toBeGreaterThan(0)
    console.log(`client JS ${path}: ${kb.toFixed(1)} kB gzip`)
    kbs.set(path, kb)
  }
  return kbs
}

async function overBudget(request: APIRequestContext, paths: readonly string[]): Promise<string[]> {
  return [...(await weights(request, paths))]
    .filter(([path, kb]) => kb > budgetOf(path))
    .map(([path, kb]) => `${path}: ${kb.toFixed(1)} kB > ${budgetOf(path)} kB`)
}

test('no open page loads more client JS than its budget', async ({ request }) => {
  expect(await overBudget(request, openPages)).toEqual([])
})

test('every ad landing loads less client JS than any other open page (issue 11: the least of the site)', async ({ request }) => {
  const kbs = await weights(request, openPages)
  const ads = [...kbs].filter(([path]) => isAdLanding(path))
  const others = [...kbs].filter(([path]) => !isAdLanding(path))
  expect(ads.length).toBe(new Set(ROUTES.filter((route) => route.layout === 'ad').map((route) => samplePath(route.path))).size)
  const [lightest, lightestKb] = others.reduce((min, each) => (each[1] < min[1] ? each : min))
  const heavier = ads.filter(([, kb]) => kb >= lightestKb).map(([path, kb]) => `${path}: ${kb.toFixed(1)} kB >= ${lightest} ${lightestKb.toFixed(1)} kB`)
  expect(heavier).toEqual([])
})

test('no account page loads more client JS than its budget', async ({ request, baseURL }) => {
  await logInByApi(request, baseURL!, FRESH_PHONE)
  expect(await overBudget(request, accountPages)).toEqual([])
})
