import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import { AccessTag } from '../../shared/access'
import { COOKIES } from '../../shared/constants'
import { documentTitle, ROUTES } from '../../shared/routes'
import { expectSentHome, loginAs, request } from '../test/helpers'
import { resetDatabase } from '../test/resetDatabase'

/** A concrete URL for a route pattern: params filled with sample values. */
// Pages that take an activity uuid render only a known activity (an unknown one is a 404).
beforeAll(async () => {
  await env.DB.prepare(
    `INSERT OR REPLACE INTO activities (uuid, family, title, preheat_at, start_at, end_at) VALUES ('sample-uuid', 'sale', '示例活动', unixepoch() - 86400, unixepoch() - 3600, unixepoch() + 86400)`,
  ).run()
})

function samplePath(pattern: string): string {
  // A guide that exists (db/content.sql): a missing one is a 404 (trust.test.ts).
  return pattern.replace(/:(\w+)/g, (_, name: string) => (name === 'year' ? '2023' : name === 'id' ? '1' : `sample-${name}`))
}

/** The first chunk the worker flushes, and the rest of the document's head. */
async function firstChunkAndHead(response: Response): Promise<{ first: string; head: string }> {
  const reader = response.body!.getReader()
  const decoder = new TextDecoder()
  const first = decoder.decode((await reader.read()).value)
  let head = first
  while (!head.includes('</head>')) {
    const { done, value } = await reader.read()
    if (done) break
    head += decoder.decode(value)
  }
  await reader.cancel()
  return { first, head }
}

const packagesUser = AccessTag.Packages | AccessTag.ShowCompleteInfoDialog

describe('every route of the table', () => {
  const pages = ROUTES.filter((entry) => entry.path !== '*' && !entry.redirectTo)

  it.each(pages.map((entry) => [entry.id, entry] as const))('%s answers 200 with its theme in the first chunk and its title in the head', async (_, entry) => {
    const token = entry.requires === 'login' ? await loginAs(1, packagesUser) : undefined
    const cookies = [token && `${COOKIES.token}=${token}`, entry.requires === 'pay-user' && `${COOKIES.payUser}=13800138000`].filter(Boolean)
    const response = await request(samplePath(entry.path), { headers: { cookie: cookies.join('; ') } })
    expect(response.status).toBe(200)
    const { first, head } = await firstChunkAndHead(response)
    expect(first).toContain(`data-header-theme="${entry.headerTheme}"`)
    expect(first).toContain(`data-color-mode="${entry.colorMode}"`)
    // A page of an activity is titled by that activity's share card (issue 27), any other by its route.
    expect(head).toContain(`<title>${documentTitle(entry.path.includes(':uuid') ? '示例活动' : entry.title)}</title>`)
  })

  it('renders each layout and page into the body', async () => {
    await resetDatabase() // the ad landings of db/demo-ads.sql
    const html = await (await request('/ad/42')).text()
    expect(html).toContain('免费下载')
    expect(html).toContain('<h1>AI 一键精修人像</h1>')
    expect(html).not.toContain('广告落地页')
  })

  it('serves an ad landing as the island: its own entry, props instead of router state (docs/decisions/020)', async () => {
    await resetDatabase()
    const html = await (await request('/ad/baidu?bd_vid=island-check')).text()
    expect(html).toContain('data-entry="/client/adEntry.tsx"')
    expect(html).not.toContain('client/entry.tsx')
    const data = JSON.parse(/<script id="__ssr_data" type="application\/json">(.*?)<\/script>/.exec(html)?.[1] ?? 'null') as Record<string, unknown> | null
    expect(data).toMatchObject({ island: 'ad', landing: { key: 'baidu' }, loggedIn: false, hotline: { service_hotline: '400-800-0000' } })
    expect((data?.download as { platforms?: unknown[] } | null)?.platforms?.length).toBeGreaterThan(0)
    expect(data).not.toHaveProperty('router')
    // The same landing markup the app renders: the hero slider and the download entry, server-side.
    expect(html).toContain('data-testid="ad-landing"')
    expect(html).toContain('data-testid="product-downloads"')
  })

  it('serves every other page with the app entry', async () => {
    const html = await (await request('/download')).text()
    expect(html).toContain('data-entry="/client/entry.tsx"')
    expect(html).not.toContain('adEntry')
  })
})

