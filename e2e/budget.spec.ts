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
 * ceiling fails the build. `/` and the other pages are at issue 12's budgets, which they
 * meet (/ 128.7, the heaviest other page 145.7 with decision 018's lazy code); the ad
 * landings (151.9 today) keep a ceiling a few kB above until they meet theirs (110).
 */
const BUDGET_KB = { home: 130, ad: 157, page: 150 }

function budgetOf(path: string): number {
  if (path === '/') return BUDGET_KB.home
  if (path === '/ad' || path.startsWith('/ad/')) return BUDGET_KB.ad
  return BUDGET_KB.page
}

/** A concrete address for a route pattern: sample values for its parameters. */
function samplePath(pattern: string): string {
  return pattern.replace(':year', '2023').replace(/:\w+/g, '1').replace('*', 'no-such-page')
}

test.describe.configure({ timeout: 180_000 })

const openPages = [...new Set(ROUTES.filter((route) => route.requires === 'none').map((route) => samplePath(route.path)))]
const accountPages = [...new Set(ROUTES.filter((route) => route.requires === 'login' && !route.redirectTo).map((route) => samplePath(route.path)))]

async function overBudget(request: APIRequestContext, paths: readonly string[]): Promise<string[]> {
  const over: string[] = []
  for (const path of paths) {
    const { kb, files } = await pageJsKb(request, path)
    expect(files.length, `${path} loads no module`).toBeGreaterThan(0)
    console.log(`client JS ${path}: ${kb.toFixed(1)} kB gzip`)
    if (kb > budgetOf(path)) over.push(`${path}: ${kb.toFixed(1)} kB > ${budgetOf(path)} kB`)
  }
  return over
}


test('no open page loads more client JS than its budget', async ({ request }) => {
  expect(await overBudget(request, openPages)).toEqual([])
})

test('no account page loads more client JS than its budget', async ({ request, baseURL }) => {
  await logInByApi(request, baseURL!, FRESH_PHONE)
  expect(await overBudget(request, accountPages)).toEqual([])
})
