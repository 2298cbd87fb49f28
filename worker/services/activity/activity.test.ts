import { env } from 'cloudflare:workers'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { COOKIES } from '../../../shared/constants'
import { activityCalls, ActivityState, OrgInfoState, OrgType, WelfareCode } from '../../../shared/contracts/activity'
import { activityCommonCalls } from '../../../shared/contracts/activityCommon'
import { userCalls } from '../../../shared/contracts/user'
import { loginByPhone } from '../../test/accounts'
import { activityLogin, call, resetActivityDemo, type Jar } from '../../test/activity'

beforeEach(resetActivityDemo)
afterEach(() => vi.useRealTimers())

const claim = (uuid: string, jar: Jar) => call<{ gifts: { id: number }[] }>(activityCalls.post.path, { body: { uuid }, jar })

describe('activity info', () => {
  it('answers an activity by uuid with its state, gifts of every type and the four card tiers', async () => {
    const info = await call<{ state: number; gifts: { type: number }[]; cards: { tier: number }[]; server_time: number }>(
      `${activityCalls.info.path}?uuid=demo-sale`,
    )
    expect(info.code).toBe(0)
    expect(info.data.state).toBe(ActivityState.Started)
    expect(info.data.gifts.map((gift) => gift.type).sort()).toEqual([1, 2, 3, 4, 5, 6, 7, 7])
    expect(info.data.cards.map((card) => card.tier)).toEqual([0, 1, 2, 3])
  })

  it("names every card as /payment names its catalogue product, whatever the card's own label says", async () => {
    await env.DB.prepare("UPDATE activity_cards SET name = '私享版' WHERE activity_uuid = 'demo-sale'").run()
    const info = await call<{ cards: { name: string; product_id: number }[] }>(`${activityCalls.info.path}?uuid=demo-sale`)
    const products = await env.DB.prepare('SELECT id, name FROM pay_products').all<{ id: number; name: string }>()
    const names = new Map(products.results.map((product) => [product.id, product.name]))
    expect(info.data.cards.map((card) => card.name)).toEqual(info.data.cards.map((card) => names.get(card.product_id)))
    expect(info.data.cards.map((card) => card.name)).toEqual(['体验版', '基础版', '专业版', '旗舰版'])
  })

  it('derives every state from the timeline', async () => {
    const states = await Promise.all(
      ['demo-sale-soon', 'demo-sale-preheat', 'demo-sale', 'demo-sale-ended'].map((uuid) => call<{ state: number }>(`${activityCalls.info.path}?uuid=${uuid}`)),
    )
    expect(states.map((answer) => answer.data.state)).toEqual([0, 1, 2, 3])
  })

  it('moves a preheat activity to started when its start time comes', async () => {
    const row = await env.DB.prepare("SELECT start_at FROM activities WHERE uuid = 'demo-sale-preheat'").first<{ start_at: number }>()
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime((row!.start_at - 1) * 1000)
    expect((await call<{ state: number }>(`${activityCalls.info.path}?uuid=demo-sale-preheat`)).data.state).toBe(ActivityState.Preheat)
    vi.setSystemTime(row!.start_at * 1000)
    expect((await call<{ state: number }>(`${activityCalls.info.path}?uuid=demo-sale-preheat`)).data.state).toBe(ActivityState.Started)
  })

  it('answers an unknown uuid with 404 and bad input with 400', async () => {
    expect(await call(`${activityCalls.info.path}?uuid=no-such-activity`)).toMatchObject({ status: 404, code: 404 })
    expect(await call(`${activityCalls.info.path}?uuid=${encodeURIComponent('<script>')}`)).toMatchObject({ status: 400 })
  })
})

