import { env } from 'cloudflare:workers'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { COOKIES } from '../../../shared/constants'
import { activityCalls, GiftType } from '../../../shared/contracts/activity'
import { activityCommonCalls } from '../../../shared/contracts/activityCommon'
import { userCalls } from '../../../shared/contracts/user'
import { BusinessType } from '../../../shared/payEnums'
import { loginByPhone } from '../../test/accounts'
import { activityLogin, call, resetActivityDemo, type Jar } from '../../test/activity'

beforeEach(resetActivityDemo)
afterEach(() => vi.useRealTimers())

/** Moves the clock past the code-send interval, so the same phone may be sent another code. */
function later(): void {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(Date.now() + 5 * 60_000)
}

const GIB = 1024 ** 3
/** The pay service's GET org/packages (what /profile/packages reads). */
const ORG_PACKAGES = '/v1/org/packages'
const claim = (uuid: string, jar: Jar) => call<{ gifts: { id: number; type: number; code: string | null }[] }>(activityCalls.post.path, { body: { uuid }, jar })
const mainJar = (token: string): Jar => ({ [COOKIES.token]: token })

interface Info {
  points: number
  aigc_points: number
  total_space: number
}
interface Package {
  name: string
  business_type: number
  total_space: number
  total_points: number
  valid_until: number
}

async function accountOf(phone: string) {
  const row = await env.DB.prepare('SELECT org_id FROM users WHERE phone = ?').bind(phone).first<{ org_id: number }>()
  const ledger = await env.DB.prepare(
    "SELECT count(*) AS n, COALESCE(SUM(points), 0) AS points FROM points_records WHERE org_id = ? AND unique_key LIKE 'activity-gift:%'",
  )
    .bind(row!.org_id)
    .first<{ n: number; points: number }>()
  const packages = await env.DB.prepare("SELECT count(*) AS n FROM pay_credits WHERE org_id = ? AND credit_key LIKE 'gift:%'")
    .bind(row!.org_id)
    .first<{ n: number }>()
  return { records: ledger!.n, points: ledger!.points, packages: packages!.n }
}

// demo-sale holds one gift of every type: a tutorial code (1), a bag (2), 30 days of rights (3),
// 100 GB (4), 20 lite effects (5), 50 AIGC points (6) and 300 + 500 points (7).
describe('gifts reach the main account of the same phone', () => {
  it('credits every type once through its owner, under concurrent claims, and shows it in the user panel and the packages', async () => {
    const phone = '13700137501'
    later()
    const token = await loginByPhone(phone)
    const before = await call<Info>(userCalls.userInfo.path, { scene: 'main', jar: mainJar(token) })
    later()
    const jar = await activityLogin(phone)
    const answers = await Promise.all(Array.from({ length: 6 }, () => claim('demo-sale', jar)))
    const won = answers.filter((answer) => answer.code === 0)
    expect(won).toHaveLength(1)
    // A virtual gift comes with its code; the others carry none.
    const virtual = won[0]!.data.gifts.find((gift) => gift.type === GiftType.Virtual)
    expect(virtual?.code).toMatch(/^[A-Z2-9]{12}$/)
    expect(won[0]!.data.gifts.filter((gift) => gift.type !== GiftType.Virtual).every((gift) => gift.code === null)).toBe(true)

    expect(await accountOf(phone)).toEqual({ records: 2, points: 800, packages: 4 })
    const after = await call<Info>(userCalls.userInfo.path, { scene: 'main', jar: mainJar(token) })
    expect(after.data.points - before.data.points).toBe(800)
    expect(after.data.aigc_points - before.data.aigc_points).toBe(50)
    expect(after.data.total_space - before.data.total_space).toBe(100 * GIB)

    const packages = await call<{ list: Package[] }>(ORG_PACKAGES, { scene: 'pay', jar: mainJar(token) })
    expect(packages.code).toBe(0)
    const byType = new Map(packages.data.list.map((item) => [item.business_type, item]))
    expect(byType.get(BusinessType.Storage)).toMatchObject({ name: '云端存储空间', total_space: 100 * GIB })
    expect(byType.get(BusinessType.Token)).toMatchObject({ name: 'AIGC 创作点数', total_points: 50 })
    expect(byType.get(BusinessType.LiteEffect)).toMatchObject({ name: '轻效果滤镜包', total_points: 20 })
    const rights = byType.get(BusinessType.Combination)
    expect(rights?.name).toBe('高级液化权益')

    // Logging in again to either site delivers nothing twice.
    later()
    await activityLogin(phone)
    later()
    await loginByPhone(phone)
    expect(await accountOf(phone)).toEqual({ records: 2, points: 800, packages: 4 })
  })

  it('keeps the gifts of a phone without a main account and credits them once at its first login', async () => {
    const phone = '13700137502'
    const jar = await activityLogin(phone)
    expect((await claim('demo-welfare', jar)).code).toBe(0)
    expect(await env.DB.prepare('SELECT 1 FROM users WHERE phone = ?').bind(phone).first()).toBeNull()
    const pending = await env.DB.prepare(
      'SELECT count(*) AS n FROM activity_gift_credits c JOIN activity_users u ON u.id = c.user_id WHERE u.phone = ? AND c.delivered_at IS NULL',
    )
      .bind(phone)
      .first<{ n: number }>()
    expect(pending?.n).toBe(2)

    later()
    const token = await loginByPhone(phone)
    expect(await accountOf(phone)).toEqual({ records: 1, points: 200, packages: 1 })
    const info = await call<Info>(userCalls.userInfo.path, { scene: 'main', jar: mainJar(token) })
    expect(info.data.points).toBe(200)
    expect(info.data.aigc_points).toBeGreaterThanOrEqual(30)
    later()
    await loginByPhone(phone)
    later()
    await activityLogin(phone)
    expect(await accountOf(phone)).toEqual({ records: 1, points: 200, packages: 1 })
  })
})

