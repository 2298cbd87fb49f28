import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { activityCalls } from '../../shared/contracts/activity'
import type { ActivityInfo } from '../../shared/contracts/schemas/activity'
import type { Product } from '../../shared/contracts/schemas/pay'
import { callPath } from '../test/accounts'
import { adminPost, adminSignIn } from '../test/admin'
import { call } from '../test/activity'
import { resetDatabase } from '../test/resetDatabase'

beforeEach(resetDatabase)

/** The head of a page as a crawler (WeChat's among them) reads it. */
async function headOf(path: string): Promise<string> {
  const response = await callPath(path, { headers: { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' } })
  expect(response.status).toBe(200)
  const html = await response.text()
  return html.slice(0, html.indexOf('</head>'))
}

function meta(head: string, attribute: string, key: string): string | undefined {
  return new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(head)?.[1]
}

/** The console's form of a demo activity, as it is saved, with `changes`. */
async function activityForm(uuid: string, changes: Record<string, string>): Promise<Record<string, string>> {
  const row = await env.DB.prepare('SELECT * FROM activities WHERE uuid = ?').bind(uuid).first<Record<string, string | number>>()
  const china = (seconds: number) => new Date((seconds + 8 * 3600) * 1000).toISOString().slice(0, 19).replace('T', ' ')
  return {
    uuid,
    family: String(row!.family),
    title: String(row!.title),
    subtitle: String(row!.subtitle),
    preheat_at: china(Number(row!.preheat_at)),
    start_at: china(Number(row!.start_at)),
    end_at: china(Number(row!.end_at)),
    welfare_rule: String(row!.welfare_rule),
    theme: String(row!.theme),
    rules: (JSON.parse(String(row!.rules)) as string[]).join('\n'),
    share_title: String(row!.share_title),
    share_description: String(row!.share_description),
    share_link: String(row!.share_link),
    share_thumbnail: String(row!.share_thumbnail),
    ...changes,
  }
}

describe("an activity page's head", () => {
  it("carries that activity's share title, description, link and image, not the route's", async () => {
    await env.DB.prepare(
      "UPDATE activities SET share_link = '/activity/sale/demo-sale?sId=77', share_thumbnail = '/media/sale-card.png' WHERE uuid = 'demo-sale'",
    ).run()
    const head = await headOf('/activity/sale/demo-sale')
    expect(head).toContain('<title>双 12 限时特惠 | 光影修图</title>')
    expect(meta(head, 'name', 'description')).toBe('全年最低价，AI 修图套餐低至 3.8 折')
    expect(meta(head, 'property', 'og:title')).toBe('双 12 限时特惠 | 光影修图')
    expect(meta(head, 'property', 'og:description')).toBe('全年最低价，AI 修图套餐低至 3.8 折')
    expect(meta(head, 'property', 'og:image')).toBe('http://example.test/media/sale-card.png')
    expect(meta(head, 'property', 'og:url')).toBe('http://example.test/activity/sale/demo-sale?sId=77')
    expect(meta(head, 'name', 'share-link')).toBe('http://example.test/activity/sale/demo-sale?sId=77')

    // A page that names its activity by family (no uuid) carries that one's card too.
    const invite = await headOf('/invite')
    const current = await call<ActivityInfo>(`${activityCalls.current.path}?family=invite`)
    expect(meta(invite, 'property', 'og:title')).toBe(current.data.share.title)
    expect(meta(invite, 'property', 'og:image')).toBe('http://example.test/share-card.png')
  })

  it("shows an operator's edit of the share card on the next request", async () => {
    expect(meta(await headOf('/activity/sale/demo-sale'), 'property', 'og:title')).toBe('双 12 限时特惠 | 光影修图')
    const cookie = await adminSignIn('operator@example.com')
    const edit = {
      share_title: '年终返场，最后 3 天',
      share_description: '套餐限时直降，先到先得',
      share_link: '/activity/sale/demo-sale?sId=88',
      share_thumbnail: 'https://cdn.example.com/sale.png',
    }
    const bad = await adminPost(
      '/admin/campaigns/edit/demo-sale',
      cookie,
      await activityForm('demo-sale', { ...edit, share_link: 'https://elsewhere.example/x' }),
    )
    expect(bad.status).toBe(400)
    expect(await bad.text()).toContain('分享链接为本站路径')
    expect((await adminPost('/admin/campaigns/edit/demo-sale', cookie, await activityForm('demo-sale', edit))).status).toBe(200)

    const head = await headOf('/activity/sale/demo-sale')
    expect(head).toContain('<title>年终返场，最后 3 天 - 光影修图</title>')
    expect(meta(head, 'property', 'og:description')).toBe('套餐限时直降，先到先得')
    expect(meta(head, 'property', 'og:image')).toBe('https://cdn.example.com/sale.png')
    expect(meta(head, 'property', 'og:url')).toBe('http://example.test/activity/sale/demo-sale?sId=88')
    const info = await call<ActivityInfo>(`${activityCalls.info.path}?uuid=demo-sale`)
    expect(info.data.share).toEqual({ title: edit.share_title, description: edit.share_description, link: edit.share_link, thumbnail: edit.share_thumbnail })
  })
})

describe('one catalogue', () => {
  it('an activity card says what /payment says of its product: lines, 原价, and a price never above the catalogue', async () => {
    const products = await call<{ list: Product[] }>('/v1/product/list?app_id=1', { scene: 'pay' })
    const activity = await call<ActivityInfo>(`${activityCalls.info.path}?uuid=demo-sale`)
    expect(activity.data.cards.length).toBeGreaterThan(0)
    for (const card of activity.data.cards) {
      const product = products.data.list.find((item) => item.id === card.product_id)!
      expect(card.features.slice(0, product.features.length)).toEqual(product.features)
      expect(card.original_price).toBe(Math.max(product.price, product.original_price))
      expect(card.price).toBeLessThanOrEqual(product.price)
    }
    const basic = activity.data.cards.find((card) => card.product_id === 1002)!
    expect(basic.features).toEqual(['修图 3000 张', '全部 AI 修图功能', '有效期 1 年'])
    expect(basic.original_price).toBe(39900)

    // A catalogue change reaches every card at once, and a card is never dearer than its product.
    await env.DB.prepare('UPDATE pay_products SET price = 19900 WHERE id = 1002').run()
    const after = await call<ActivityInfo>(`${activityCalls.info.path}?uuid=demo-sale`)
    expect(after.data.cards.find((card) => card.product_id === 1002)!.price).toBe(19900)
  })
})
