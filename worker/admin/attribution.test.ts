import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { chinaDayStart } from '../../shared/chinaTime'
import { callPath } from '../test/accounts'
import { resetDatabase } from '../test/resetDatabase'
import { adminGet as get, adminSignIn as signIn } from '../test/admin'

/** 23:30 China time on the day: still that day in China, already the next in UTC. */
const lateOn = (day: string) => chinaDayStart(day) + 23.5 * 3600

async function seed() {
  const at = lateOn('2026-11-20')
  const statements = [
    ...['w1', 'w2', 'w3'].map((webId) =>
      env.DB.prepare(
        "INSERT INTO ad_reports (web_id, click_uri, phase, platform, os, ad_params, created_at) VALUES (?, '/ad/baidu?bd_vid=x', 'landing', 10, 'ios', '{}', ?)",
      ).bind(webId, at),
    ),
    // A second report of one visitor is one landing.
    env.DB.prepare(
      "INSERT INTO ad_reports (web_id, click_uri, phase, platform, os, ad_params, created_at) VALUES ('w1', '/ad/baidu?bd_vid=y', 'landing', 10, 'ios', '{}', ?)",
    ).bind(at),
    env.DB.prepare(
      "INSERT INTO ad_reports (web_id, click_uri, phase, platform, os, ad_params, created_at) VALUES ('k1', '/ad/ks?callback=z', 'landing', 4, 'android', '{}', ?)",
    ).bind(at),
    env.DB.prepare("INSERT INTO ad_conversions (web_id, kind, ref, platform, user_id, created_at) VALUES ('w1', 'registration', 'user:1', 10, 1, ?)").bind(at),
    env.DB.prepare("INSERT INTO ad_conversions (web_id, kind, ref, platform, user_id, created_at) VALUES ('w2', 'registration', 'user:2', 10, 2, ?)").bind(at),
    env.DB.prepare("INSERT INTO ad_conversions (web_id, kind, ref, platform, user_id, created_at) VALUES ('w1', 'purchase', 'P-ATTRIBUTION-1', 10, 1, ?)").bind(
      at,
    ),
    // A conversion without a click is not the ads' doing.
    env.DB.prepare("INSERT INTO ad_conversions (web_id, kind, ref, created_at) VALUES ('organic', 'registration', 'user:3', ?)").bind(at),
  ]
  await env.DB.batch(statements)
  const order = await env.DB.prepare('SELECT * FROM pay_orders LIMIT 1').first<Record<string, unknown>>()
  if (order) {
    const columns = Object.keys(order).filter((column) => column !== 'id')
    await env.DB.prepare(`INSERT INTO pay_orders (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`)
      .bind(...columns.map((column) => (column === 'out_trade_no' ? 'P-ATTRIBUTION-1' : column === 'amount' ? 29_900 : order[column])))
      .run()
  }
  return Boolean(order)
}

beforeEach(resetDatabase)

describe('attribution', () => {
  it('counts landings, registrations, purchases and revenue by China day and platform, as a table, a chart and a CSV', async () => {
    const hasOrder = await seed()
    expect(hasOrder, 'the demo data has an order to copy').toBe(true)
    const cookie = await signIn('viewer@example.com')
    const page = await (await callPath('/admin/attribution?from=2026-11-19&to=2026-11-21', { headers: { cookie } })).text()
    expect(page).toContain('data-testid="attribution-chart"')
    const row = (label: string) =>
      new RegExp(`<tr><td>2026-11-20</td><td>${label}</td><td>(\\d+)</td><td>(\\d+)</td><td>(\\d+)</td><td>([\\d.]*)</td>`).exec(page)?.slice(1)
    expect(row('百度（bd_vid）')).toEqual(['3', '2', '1', '299.00'])
    expect(row('快手（callback）')).toEqual(['1', '0', '0', '0.00'])
    expect(page).not.toContain('2026-11-21</td>')

    const csv = await callPath('/admin/attribution.csv?from=2026-11-19&to=2026-11-21', { headers: { cookie } })
    expect(csv.headers.get('content-type')).toContain('text/csv')
    const bytes = new Uint8Array(await csv.arrayBuffer())
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]) // the BOM Excel needs to read UTF-8
    const text = new TextDecoder().decode(bytes)
    expect(text.startsWith('日期,广告平台,落地访问,注册,购买,金额（元）\r\n')).toBe(true)
    expect(text).toContain(`2026-11-20,百度（bd_vid）,3,2,1,${'299.00'}\r\n`)
  })

  it('explains a bad range in Chinese and reads nothing', async () => {
    const cookie = await signIn('viewer@example.com')
    for (const [query, message] of [
      ['from=2026-02-30&to=2026-03-01', '日期格式为 2026-11-01'],
      ['from=2026-11-21&to=2026-11-20', '开始日期不能晚于结束日期'],
      ['from=2026-01-01&to=2026-11-20', '一次最多查询 93 天'],
    ]) {
      const response = await callPath(`/admin/attribution?${query}`, { headers: { cookie } })
      expect(response.status, query).toBe(400)
      expect(await response.text()).toContain(message)
      expect((await callPath(`/admin/attribution.csv?${query}`, { headers: { cookie } })).status).toBe(400)
    }
  })
})
