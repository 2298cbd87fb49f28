import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { api } from '../test/accounts'
import { adminGet as get, adminPost as post, adminSignIn as signIn, expectFormKept } from '../test/admin'
import { ORIGIN } from '../test/helpers'
import { resetDatabase } from '../test/resetDatabase'

/** What POST /v1/web/weight/is_url_limit answers for `url`, as the site's pages ask it. */
async function isLimited(url: string): Promise<boolean> {
  const answer = await api<{ is_limit: boolean }>('/v1/web/weight/is_url_limit', { body: { url } })
  expect(answer.code).toBe(0)
  return answer.data.is_limit
}

beforeEach(resetDatabase)

describe('URL limits', () => {
  it('an operator limits a page and a path prefix, is_url_limit answers by them, and lifting one frees it, audited', async () => {
    expect(await isLimited(`${ORIGIN}/guide/3`)).toBe(false)
    const cookie = await signIn('operator@example.com')

    const bad = await post('/admin/url-limits', cookie, { pattern: 'guide/3', note: '投诉' })
    await expectFormKept(bad, '路径须以 / 开头', 'guide/3')
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM url_limits').first('n')).toBe(0)

    expect((await post('/admin/url-limits', cookie, { pattern: '/guide/3/', note: '内容调整中' })).status).toBe(200)
    expect((await post('/admin/url-limits', cookie, { pattern: '/activity/*', note: '' })).status).toBe(200)
    // The same path twice is refused, not a second row.
    const again = await post('/admin/url-limits', cookie, { pattern: '/guide/3', note: '' })
    expect(again.status).toBe(400)
    expect(await again.text()).toContain('/guide/3 已在限制中')

    expect(await isLimited(`${ORIGIN}/guide/3?from=share#top`)).toBe(true)
    expect(await isLimited('/activity/spring-sale')).toBe(true)
    expect(await isLimited(`${ORIGIN}/guide/30`)).toBe(false)
    expect(await isLimited('https://other.example/guide/3')).toBe(false)

    const page = await (await get('/admin/url-limits', cookie)).text()
    expect(page).toContain('<code>/guide/3</code>')
    expect(page).toContain('内容调整中')
    const id = await env.DB.prepare("SELECT id FROM url_limits WHERE pattern = '/guide/3'").first<number>('id')
    expect((await post(`/admin/url-limits/remove/${id}`, cookie, {})).status).toBe(200)
    expect((await post(`/admin/url-limits/remove/${id}`, cookie, {})).status).toBe(404)
    expect(await isLimited(`${ORIGIN}/guide/3`)).toBe(false)
    expect(await isLimited('/activity/spring-sale')).toBe(true)

    const audit = await env.DB.prepare("SELECT action, actor_email FROM admin_audit WHERE action LIKE 'url_limit.%' ORDER BY id").all<{
      action: string
      actor_email: string
    }>()
    expect(audit.results).toEqual([
      { action: 'url_limit.add', actor_email: 'operator@example.com' },
      { action: 'url_limit.add', actor_email: 'operator@example.com' },
      { action: 'url_limit.remove', actor_email: 'operator@example.com' },
    ])
  })

  it('a viewer and finance read the list but change nothing', async () => {
    for (const email of ['viewer@example.com', 'finance@example.com']) {
      const cookie = await signIn(email)
      const page = await get('/admin/url-limits', cookie)
      expect(page.status, email).toBe(200)
      expect(await page.text(), email).not.toContain('添加限制')
      expect((await post('/admin/url-limits', cookie, { pattern: '/guide/3', note: '' })).status, email).toBe(403)
    }
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM url_limits').first('n')).toBe(0)
  })
})
