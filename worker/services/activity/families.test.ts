import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { activityCalls } from '../../../shared/contracts/activity'
import { nowSeconds } from '../../lib/clock'
import { activityLogin, call, resetActivityDemo, type Jar } from '../../test/activity'
import { creditOfferPurchase } from './offers'

beforeEach(resetActivityDemo)

interface InfoEx {
  logged_in: boolean
  figures: Record<string, number>
  activity: { data: Record<string, unknown> }
}

const infoEx = (uuid: string, jar: Jar = {}) => call<InfoEx>(`${activityCalls.infoEx.path}?uuid=${uuid}`, { jar })
const distribution = () =>
  call<{ registrations: number; subscriptions: number }>(`${activityCalls.distributionInfo.path}?code=demo-sales`).then((answer) => answer.data)
const join = (jar: Jar, code = 'demo-sales', uuid = 'demo-distribution-reg') =>
  call<{ counted: boolean }>(activityCalls.distributionJoin.path, { body: { uuid, code }, jar })

/** The id of a demo activity's card of a tier (ids move with the catalogue; tiers do not). */
async function cardOf(uuid: string, tier: number): Promise<{ id: number; price: number }> {
  const row = await env.DB.prepare('SELECT id, price FROM activity_cards WHERE activity_uuid = ? AND tier = ?')
    .bind(uuid, tier)
    .first<{ id: number; price: number }>()
  return row!
}

/** A paid order of an activity card for an activity user, as the payment service records one. */
async function paidOrder(userId: number, uuid: string, tier: number): Promise<string> {
  const card = await cardOf(uuid, tier)
  const traceId = crypto.randomUUID()
  const now = nowSeconds()
  await env.DB.batch([
    env.DB.prepare('INSERT INTO activity_package_traces (trace_id, user_id, activity_uuid, card_id, created_at) VALUES (?, ?, ?, ?, ?)').bind(
      traceId,
      userId,
      uuid,
      card.id,
      now,
    ),
    env.DB.prepare(
      `INSERT INTO pay_orders (out_trade_no, org_id, user_id, product_id, product_name, business_type, price, amount, pay_type, state, created_at, expires_at, paid_at, activity_uuid, activity_trace_id)
       VALUES (?, 0, 0, 1002, '基础版', 1, ?, ?, 1, 1, ?, ?, ?, ?, ?)`,
    ).bind(`T${traceId.slice(0, 8)}`, card.price, card.price, now, now + 900, now, uuid, traceId),
  ])
  return traceId
}

async function userIdOf(phone: string): Promise<number> {
  return (await env.DB.prepare('SELECT id FROM activity_users WHERE phone = ?').bind(phone).first<{ id: number }>())!.id
}

