import type { Browser } from '@playwright/test'
import { ROUTES } from '../shared/routes'
import { describeFile } from './chunks'
import { expect, test } from './fixtures'
import { isAdLanding, jsBudgetKb, pageJsKb, type PageWeight } from './pageWeight'
import { logInByApi } from './sandbox'

/**
 * A phone no journey uses: logging in registers it as a main account, and its SMS
 * cooldown cannot collide with a journey that sends a code to a demo phone.
 */
const FRESH_PHONE = `166${String(Date.now()).slice(-8)}`

/** A concrete address for a route pattern: sample values for its parameters (the demo activity for activity pages). */
function samplePath(pattern: string): string {
  return pattern.replace(':year', '2023').replace(':uuid', 'demo-aggregate').replace(/:\w+/g, '1').replace('*', 'no-such-page')
}

test.describe.configure({ timeout: 300_000 })

const openPages = [...new Set(ROUTES.filter((route) => route.requires === 'none').map((route) => samplePath(route.path)))]
const accountPages = [...new Set(ROUTES.filter((route) => route.requires === 'login' && !route.redirectTo).map((route) => samplePath(route.path)))]

/** Each page's client JS, printed as it is measured. */
async function weights(browser: Browser, baseURL: string, paths: readonly string[], options: Parameters<typeof pageJsKb>[3]): Promise<Map<string, PageWeight>> {
  const measured = new Map<string, PageWeight>()
  for (const path of paths) {
    const weight = await pageJsKb(browser, baseURL, path, options)
    expect(weight.files.length, `${path} loads no script`).toBeGreaterThan(0)
    console.log(`client JS ${path}: ${weight.kb.toFixed(1)} kB gzip (budget ${jsBudgetKb(path)}), ${weight.files.length} scripts`)
    measured.set(path, weight)
  }
  return measured
}

function overBudget(measured: Map<string, PageWeight>): string[] {
  return [...measured]
    .filter(([path, { kb }]) => kb > jsBudgetKb(path))
    .map(
      ([path, { kb, files }]) =>
        `${path}: ${kb.toFixed(1)} kB > ${jsBudgetKb(path)} kB (${files.map((file) => `${describeFile(file.path)} ${file.kb.toFixed(1)}`).join(', ')})`,
    )
}

test('no open page loads more client JS than its budget, and every ad landing the least of all (issue 11)', async ({ browser, baseURL, extraHTTPHeaders }) => {
  const measured = await weights(browser, baseURL!, openPages, { headers: extraHTTPHeaders })
  expect(overBudget(measured)).toEqual([])
  const ads = [...measured].filter(([path]) => isAdLanding(path))
  const others = [...measured].filter(([path]) => !isAdLanding(path))
  expect(ads.length).toBe(new Set(ROUTES.filter((route) => route.layout === 'ad').map((route) => samplePath(route.path))).size)
  const [lightest, { kb: lightestKb }] = others.reduce((min, each) => (each[1].kb < min[1].kb ? each : min))
  const heavier = ads
    .filter(([, { kb }]) => kb >= lightestKb)
    .map(([path, { kb }]) => `${path}: ${kb.toFixed(1)} kB >= ${lightest} ${lightestKb.toFixed(1)} kB`)
  expect(heavier).toEqual([])
})

test('no account page loads more client JS than its budget', async ({ browser, playwright, baseURL, extraHTTPHeaders }) => {
  const request = await playwright.request.newContext({ baseURL, extraHTTPHeaders })
  await logInByApi(request, baseURL!, FRESH_PHONE)
  const { cookies } = await request.storageState()
  await request.dispose()
  expect(overBudget(await weights(browser, baseURL!, accountPages, { cookies, headers: extraHTTPHeaders }))).toEqual([])
})
