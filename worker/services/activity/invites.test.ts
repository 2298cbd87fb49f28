import { env } from 'cloudflare:workers'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { COOKIES } from '../../../shared/constants'
import { activityCalls, GiftType, WelfareCode } from '../../../shared/contracts/activity'
import { ACTIVITY_MESSAGES } from '../../../shared/contracts/activityMessages'
import { userCalls } from '../../../shared/contracts/user'
import { loginByPhone } from '../../test/accounts'
import { activityLogin, call, resetActivityDemo, type Jar } from '../../test/activity'

beforeEach(resetActivityDemo)
afterEach(() => vi.useRealTimers())

/** Moves the clock past the code-send interval, so the same phone may be sent another code. */
function later(): void {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(Date.now() + 5 * 60_000)
}

// demo-invite (task kind 3): 每邀请 1 位好友注册，双方各得 100 积分, its one gift (54) being the 100 points.
const INVITE = 'demo-invite'
const POINTS = 100

interface Rewards {
  gifts: { id: number; received: boolean; times: number; codes: string[] }[]
}

const myInvite = (jar: Jar) => call<{ code: string; invited: number }>(activityCalls.inviteInfo.path, { body: { uuid: INVITE }, jar })
const accept = (jar: Jar, inviter: string, uuid = INVITE) => call<{ counted: boolean }>(activityCalls.invite.path, { body: { uuid, inviter }, jar })
const rewards = (jar: Jar) => call<Rewards>(activityCalls.rewardBasicInfo.path, { body: { uuid: INVITE }, jar })

/** The activity's gift credits of a phone (delivered or kept for its first main login). */
async function creditsOf(phone: string): Promise<number> {
  const row = await env.DB.prepare(
    "SELECT count(*) AS n FROM activity_gift_credits c JOIN activity_users u ON u.id = c.user_id WHERE u.phone = ? AND c.source = 'invite'",
  )
    .bind(phone)
    .first<{ n: number }>()
  return row!.n
}

/** The invite points in a main account's ledger: how many records and how many points. */
async function invitePointsOf(phone: string) {
  const row = await env.DB.prepare(
    `SELECT count(*) AS n, COALESCE(SUM(r.points), 0) AS points FROM points_records r JOIN users u ON u.org_id = r.org_id
     WHERE u.phone = ? AND r.unique_key LIKE 'activity-gift:54:%'`,
  )
    .bind(phone)
    .first<{ n: number; points: number }>()
  return { records: row!.n, points: row!.points }
}

/** An inviter with a main account, logged in to the activity, and their invite code. */
async function inviter(phone: string) {
  const token = await loginByPhone(phone)
  later()
  const jar = await activityLogin(phone)
  const code = (await myInvite(jar)).data.code
  return { token, jar, code }
}