describe('the activity families', () => {
  it('give each activity its family data, and a visitor no figures of their own', async () => {
    const group = await infoEx('demo-group')
    expect(group.data.logged_in).toBe(false)
    expect(group.data.figures).toEqual({})
    expect(group.data.activity.data).toMatchObject({ size: 3, tier: 1 })
    const aggregate = await call<{ data: Record<string, unknown> }>(`${activityCalls.info.path}?uuid=demo-aggregate`)
    expect(aggregate.data.data).toEqual({})
  })

  it('count a group leader and the friends who joined through their link, once each, until the group is full', async () => {
    const leader = await activityLogin('13700137201')
    expect((await infoEx('demo-group', leader)).data.figures).toEqual({ members: 1, size: 3, leading: 1 })
    const invite = await call<{ code: string }>(activityCalls.inviteInfo.path, { body: { uuid: 'demo-group' }, jar: leader })
    const joinGroup = (jar: Jar) => call<{ counted: boolean }>(activityCalls.groupJoin.path, { body: { uuid: 'demo-group', inviter: invite.data.code }, jar })
    expect((await joinGroup(leader)).code).toBe(400)
    const friend = await activityLogin('13700137202')
    expect((await joinGroup(friend)).data).toEqual({ counted: true })
    expect((await joinGroup(friend)).data).toEqual({ counted: false })
    expect((await infoEx('demo-group', leader)).data.figures).toEqual({ members: 2, size: 3, leading: 1 })
    // The friend sees the group they joined.
    expect((await infoEx('demo-group', friend)).data.figures).toEqual({ members: 2, size: 3, leading: 0 })
    // Two more friends race for the last place: one gets it.
    const [third, fourth] = [await activityLogin('13700137206'), await activityLogin('13700137207')]
    const answers = await Promise.all([joinGroup(third), joinGroup(fourth)])
    expect(answers.map((answer) => answer.code).sort()).toEqual([0, 409])
    expect((await infoEx('demo-group', leader)).data.figures.members).toBe(3)
  })

  it("give a deposit's balance as what was paid in and its tier's bonus, less refunds", async () => {
    const jar = await activityLogin('13700137203')
    expect((await infoEx('demo-deposit', jar)).data.figures).toEqual({ paid: 0, bonus: 0, balance: 0 })
    const userId = await userIdOf('13700137203')
    const basic = await cardOf('demo-deposit', 1)
    await paidOrder(userId, 'demo-deposit', 1)
    expect((await infoEx('demo-deposit', jar)).data.figures).toEqual({ paid: basic.price, bonus: 6000, balance: basic.price + 6000 })
    const refunded = await paidOrder(userId, 'demo-deposit', 1)
    await env.DB.prepare('UPDATE pay_orders SET refunded_at = paid_at WHERE activity_trace_id = ?').bind(refunded).run()
    expect((await infoEx('demo-deposit', jar)).data.figures.balance).toBe(basic.price + 6000)
  })

  it("report a studio's year from the exports of the main account with the same phone", async () => {
    const jar = await activityLogin('13800138000')
    const { figures } = (await infoEx('demo-annual-report', jar)).data
    expect(figures.year).toBe(2025)
    expect(figures.images).toBeGreaterThan(10_000)
    expect(figures.active_days).toBe(122)
    expect(figures.busiest_month).toBe(10)
    // A phone with no main account has a year with nothing in it.
    const stranger = await activityLogin('13700137204')
    expect((await infoEx('demo-annual-report', stranger)).data.figures).toEqual({ year: 2025 })
  })

  it("give a salesman's link and QR that carry their code to the activity's page", async () => {
    const answer = await call<{ name: string; link: string; qr_img: string }>(`${activityCalls.salesInfo.path}?code=demo-sales&uuid=demo-distribution-sub`)
    expect(answer.data.name).toBe('李经理')
    expect(new URL(answer.data.link).pathname).toBe('/activity/distribution-sub/demo-distribution-sub')
    expect(new URL(answer.data.link).searchParams.get('sales')).toBe('demo-sales')
    expect(answer.data.qr_img).toMatch(/^data:image\/svg\+xml;base64,/)
    expect((await call(`${activityCalls.salesInfo.path}?code=nobody`)).status).toBe(404)
  })

  it('make a visitor who logs in through the link the salesman’s registration once, and their purchase there a subscription', async () => {
    const before = await distribution()
    const jar = await activityLogin('13700137205')
    expect((await join(jar)).data).toEqual({ counted: true })
    expect((await join(jar)).data).toEqual({ counted: false })
    expect(await distribution()).toMatchObject({ registrations: before.registrations + 1, subscriptions: before.subscriptions })
    // Another salesman's link does not take the visitor away.
    await env.DB.prepare("INSERT INTO activity_salesmen (id, name, code, phone) VALUES (2, '王经理', 'other-sales', '13700137101')").run()
    expect((await join(jar, 'other-sales')).data).toEqual({ counted: false })
    const trace = await paidOrder(await userIdOf('13700137205'), 'demo-distribution-sub', 1)
    await creditOfferPurchase(env.DB, trace)
    await creditOfferPurchase(env.DB, trace)
    expect(await distribution()).toMatchObject({ registrations: before.registrations + 1, subscriptions: before.subscriptions + 1 })
  })

  it('ask for the login before attributing anyone', async () => {
    expect((await join({})).status).toBe(401)
  })
})