describe('welfare outcomes', () => {
  const cases: [string, string, number][] = [
    ['13700137014', 'demo-new-welfare', WelfareCode.NotNewUser],
    ['13700137015', 'demo-welfare-paid', WelfareCode.NotPaidUser],
    ['13700137016', 'demo-welfare-ended', WelfareCode.Timeout],
    ['13700137024', 'demo-welfare', WelfareCode.Received],
    ['13700137030', 'demo-welfare-recent', WelfareCode.OverThirtyOldUser],
    ['13700137031', 'demo-welfare-vip', WelfareCode.OverThirtyNotVip],
    ['13700137032', 'demo-welfare-vip', WelfareCode.OverThirtyReceived],
  ]
  for (const [phone, uuid, code] of cases) {
    it(`answers ${code} for ${phone} on ${uuid}, with a Chinese message`, async () => {
      const jar = await activityLogin(phone)
      const answer = await claim(uuid, jar)
      expect(answer).toMatchObject({ status: 200, code })
      expect(answer.msg).toMatch(/[\u4e00-\u9fff]/)
    })
  }

  it('credits a new user once, then answers 24', async () => {
    const jar = await activityLogin('13700137999')
    const first = await claim('demo-new-welfare', jar)
    expect(first.code).toBe(0)
    expect(first.data.gifts).toHaveLength(2)
    expect((await claim('demo-new-welfare', jar)).code).toBe(WelfareCode.Received)
  })

  it('credits a gift once under concurrent claims', async () => {
    const jar = await activityLogin('13700137998')
    const answers = await Promise.all(Array.from({ length: 8 }, () => claim('demo-welfare', jar)))
    expect(answers.filter((answer) => answer.code === 0)).toHaveLength(1)
    expect(answers.filter((answer) => answer.code === WelfareCode.Received)).toHaveLength(7)
    const credits = await env.DB.prepare(
      "SELECT count(*) AS n FROM activity_gift_credits c JOIN activity_users u ON u.id = c.user_id WHERE u.phone = '13700137998'",
    ).first<{ n: number }>()
    expect(credits?.n).toBe(2)
  })

  it('needs an activity login', async () => {
    expect(await claim('demo-welfare', {})).toMatchObject({ status: 401 })
  })
})

describe('three scenes, three tokens', () => {
  it('never lets the main cookie authorize activity calls or the activity cookies main calls', async () => {
    const mainToken = await loginByPhone('13800138000')
    const mainJar: Jar = { [COOKIES.token]: mainToken }
    expect(await call(activityCalls.me.path, { jar: mainJar })).toMatchObject({ status: 200, data: null })
    // A main token placed in the activity cookie is refused too.
    expect(await call(activityCalls.me.path, { jar: { [COOKIES.activityToken]: mainToken } })).toMatchObject({ status: 401 })

    const activityJar = await activityLogin('13800138000')
    expect(activityJar[COOKIES.token]).toBeUndefined()
    expect(await call(activityCalls.me.path, { jar: activityJar })).toMatchObject({ status: 200, code: 0 })
    expect(await call(userCalls.userInfo.path, { scene: 'main', jar: { [COOKIES.token]: activityJar[COOKIES.activityToken]! } })).toMatchObject({ status: 401 })
    // The activity-ex scene reads only its own cookie.
    expect(await call(activityCalls.me.path, { jar: activityJar, ex: true })).toMatchObject({ status: 200, data: null })
  })

  it('keeps activity-ex apart and a 401 clears only its own cookie', async () => {
    const jar = await activityLogin('13700137500', {}, true)
    expect(jar[COOKIES.activityToken]).toBeUndefined()
    expect(await call(activityCalls.me.path, { jar, ex: true })).toMatchObject({ code: 0 })
    jar[COOKIES.token] = 'main-login-stays'
    jar[COOKIES.activityToken] = 'stale'
    expect(await call(activityCalls.me.path, { jar })).toMatchObject({ status: 401 })
    expect(jar[COOKIES.activityToken]).toBeUndefined()
    expect(jar[COOKIES.token]).toBe('main-login-stays')
    expect(jar[COOKIES.activityExToken]).toBeTruthy()
  })

  it('logs out of the activity scene only', async () => {
    const jar = await activityLogin('13700137501')
    jar[COOKIES.token] = 'main-login-stays'
    await call(activityCalls.logout.path, { body: {}, jar })
    expect(jar[COOKIES.activityToken]).toBeUndefined()
    expect(jar[COOKIES.token]).toBe('main-login-stays')
  })
})

