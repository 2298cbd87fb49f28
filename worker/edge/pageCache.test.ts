import { createExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { AccessTag } from '../../shared/access'
import { COOKIES } from '../../shared/constants'
import app, { SECURITY } from '../app'
import { loginAs, ORIGIN, request } from '../test/helpers'
import { servedKept } from './pages'
import { resetDatabase } from '../test/resetDatabase'
import {
  agePageCache,
  clearPageCache,
  CONTENT_VERSION_TRUST_MS,
  PAGE_CACHE_HEADER,
  PAGE_CACHE_HIT_MARK,
  PAGE_CACHE_STALE_MS,
  PAGE_CACHE_TTL_MS,
} from './pageCache'

const BROWSER = {
  'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
}

/** A page's cache state, HTML and CSP nonce. */
async function visit(path: string, headers: Record<string, string> = BROWSER) {
  const response = await request(path, { headers })
  const html = await response.text()
  const nonce = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1]
  const cacheable = response.headers.get(PAGE_CACHE_HEADER) === 'on'
  return { status: response.status, cache: cacheable ? (html.endsWith(PAGE_CACHE_HIT_MARK) ? 'hit' : 'miss') : null, html, nonce }
}

/** The first render keeps the page once the stream has been read through. */
async function keptVisit(path: string) {
  await expect.poll(async () => (await visit(path)).cache).toBe('hit')
  return visit(path)
}

beforeEach(() => clearPageCache())
afterEach(() => vi.useRealTimers())

/** Stops the clock (D1 and timers run as usual), so that only `later` moves it. */
function holdClock(): void {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(Date.now())
}

/** Moves the held clock past the time a content version read is trusted. */
function later(): void {
  vi.setSystemTime(Date.now() + CONTENT_VERSION_TRUST_MS)
}

