import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { CHANNEL_CACHE_KEY } from '../services/ads'
import { callPath } from '../test/accounts'
import { ORIGIN } from '../test/helpers'
import { resetDatabase } from '../test/resetDatabase'
import { activityUrl } from './campaigns'

async function signIn(email: string): Promise<string> {
  const response = await callPath('/__sandbox/access/sign-in', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `email=${encodeURIComponent(email)}`,
  })
  return response.headers.get('set-cookie')!.split(';')[0]!
}

const post = (path: string, cookie: string, form: Record<string, string>) =>
  callPath(path, {
    method: 'POST',
    headers: { cookie, origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
  })

const ACTIVITY = {
  uuid: 'winter-sale-2026',
  family: 'sale',
  title: '冬季限时特惠',
  subtitle: '年度套餐直降',
  preheat_at: '2026-01-01 00:00:00',
  start_at: '2026-01-02 00:00:00',
  end_at: '2030-01-01 00:00:00',
  welfare_rule: '',
  theme: 'blue',
  rules: '每个账号限购 1 次\n套餐 1 年内有效',
  share_title: '冬季限时特惠 | 光影修图',
  share_description: '年度套餐直降',
}

beforeEach(resetDatabase)

describe('campaigns', () => {
  it('knows which page shows a family', () => {
    expect(activityUrl('sale', 'x1')).toBe('/activity/sale/x1')
    expect(activityUrl('aigc/figure', 'x1')).toBe('/activity/aigc/figure/x1')
    expect(activityUrl('welfare', 'x1')).toBe('/welfare/x1')
    expect(activityUrl('nonsense', 'x1')).toBeNull()
  })

  it('an operator creates an activity a visitor then opens; bad input keeps the form; a taken uuid is refused; edits are audited', async () => {
    const cookie = await signIn('operator@example.com')
    const bad = await post('/admin/campaigns/new', cookie, { ...ACTIVITY, end_at: '2025-12-31 00:00:00' })
    expect(bad.status).toBe(400)
    const badText = await bad.text()
    expect(badText).toContain('须满足：预热时间 ≤ 开始时间 &lt; 结束时间')
    expect(badText).toContain('value="冬季限时特惠"')
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM activities WHERE uuid = ?').bind(ACTIVITY.uuid).first('n')).toBe(0)

    const created = await post('/admin/campaigns/new', cookie, ACTIVITY)
    expect(created.status).toBe(200)
    expect(await created.text()).toContain('href="/activity/sale/winter-sale-2026"')
    expect((await post('/admin/campaigns/new', cookie, ACTIVITY)).status).toBe(400)

    const page = await callPath('/activity/sale/winter-sale-2026')
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('年度套餐直降') // the activity's own subtitle, not the route's title

    expect((await post('/admin/campaigns/edit/winter-sale-2026', cookie, { ...ACTIVITY, title: '冬季特惠加码' })).status).toBe(200)
    expect(await env.DB.prepare('SELECT title FROM activities WHERE uuid = ?').bind(ACTIVITY.uuid).first('title')).toBe('冬季特惠加码')
    const audit = await env.DB.prepare("SELECT action FROM admin_audit WHERE target = 'activity:winter-sale-2026' ORDER BY id").all<{ action: string }>()
    expect(audit.results.map((row) => row.action)).toEqual(['activity.create', 'activity.update'])
  })

  it('maps a channel to an existing activity and drops the cached map; removing works the same way', async () => {
    const cookie = await signIn('operator@example.com')
    await env.CACHE.put(CHANNEL_CACHE_KEY, '{}')
    const unknown = await post('/admin/campaigns/channels', cookie, { channel: 'spring-fair', uuid: 'no-such', note: '' })
    expect(unknown.status).toBe(400)
    expect(await unknown.text()).toContain('活动不存在')
    expect(await env.CACHE.get(CHANNEL_CACHE_KEY)).toBe('{}')

    expect((await post('/admin/campaigns/channels', cookie, { channel: 'spring-fair', uuid: 'demo-aggregate', note: '展会' })).status).toBe(200)
    expect(await env.CACHE.get(CHANNEL_CACHE_KEY)).toBeNull()
    expect(await env.DB.prepare("SELECT activity_uuid FROM ad_channels WHERE channel = 'spring-fair'").first('activity_uuid')).toBe('demo-aggregate')
    expect((await post('/admin/campaigns/channels', cookie, { channel: 'spring-fair', uuid: '', note: '' })).status).toBe(200)
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM ad_channels WHERE channel = 'spring-fair'").first('n')).toBe(0)
  })

  it('lets finance and viewers read but not edit', async () => {
    for (const email of ['viewer@example.com', 'finance@example.com']) {
      const cookie = await signIn(email)
      expect((await callPath('/admin/campaigns', { headers: { cookie } })).status).toBe(200)
      expect((await post('/admin/campaigns/new', cookie, ACTIVITY)).status, email).toBe(403)
      expect((await post('/admin/campaigns/channels', cookie, { channel: 'x', uuid: 'demo-aggregate', note: '' })).status, email).toBe(403)
    }
  })
})