describe('receive-free storage', () => {
  it('goes from adding information through the scan to success, credits once, then answers already bound', async () => {
    const jar = await activityLogin('13700137600')
    const state = async () => (await call<{ org_info_state: number }>(activityCalls.orgInfoState.path, { jar })).data.org_info_state
    expect(await state()).toBe(OrgInfoState.AddInfo)
    expect((await call(activityCalls.giftStorage.path, { body: { uuid: 'demo-storage' }, jar })).code).not.toBe(0)
    expect(await call(activityCalls.updateOrgInfo.path, { body: { org_name: '小满婚纱摄影', org_type: OrgType.WeddingStudio }, jar })).toMatchObject({
      data: { org_info_state: OrgInfoState.ScanCode },
    })
    const qr = await call<{ img_url: string; scan_url: string }>(`${activityCalls.orgQrCode.path}?page=pages/org/bind&width=430`, { jar })
    expect(qr.data.img_url).toMatch(/^data:image\/svg\+xml;base64,/)
    const token = new URL(qr.data.scan_url).searchParams.get('token')!
    const { callPath } = await import('../../test/accounts')
    const scanned = await callPath('/__sandbox/activity/scan', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token }),
    })
    expect(await scanned.json()).toEqual({ confirmed: true })
    expect(await state()).toBe(OrgInfoState.Success)
    const gifts = await Promise.all([1, 2, 3].map(() => call<{ credited: boolean }>(activityCalls.giftStorage.path, { body: { uuid: 'demo-storage' }, jar })))
    expect(gifts.filter((answer) => answer.data.credited)).toHaveLength(1)
    expect(await state()).toBe(OrgInfoState.AlreadyBound)
  })

  it('answers nonconforming for a personal account and already bound for the demo studio', async () => {
    const jar = await activityLogin('13700137601')
    await call(activityCalls.updateOrgInfo.path, { body: { org_name: '个人摄影', org_type: OrgType.Personal }, jar })
    expect((await call<{ org_info_state: number }>(activityCalls.orgInfoState.path, { jar })).data.org_info_state).toBe(OrgInfoState.Nonconforming)
    const bound = await activityLogin('13700137003')
    expect((await call<{ org_info_state: number }>(activityCalls.orgInfoState.path, { jar: bound })).data.org_info_state).toBe(OrgInfoState.AlreadyBound)
  })
})

describe('exchange and invite', () => {
  it('credits an exchange once and counts an invitee once', async () => {
    const jar = await activityLogin('13700137700')
    const first = await call<{ credited: boolean }>(activityCalls.exchange.path, { body: { uuid: 'demo-exchange', code: 'GYRIGHTS90D00001' }, jar })
    const again = await call<{ credited: boolean }>(activityCalls.exchange.path, { body: { uuid: 'demo-exchange', code: 'GYRIGHTS90D00001' }, jar })
    expect([first.data.credited, again.data.credited]).toEqual([true, false])
    const inviter = (await call<{ code: string }>(activityCalls.inviteInfo.path, { body: { uuid: 'demo-invite' }, jar: await activityLogin('13700137015') }))
      .data.code
    const invites = await Promise.all([1, 2].map(() => call<{ counted: boolean }>(activityCalls.invite.path, { body: { uuid: 'demo-invite', inviter }, jar })))
    expect(invites.filter((answer) => answer.data.counted)).toHaveLength(1)
  })
})