describe('invites credit the inviter per person', () => {
  it('counts an invitee once under concurrent and repeated acceptances, crediting each side once', async () => {
    const me = await inviter('13700137801')
    const friend = '13700137802'
    const friendJar = await activityLogin(friend)
    const answers = await Promise.all(Array.from({ length: 6 }, () => accept(friendJar, me.code)))
    expect(answers.every((answer) => answer.code === 0)).toBe(true)
    expect(answers.filter((answer) => answer.data.counted)).toHaveLength(1)
    expect((await accept(friendJar, me.code)).data.counted).toBe(false)

    expect((await myInvite(me.jar)).data.invited).toBe(1)
    expect(await invitePointsOf('13700137801')).toEqual({ records: 1, points: POINTS })
    expect(await creditsOf('13700137801')).toBe(1)
    expect(await creditsOf(friend)).toBe(1)
  })

  it('credits the inviter again for a second invitee: two invitees, two rewards', async () => {
    const me = await inviter('13700137803')
    const before = await call<{ points: number }>(userCalls.userInfo.path, { scene: 'main', jar: { [COOKIES.token]: me.token } })
    for (const phone of ['13700137804', '13700137805']) {
      expect((await accept(await activityLogin(phone), me.code)).data.counted).toBe(true)
    }
    expect((await myInvite(me.jar)).data.invited).toBe(2)
    expect(await invitePointsOf('13700137803')).toEqual({ records: 2, points: 2 * POINTS })
    const after = await call<{ points: number }>(userCalls.userInfo.path, { scene: 'main', jar: { [COOKIES.token]: me.token } })
    expect(after.data.points - before.data.points).toBe(2 * POINTS)
    // 我的奖励 says the reward came twice.
    expect((await rewards(me.jar)).data.gifts.find((gift) => gift.id === 54)).toMatchObject({ received: true, times: 2 })
  })

  it('gives nothing for an invitee who was a registered user before accepting', async () => {
    const me = await inviter('13700137806')
    // A phone with a main account.
    const old = '13700137807'
    await loginByPhone(old)
    later()
    const oldJar = await activityLogin(old)
    // A phone whose activity login is older than the activity (13700137015 registered 10 days ago).
    const earlier = await activityLogin('13700137015')
    for (const jar of [oldJar, earlier]) {
      const answer = await accept(jar, me.code)
      expect(answer).toMatchObject({ code: WelfareCode.NotNewUser, msg: ACTIVITY_MESSAGES.inviteNotNew })
    }
    expect((await myInvite(me.jar)).data.invited).toBe(0)
    expect(await creditsOf('13700137806')).toBe(0)
    expect(await creditsOf(old)).toBe(0)
    expect(await invitePointsOf('13700137806')).toEqual({ records: 0, points: 0 })
  })

  it("credits the invitee's own reward once, kept until its first main login", async () => {
    const me = await inviter('13700137808')
    const friend = '13700137809'
    const friendJar = await activityLogin(friend)
    await Promise.all(Array.from({ length: 4 }, () => accept(friendJar, me.code)))
    await accept(friendJar, me.code)
    expect(await creditsOf(friend)).toBe(1)
    expect((await rewards(friendJar)).data.gifts.find((gift) => gift.id === 54)).toMatchObject({ received: true, times: 1 })

    // The friend registers on the main site: the kept reward arrives, once however often they log in.
    later()
    const token = await loginByPhone(friend)
    expect(await invitePointsOf(friend)).toEqual({ records: 1, points: POINTS })
    const info = await call<{ points: number }>(userCalls.userInfo.path, { scene: 'main', jar: { [COOKIES.token]: token } })
    expect(info.data.points).toBeGreaterThanOrEqual(POINTS)
    later()
    await loginByPhone(friend)
    later()
    await activityLogin(friend)
    expect(await invitePointsOf(friend)).toEqual({ records: 1, points: POINTS })
  })

  it('gives a virtual reward a code of its own for each invitee, once each however often and concurrently they accept', async () => {
    const giftId = await env.DB.prepare(
      "INSERT INTO activity_gifts (activity_uuid, type, name, amount, unit) VALUES (?, ?, '修图会员兑换码', 1, '个') RETURNING id",
    )
      .bind(INVITE, GiftType.Virtual)
      .first<number>('id')
    const me = await inviter('13700137812')
    const friends = await Promise.all(['13700137813', '13700137814', '13700137815'].map((phone) => activityLogin(phone)))
    // Every invitee accepts three times at once, all of them together, then one once more.
    await Promise.all(friends.flatMap((jar) => Array.from({ length: 3 }, () => accept(jar, me.code))))
    await accept(friends[0]!, me.code)

    const codesOf = async (jar: Jar) => (await rewards(jar)).data.gifts.find((gift) => gift.id === giftId)!
    const mine = await codesOf(me.jar)
    expect(mine).toMatchObject({ received: true, times: 3 })
    expect(mine.codes).toHaveLength(3)
    for (const code of mine.codes) expect(code).toMatch(/^[A-Z2-9]{12}$/)
    const theirs = await Promise.all(friends.map(codesOf))
    for (const gift of theirs) expect(gift.codes).toHaveLength(1)
    // Six codes, none shared: three for the inviter (one per invitee), one for each invitee.
    expect(new Set([...mine.codes, ...theirs.flatMap((gift) => gift.codes)]).size).toBe(6)
    // Asked again, 我的奖励 keeps the same codes in the same order.
    expect((await codesOf(me.jar)).codes).toEqual(mine.codes)
  })

  it('names the inviter by an opaque code and refuses a phone, oneself and an activity that rewards no invites', async () => {
    const me = await inviter('13700137810')
    expect(me.code).toMatch(/^[A-Z2-9]{12}$/)
    expect((await myInvite(me.jar)).data.code).toBe(me.code)
    const friendJar = await activityLogin('13700137811')
    expect((await accept(friendJar, '13700137810')).status).toBe(400)
    expect((await accept(me.jar, me.code)).msg).toBe(ACTIVITY_MESSAGES.inviteSelf)
    // demo-sale is no invite activity: its gifts are not there to be taken through an invite.
    expect((await accept(friendJar, me.code, 'demo-sale')).code).toBe(404)
    expect(await creditsOf('13700137811')).toBe(0)
    expect(await creditsOf('13700137810')).toBe(0)
  })
})
