import { ROUTES, type RouteEntry } from '../../shared/routes'
import { freshPhone } from '../sandbox'
import { expect, hydrated, test } from './fixtures'
import { logInInTab } from './session'

/**
 * Every route family of the route table (shared/routes.ts) renders, hydrates and logs no
 * error in WebKitGTK and Firefox ESR, at a phone's and a desktop's width. A family is one
 * page module in one layout (and variant, where the variant changes what the module shows);
 * its first entry stands for it.
 */
const WIDTHS = [375, 1440] as const

/** A concrete address for a route pattern: the demo activity of its family (db/demo-activity.sql), demo content otherwise (as e2e/a11y.spec.ts). */
function samplePath(pattern: string): string {
  const family = /^\/(?:activity\/)?(.+)\/:uuid$/.exec(pattern)?.[1]
  if (family) return pattern.replace(':uuid', `demo-${family.replace(/\//g, '-')}`)
  return pattern.replace(':year', '2024').replace(':works', 'morning-light').replace(/:\w+/g, '1').replace('*', 'no-such-page')
}

function familyKey(route: RouteEntry): string {
  // The policy pages are one module showing four texts: one family.
  const variant = route.page === 'policy' ? '' : (route.variant ?? '')
  return [route.page, route.layout, variant, route.requires].join(' ')
}

const families = new Map<string, RouteEntry>()
for (const route of ROUTES) if (!route.redirectTo && !families.has(familyKey(route))) families.set(familyKey(route), route)

for (const route of families.values()) {
  const path = samplePath(route.path)
  test(`${route.id} (${path}) renders and hydrates at ${WIDTHS.join(' and ')} px`, async ({ tab, request }) => {
    if (route.requires !== 'none') {
      await tab.goto('/favicon.svg')
      await logInInTab(tab, request, freshPhone())
    }
    for (const width of WIDTHS) {
      await tab.setViewport(width)
      await tab.goto(path)
      await hydrated(tab)
      const page = await tab.evaluate(() => ({
        path: location.pathname,
        title: document.title,
        text: document.getElementById('root')?.innerText.trim().length ?? 0,
        overflow: document.documentElement.scrollWidth - window.innerWidth,
        // What reaches past the window's right edge, innermost first, to name in a failure.
        wide: [...document.querySelectorAll<HTMLElement>('#root *')]
          .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 1 && element.children.length === 0)
          .slice(0, 3)
          .map(
            (element) =>
              `${element.tagName.toLowerCase()}.${element.className} "${element.textContent?.trim().slice(0, 20)}" right ${Math.round(element.getBoundingClientRect().right)}`,
          ),
      }))
      // The family's own page, not a guard's way home; /payment/success needs the cookie a
      // payment leaves, so it sends this visitor home (the WebKit pay journey reaches it).
      expect(page.path, `${width} px: the page is the family's own`).toBe(route.requires === 'pay-user' ? '/' : new URL(path, tab.origin).pathname)
      expect(page.title, `${width} px: the document has its title`).toMatch(/\S/)
      expect(page.text, `${width} px: the page shows text`).toBeGreaterThan(0)
      expect(page.overflow, `${width} px: nothing is wider than the window: ${page.wide.join('; ')}`).toBeLessThanOrEqual(0)
    }
  })
}
