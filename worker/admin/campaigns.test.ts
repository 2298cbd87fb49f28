import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { CHANNEL_CACHE_KEY } from '../services/ads'
import { callPath } from '../test/accounts'
import { resetDatabase } from '../test/resetDatabase'
import { activityUrl } from './campaigns'
import { activityCalls } from '../../shared/contracts/activity'
import { call } from '../test/activity'
import { adminGet as get, adminPost as post, adminSignIn as signIn, expectFormKept } from '../test/admin'

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
    await expectFormKept(bad, '须满足：预热时间 ≤ 开始时间 &lt; 结束时间', '冬季限时特惠')
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

  it('edits gifts and offer cards from the catalogue: validated, kept as typed when refused, audited, and what a visitor reads', async () => {
    const cookie = await signIn('operator@example.com')
    expect((await post('/admin/campaigns/new', cookie, ACTIVITY)).status).toBe(200)
    const gifts = `/admin/campaigns/edit/${ACTIVITY.uuid}/gifts`
    const cards = `/admin/campaigns/edit/${ACTIVITY.uuid}/cards`
    const count = async (table: string) => await env.DB.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE activity_uuid = ?`).bind(ACTIVITY.uuid).first('n')

    const badGift = await post(gifts, cookie, { id: '', type: '9', name: '冬日积分礼', amount: '500', unit: '积分', action: 'save' })
    expect(badGift.status).toBe(400)
    const badGiftText = await badGift.text()
    expect(badGiftText).toContain('请选择赠品类型')
    expect(badGiftText).toContain('value="冬日积分礼"')
    expect((await post(gifts, cookie, { id: '', type: '7', name: '冬日积分礼', amount: '0', unit: '积分', action: 'save' })).status).toBe(400)
    expect(await count('activity_gifts')).toBe(0)

    expect((await post(gifts, cookie, { id: '', type: '7', name: '冬日积分礼', amount: '500', unit: '积分', action: 'save' })).status).toBe(200)
    const giftId = (await env.DB.prepare('SELECT id FROM activity_gifts WHERE activity_uuid = ?').bind(ACTIVITY.uuid).first<number>('id'))!

    // The campaign price is a catalogue product's, discounted: never above it, never a product off the catalogue.
    const card = {
      id: '',
      product_id: '1002',
      tier: '1',
      name: '冬季基础版',
      price: '399.00',
      features: '下单赠 500 积分',
      gift_id: String(giftId),
      sort: '1',
    }
    const tooDear = await post(cards, cookie, card)
    expect(tooDear.status).toBe(400)
    const tooDearText = await tooDear.text()
    expect(tooDearText).toContain('活动价不能高于商品目录价 299.00 元')
    expect(tooDearText).toContain('value="冬季基础版"')
    expect((await post(cards, cookie, { ...card, product_id: '999999', price: '199.00' })).status).toBe(400)
    expect(await count('activity_cards')).toBe(0)
    expect((await post(cards, cookie, { ...card, price: '199.00' })).status).toBe(200)

    const info = await call<{
      gifts: { name: string; amount: number; unit: string; type: number }[]
      cards: { name: string; price: number; features: string[] }[]
    }>(`${activityCalls.info.path}?uuid=${ACTIVITY.uuid}`)
    expect(info.data.gifts).toEqual([expect.objectContaining({ name: '冬日积分礼', amount: 500, unit: '积分', type: 7 })])
    expect(info.data.cards).toEqual([
      expect.objectContaining({
        // The visitor reads the catalogue product's name (issue 27, One catalogue); the card's name is the console's.
        name: '基础版',
        price: 19900,
        original_price: 39900,
        product_id: 1002,
        gift_id: giftId,
        // What the product includes comes from the catalogue, the card's own line after it.
        features: ['修图 3000 张', '全部 AI 修图功能', '有效期 1 年', '下单赠 500 积分'],
      }),
    ])

    // A gift a card gives, or one somebody holds, stays.
    const inUse = await post(gifts, cookie, { id: String(giftId), type: '7', name: '冬日积分礼', amount: '500', unit: '积分', action: 'delete' })
    expect(inUse.status).toBe(400)
    expect(await inUse.text()).toContain('有优惠卡片赠送该赠品，请先修改卡片')
    const cardId = (await env.DB.prepare('SELECT id FROM activity_cards WHERE activity_uuid = ?').bind(ACTIVITY.uuid).first<number>('id'))!
    expect((await post(cards, cookie, { ...card, id: String(cardId), price: '199.00', gift_id: '' })).status).toBe(200)
    await env.DB.prepare("INSERT INTO activity_users (phone, registered_at) VALUES ('13700139999', 0)").run()
    await env.DB.prepare(
      "INSERT INTO activity_gift_credits (gift_id, user_id, source, created_at) SELECT ?, id, 'welfare', 0 FROM activity_users WHERE phone = '13700139999'",
    )
      .bind(giftId)
      .run()
    const claimed = await post(gifts, cookie, { id: String(giftId), type: '6', name: '冬日积分礼', amount: '500', unit: '积分', action: 'save' })
    expect(claimed.status).toBe(400)
    expect(await claimed.text()).toContain('已有 1 人领取该赠品，不能修改类型')
    expect((await post(gifts, cookie, { id: String(giftId), type: '7', name: '冬日积分礼', amount: '500', unit: '积分', action: 'delete' })).status).toBe(400)
    expect((await post(gifts, cookie, { id: String(giftId), type: '7', name: '冬日加码积分礼', amount: '800', unit: '积分', action: 'save' })).status).toBe(200)
    expect((await post(cards, cookie, { ...card, id: String(cardId), action: 'delete' })).status).toBe(200)
    expect(await count('activity_cards')).toBe(0)

    const audit = await env.DB.prepare("SELECT action FROM admin_audit WHERE target = 'activity:winter-sale-2026' ORDER BY id").all<{ action: string }>()
    expect(audit.results.map((row) => row.action)).toEqual([
      'activity.create',
      'activity.gift.create',
      'activity.card.create',
      'activity.card.update',
      'activity.gift.update',
      'activity.card.delete',
    ])
    const page = await (await get(`/admin/campaigns/edit/${ACTIVITY.uuid}`, cookie)).text()
    expect(page).toContain('已领取 1 份')
    expect(page).toContain('800积分 冬日加码积分礼')
  })

  it('lets finance and viewers read but not edit', async () => {
    for (const email of ['viewer@example.com', 'finance@example.com']) {
      const cookie = await signIn(email)
      expect((await callPath('/admin/campaigns', { headers: { cookie } })).status).toBe(200)
      expect((await post('/admin/campaigns/new', cookie, ACTIVITY)).status, email).toBe(403)
      expect((await post('/admin/campaigns/channels', cookie, { channel: 'x', uuid: 'demo-aggregate', note: '' })).status, email).toBe(403)
      expect(
        (await post('/admin/campaigns/edit/demo-aggregate/gifts', cookie, { id: '', type: '7', name: 'x', amount: '1', unit: '', action: 'save' })).status,
        email,
      ).toBe(403)
      expect((await post('/admin/campaigns/edit/demo-aggregate/cards', cookie, { id: '1', action: 'delete' })).status, email).toBe(403)
    }
  })
})