describe('activity pages at the edge', () => {
  it('answers an unknown uuid with a real 404 and sends an ended activity to its timeout page, naming it', async () => {
    const { request } = await import('../../test/helpers')
    expect((await request('/activity/sale/no-such-activity')).status).toBe(404)
    expect((await request('/activity/sale/demo-sale')).status).toBe(200)
    const ended = await request('/activity/sale/demo-sale-ended', { redirect: 'manual' })
    expect(ended.status).toBe(302)
    // The ended activity's uuid goes along, so the timeout page can name it.
    expect(ended.headers.get('location')).toBe('/activity/timeout?uuid=demo-sale-ended')
  })

  it("names the ended activity on its timeout page and lists the open ones there, in the server's document", async () => {
    const { request } = await import('../../test/helpers')
    const ended = await call<{ title: string; state: number }>(`${activityCommonCalls.h5ActivityInfo.path}?uuid=demo-sale-ended`, { scene: 'main' })
    expect(ended.data).toMatchObject({ title: '双 11 特惠（已结束）', state: ActivityState.Ended })
    const config = await call<{ server_time: number; list: { uuid: string; title: string; state: number; link: string }[] }>(
      activityCommonCalls.activityConfig.path,
      { scene: 'main' },
    )
    expect(config.data.list.map((activity) => activity.uuid)).not.toContain('demo-sale-ended')
    const running = config.data.list.find((activity) => activity.state === ActivityState.Started)!
    const html = await (await request('/activity/timeout?uuid=demo-sale-ended')).text()
    expect(html).toContain('「双 11 特惠（已结束）」已结束，感谢您的关注')
    expect(html).toContain(`href="${running.link}"`)
    expect(html).toContain(`<strong>${running.title}</strong>`)
    // The page is the timeout page, not the ended activity's: its own title, not that activity's share card.
    expect(html).toMatch(/<title>活动已结束/)
    // A running activity's uuid on the timeout page is not said to have ended.
    const forged = await (await request('/activity/timeout?uuid=demo-sale')).text()
    expect(forged).toContain('本期活动已结束，感谢您的关注')
    expect(forged).not.toContain('「双 12 限时特惠」')
  })

  it('offers the packages and home on a timeout page when no other activity is open, or when it names none', async () => {
    const { request } = await import('../../test/helpers')
    await env.DB.prepare(
      'UPDATE activities SET preheat_at = MIN(preheat_at, unixepoch() - 2), start_at = MIN(start_at, unixepoch() - 2), end_at = unixepoch() - 1',
    ).run()
    const html = await (await request('/new-welfare/timeout')).text()
    expect(html).toContain('本期活动已结束，感谢您的关注')
    expect(html).toContain('暂时没有进行中的活动，更多优惠敬请期待')
    expect(html).toContain('href="/payment"')
    expect(html).not.toContain('data-testid="other-activities"')
  })
})

describe('complete-info calls', () => {
  it('saves and reads the complete-info form of a main account, and refuses bad input with a Chinese message', async () => {
    const token = await loginByPhone('13900139000')
    const jar: Jar = { [COOKIES.token]: token }
    expect((await call<{ list: unknown[] }>(activityCommonCalls.organizationTypes.path, { scene: 'main' })).data.list.length).toBeGreaterThan(0)
    expect(await call(activityCommonCalls.completedInfo.path, { scene: 'main', jar })).toMatchObject({ data: { completed: false, info: null } })
    const bad = await call(activityCommonCalls.completeOrgInfo.path, {
      scene: 'main',
      jar,
      body: { org_name: '', org_type: 1, complete_type: 1, contact_name: '林' },
    })
    expect(bad.status).toBe(400)
    expect(bad.msg).toMatch(/[\u4e00-\u9fff]/)
    const body = { org_name: '林小满摄影', org_type: 1, complete_type: 2, contact_name: '林小满', city: '厦门', staff_count: 3 }
    expect(await call(activityCommonCalls.completeOrgInfo.path, { scene: 'main', jar, body })).toMatchObject({ code: 0 })
    expect(await call(activityCommonCalls.completedInfo.path, { scene: 'main', jar })).toMatchObject({ data: { completed: true, info: body } })
    expect(await call(activityCommonCalls.completedInfo.path, { scene: 'main' })).toMatchObject({ status: 401 })
  })
})