describe('the cache of anonymous pages', () => {
  it('serves an anonymous page again with the response’s own nonce', async () => {
    const first = await visit('/help')
    expect(first.cache).toBe('miss')
    const again = await keptVisit('/help')
    expect(again.status).toBe(200)
    expect(again.nonce).toBeDefined()
    expect(again.nonce).not.toBe(first.nonce)
    const nonces = [...again.html.matchAll(/nonce="([^"]+)"/g)].map((match) => match[1])
    expect(nonces.length).toBeGreaterThan(0)
    expect(new Set(nonces)).toEqual(new Set([again.nonce]))
    // The same page, its head written afresh and the rest from the cache, marked as a hit.
    expect(again.html.replaceAll(again.nonce!, 'N')).toBe(first.html.replaceAll(first.nonce!, 'N') + PAGE_CACHE_HIT_MARK)
  })

  it('sends a kept page whole, its length known, while the content version is trusted', async () => {
    await keptVisit('/help')
    const response = await request('/help', { headers: BROWSER })
    const html = await response.text()
    expect(html.endsWith(PAGE_CACHE_HIT_MARK)).toBe(true)
    expect(response.headers.get('content-length')).toBe(String(new TextEncoder().encode(html).byteLength))
  })

  it('shows a content change once the version read before it is no longer trusted', async () => {
    holdClock()
    const question = await env.DB.prepare('SELECT id, question FROM help_entries ORDER BY sort LIMIT 1').first<{ id: number; question: string }>()
    await keptVisit('/help')
    const changed = `${question!.question}（已更新）`
    await env.DB.prepare('UPDATE help_entries SET question = ? WHERE id = ?').bind(changed, question!.id).run()
    // Within the trust time the version is not read again: the kept page still answers.
    const soon = await visit('/help')
    expect(soon.cache).toBe('hit')
    expect(soon.html).not.toContain(changed)
    later()
    const after = await visit('/help')
    expect(after.cache).toBe('miss')
    expect(after.html).toContain(changed)
    await env.DB.prepare('UPDATE help_entries SET question = ? WHERE id = ?').bind(question!.question, question!.id).run()
  })

  it('renders afresh after a global config change', async () => {
    const { client_version: version } = (await env.DB.prepare('SELECT client_version FROM ow_config WHERE id = 1').first<{ client_version: string }>())!
    holdClock()
    await keptVisit('/')
    await env.DB.prepare("UPDATE ow_config SET client_version = '9.9.9' WHERE id = 1").run()
    later()
    const after = await visit('/')
    expect(after.cache).toBe('miss')
    await env.DB.prepare('UPDATE ow_config SET client_version = ? WHERE id = 1').bind(version).run()
  })

  it('renders a page once for the visitors who ask for it together, each served with their own nonce', async () => {
    const visits = await Promise.all(Array.from({ length: 4 }, () => visit('/help')))
    expect(visits.map((one) => one.cache).sort()).toEqual(['hit', 'hit', 'hit', 'miss'])
    for (const one of visits) expect(new Set([...one.html.matchAll(/nonce="([^"]+)"/g)].map((match) => match[1]))).toEqual(new Set([one.nonce]))
  })

  it('serves a page past its time while one visitor’s request renders it again', async () => {
    const first = await keptVisit('/help')
    agePageCache(PAGE_CACHE_TTL_MS + 1)
    const visits = await Promise.all(Array.from({ length: 3 }, () => visit('/help')))
    expect(visits.map((one) => one.cache).sort()).toEqual(['hit', 'hit', 'miss'])
    const stale = visits.find((one) => one.cache === 'hit')!
    expect(stale.html.replaceAll(stale.nonce!, 'N')).toBe(first.html.replaceAll(first.nonce!, 'N'))
  })

  it('renders a page again once it is past its time and its time of grace', async () => {
    await keptVisit('/help')
    agePageCache(PAGE_CACHE_TTL_MS + PAGE_CACHE_STALE_MS + 1)
    expect((await visit('/help')).cache).toBe('miss')
  })

  it('keeps nothing for a logged-in visitor, and never serves one a kept page', async () => {
    await keptVisit('/help')
    const token = await loginAs(1, AccessTag.Packages)
    const loggedIn = await visit('/help', { ...BROWSER, cookie: `${COOKIES.token}=${token}` })
    expect(loggedIn.status).toBe(200)
    expect(loggedIn.cache).toBeNull()
  })

  it('decides by the cookie alone: a token that names no session neither reads nor fills the cache', async () => {
    await keptVisit('/help')
    const stale = await visit('/help', { ...BROWSER, cookie: `${COOKIES.token}=not-a-session` })
    expect(stale.status).toBe(200)
    expect(stale.cache).toBeNull()
  })

  it('keeps an ad landing whole, its head read from the landing included', async () => {
    await resetDatabase() // the ad landings of db/demo-ads.sql
    const first = await visit('/ad/42')
    const again = await keptVisit('/ad/42')
    expect(again.html.slice(0, again.html.indexOf('</head>'))).toBe(first.html.slice(0, first.html.indexOf('</head>')).replaceAll(first.nonce!, again.nonce!))
    expect(again.html).toContain('rel="preload" as="image"')
  })

  it('keeps one page for every ad click, whatever its click id', async () => {
    await keptVisit('/help?bd_vid=first-click')
    const other = await visit('/help?bd_vid=second-click&sId=924')
    expect(other.cache).toBe('hit')
    expect(other.html).not.toContain('first-click')
  })

  it('renders pages of the moment and crawlers’ documents every time', async () => {
    expect((await visit('/search?q=修图')).cache).toBeNull()
    expect((await visit('/help', { 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' })).cache).toBeNull()
  })

  it('answers a kept page ahead of the app as the app answers it, headers and all', async () => {
    await keptVisit('/help')
    const ahead = servedKept(new Request(`${ORIGIN}/help`, { headers: BROWSER }), env, SECURITY)
    expect(ahead).toBeDefined()
    const routed = await app.fetch(new Request(`${ORIGIN}/help`, { headers: BROWSER }), env, createExecutionContext())
    const nonceOf = (response: Response) => /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')![1]!
    const seen = async (response: Response) => {
      const nonce = nonceOf(response)
      const headers = [...response.headers].map(([name, value]) => [name, name === 'x-request-id' ? 'ID' : value.replaceAll(nonce, 'N')])
      return { status: response.status, headers: headers.sort(), html: (await response.text()).replaceAll(nonce, 'N') }
    }
    const [fast, slow] = [await seen(ahead!), await seen(routed)]
    expect(fast).toEqual(slow)
    expect(fast.html.endsWith(PAGE_CACHE_HIT_MARK)).toBe(true)
    expect(nonceOf(ahead!)).not.toBe(nonceOf(routed))
  })

  it('leaves to the app every request a kept page is not all of', async () => {
    holdClock()
    await keptVisit('/help')
    const ahead = (path: string, init: RequestInit = {}) =>
      servedKept(new Request(`${ORIGIN}${path}`, { ...init, headers: { ...BROWSER, ...init.headers } }), env, SECURITY)
    expect(ahead('/help')).toBeDefined()
    expect(ahead('/help?bd_vid=click')).toBeUndefined()
    expect(ahead('/help', { method: 'HEAD' })).toBeUndefined()
    expect(ahead('/help', { headers: { cookie: `${COOKIES.token}=not-a-session` } })).toBeUndefined()
    expect(ahead('/help', { headers: { cookie: `${COOKIES.d1Bookmark}=bookmark` } })).toBeUndefined()
    expect(ahead('/help', { headers: { 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' } })).toBeUndefined()
    expect(ahead('/search')).toBeUndefined()
    later()
    expect(ahead('/help')).toBeUndefined()
  })

  it('serves a missing guide’s kept page whole under the 404 it was rendered with', async () => {
    const first = await visit('/guide/9999')
    expect(first.status).toBe(404)
    const again = await keptVisit('/guide/9999')
    expect(again.status).toBe(404)
    expect(again.html).toContain('教程不存在')
    expect(servedKept(new Request(`${ORIGIN}/guide/9999`, { headers: BROWSER }), env, SECURITY)?.status).toBe(404)
  })
})