describe('unknown paths', () => {
  it('answer 404 with the countdown page', async () => {
    const response = await request('/no/such/page')
    expect(response.status).toBe(404)
    const html = await response.text()
    expect(html).toContain('页面不存在')
    expect(html).toContain('秒后自动返回首页')
    expect(html).toContain('返回首页')
  })
})

describe('guards', () => {
  it.each(['/profile', '/profile/packages', '/profile/device', '/profile/account-security', '/profile/information'])(
    '%s without login redirects home',
    async (path) => {
      const response = await request(path, { redirect: 'manual' })
      expect(response.status).toBe(302)
      expect(new URL(response.headers.get('location')!, 'http://x').pathname).toBe('/')
    },
  )

  it('a forged token is no login: the document, sent before the session is read, sends the browser home', async () => {
    await expectSentHome(await request('/profile/device', { redirect: 'manual', headers: { cookie: `${COOKIES.token}=eyJhbGciOiJIUzI1NiJ9.e30.x` } }))
  })

  it('a revoked session is no login', async () => {
    const token = await loginAs(5, packagesUser)
    await env.DB.prepare('UPDATE sessions SET revoked_at = unixepoch() WHERE user_id = 5').run()
    await expectSentHome(await request('/profile/device', { redirect: 'manual', headers: { cookie: `${COOKIES.token}=${token}` } }))
  })

  it('a bare /profile forwards a permitted user to its default child', async () => {
    const token = await loginAs(2, packagesUser)
    const response = await request('/profile', { redirect: 'manual', headers: { cookie: `${COOKIES.token}=${token}` } })
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/profile/packages')
  })

  it('a user lacking the Packages flag may open devices but not packages', async () => {
    const token = await loginAs(3, AccessTag.NoAuth)
    const headers = { cookie: `${COOKIES.token}=${token}` }
    const devices = await (await request('/profile/device', { headers })).text()
    expect(devices).toContain('__ssr_data')
    await expectSentHome(await request('/profile/packages', { headers, redirect: 'manual' }))
    await expectSentHome(await request('/profile/information', { headers, redirect: 'manual' }))
  })

  it('/payment/success needs a phone in the pay-user cookie', async () => {
    expect((await request('/payment/success', { redirect: 'manual' })).status).toBe(302)
    const bad = await request('/payment/success', { redirect: 'manual', headers: { cookie: `${COOKIES.payUser}=12345` } })
    expect(bad.status).toBe(302)
    const json = await request('/payment/success', { headers: { cookie: `${COOKIES.payUser}=${encodeURIComponent('{"phone":"13912345678"}')}` } })
    expect(json.status).toBe(200)
  })
})

describe('security headers', () => {
  it('every page has a nonce CSP that every inline script carries', async () => {
    const response = await request('/')
    const csp = response.headers.get('content-security-policy')!
    const nonce = /'nonce-([^']+)'/.exec(csp)![1]!
    expect(csp).toContain("object-src 'none'")
    expect(csp).toContain("base-uri 'none'")
    expect(csp).toContain('frame-ancestors')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('referrer-policy')).toBeTruthy()
    const html = await response.text()
    const executable = [...html.matchAll(/<script(?![^>]*type="application\/json")[^>]*>/g)].map((match) => match[0])
    expect(executable.length).toBeGreaterThan(0)
    for (const tag of executable) expect(tag).toContain(`nonce="${nonce}"`)
  })

  it('answers each response with a fresh nonce', async () => {
    const a = (await request('/')).headers.get('content-security-policy')
    const b = (await request('/')).headers.get('content-security-policy')
    expect(a).not.toBe(b)
  })
})

describe('crawlers', () => {
  it('get the whole document in one piece', async () => {
    const response = await request('/ability', { headers: { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' } })
    expect(response.headers.get('transfer-encoding')).not.toBe('chunked')
    const html = await response.text()
    expect(response.headers.get('content-length')).toBe(String(new TextEncoder().encode(html).length))
    expect(html).toMatch(/<\/html>$/)
  })
})