describe('去个人中心查看: the hand-over to the main site', () => {
  const handover = (jar: Jar) => call<{ code: string | null; masked_phone: string; expires_in: number }>(activityCalls.handover.path, { body: {}, jar })
  const exchange = (code: string, jar: Jar = {}) => call(activityCommonCalls.handoverExchange.path, { scene: 'main', body: { code }, jar })

  it('logs the same phone in once with a code, never with a token in the answer', async () => {
    const phone = '13700137503'
    await loginByPhone(phone)
    later()
    const jar = await activityLogin(phone)
    const given = await handover(jar)
    expect(given.data).toMatchObject({ masked_phone: '137****7503', expires_in: 60 })
    expect(given.data.code).toMatch(/^[0-9a-f]{32}$/)

    const browser: Jar = {}
    const first = await exchange(given.data.code!, browser)
    expect(first.code).toBe(0)
    expect(JSON.stringify(first.data)).not.toMatch(/token/)
    expect(browser[COOKIES.token]).toBeTruthy()
    const info = await call<{ user_info: { phone: string } }>(userCalls.userInfo.path, { scene: 'main', jar: browser })
    expect(info.data.user_info.phone).toBe(phone)

    const again: Jar = {}
    expect((await exchange(given.data.code!, again)).code).toBe(400)
    expect(again[COOKIES.token]).toBeUndefined()
  })

  it('refuses an expired code, and gives none to a phone without a main account', async () => {
    const phone = '13700137504'
    await loginByPhone(phone)
    later()
    const jar = await activityLogin(phone)
    const code = (await handover(jar)).data.code!
    vi.setSystemTime(Date.now() + 61_000)
    const browser: Jar = {}
    expect((await exchange(code, browser)).code).toBe(400)
    expect(browser[COOKIES.token]).toBeUndefined()

    const stranger = await activityLogin('13700137505')
    expect((await handover(stranger)).data).toMatchObject({ code: null, masked_phone: '137****7505' })
  })
})

describe('a real gift ships to the address its winner gives', () => {
  it('keeps the address of a received real gift, correctable, and refuses one for a gift not received', async () => {
    const jar = await activityLogin('13700137506')
    const address = { uuid: 'demo-sale', gift_id: 29, name: '张小明', phone: '13700137506', address: '浙江省杭州市西湖区文三路 100 号' }
    expect((await call(activityCalls.giftAddress.path, { body: address, jar })).code).toBe(404)
    expect((await claim('demo-sale', jar)).code).toBe(0)
    expect((await call(activityCalls.giftAddress.path, { body: address, jar })).code).toBe(0)
    expect((await call(activityCalls.giftAddress.path, { body: { ...address, address: '浙江省杭州市西湖区文三路 200 号' }, jar })).code).toBe(0)
    expect((await call(activityCalls.giftAddress.path, { body: { ...address, name: '' }, jar })).status).toBe(400)
    const rewards = await call<{ gifts: { id: number; address: { address: string } | null; codes: string[] }[] }>(activityCalls.rewardBasicInfo.path, {
      body: { uuid: 'demo-sale' },
      jar,
    })
    expect(rewards.data.gifts.find((gift) => gift.id === 29)?.address?.address).toBe('浙江省杭州市西湖区文三路 200 号')
    expect(rewards.data.gifts.find((gift) => gift.id === 28)?.codes).toEqual([expect.stringMatching(/^[A-Z2-9]{12}$/)])
  })
})
