import { Hono } from 'hono'
import { activityCalls, ActivityPayScene, ActivityState, WelfareCode } from '../../../shared/contracts/activity'
import { ACTIVITY_MESSAGES } from '../../../shared/contracts/activityMessages'
import type { ActivityInfo } from '../../../shared/contracts/schemas/activity'
import { ok } from '../../../shared/contracts/envelope'
import { activityLoginScene } from '../../../shared/scenes'
import { nowSeconds } from '../../lib/clock'
import { ServiceError } from '../../lib/serviceApp'
import { activitiesOfType, activityLink, currentOfFamily, requireActivity } from './activities'
import { creditGifts, giftAddresses, giftCodes, receivedGiftIds, receivedTimes, saveGiftAddress } from './gifts'
import { openHandover } from './handover'
import { redeemCode } from './exchange'
import { exportTasks, receiveTask, recordExports } from './tasks'
import { familyFigures } from './familyFigures'
import { acceptInvite, inviteCount, inviterCode, inviterOfCode, isInviteActivity } from './invites'
import { qrDataUrl } from './qrSvg'
import { authenticate, requireActivityUser, unauthorized, type ActivityEnv } from '../../auth/authenticate'
import { findActivityUser, type ActivityUser } from './users'
import { servesCallsWithLogin } from '../../lib/serve'
import { welfareRefusal } from './welfare'

function refuse(code: number, message: string): ServiceError {
  return new ServiceError(code, message)
}

function welfareError(code: WelfareCode): ServiceError {
  return refuse(code, ACTIVITY_MESSAGES.welfare[code])
}

/** Calls that change state wait for the activity to start and stop when it ends (16). */
function requireRunning(activity: ActivityInfo): void {
  if (activity.state === ActivityState.Ended) throw welfareError(WelfareCode.Timeout)
  if (activity.state !== ActivityState.Started) throw refuse(409, ACTIVITY_MESSAGES.notStarted)
}

/** A state-changing call's activity, checked to be running at the time the call then acts at. */
async function runningActivity(db: D1Database, uuid: string): Promise<{ activity: ActivityInfo; now: number }> {
  const now = nowSeconds()
  const activity = await requireActivity(db, uuid, now)
  requireRunning(activity)
  return { activity, now }
}

async function currentUser(db: D1Database, userId: number): Promise<ActivityUser> {
  const user = await findActivityUser(db, userId)
  if (!user) throw unauthorized()
  return user
}

export const activityRoutes = new Hono<ActivityEnv>()
const { serve, serveLoggedIn } = servesCallsWithLogin(activityRoutes, requireActivityUser)

serve(activityCalls.info, async (c, { query }) => ok(await requireActivity(c.env.DB, query.uuid, nowSeconds())))

serve(activityCalls.current, async (c, { query }) => ok(await currentOfFamily(c.env.DB, query.family, nowSeconds())))

serve(activityCalls.infoEx, async (c, { query }) => {
  const now = nowSeconds()
  const activity = await requireActivity(c.env.DB, query.uuid, now)
  const session = await authenticate(c, 'activity')
  if (!session) return ok({ activity, logged_in: false, received_gift_ids: [], invite_count: 0, figures: {} })
  const [received, invites, figures] = await Promise.all([
    receivedGiftIds(
      c.env.DB,
      session.userId,
      activity.gifts.map((gift) => gift.id),
    ),
    c.env.DB.prepare('SELECT count(*) AS n FROM activity_invites WHERE activity_uuid = ? AND inviter_id = ?')
      .bind(query.uuid, session.userId)
      .first<{ n: number }>(),
    familyFigures(c.env.DB, activity, session.userId),
  ])
  return ok({ activity, logged_in: true, received_gift_ids: received, invite_count: invites?.n ?? 0, figures })
})

serve(activityCalls.infoByType, async (c, { query }) => ok({ list: await activitiesOfType(c.env.DB, query.type, nowSeconds()) }))

serve(activityCalls.ownerConfig, () => ok({ service_phone: '400-800-6688', service_wechat: 'guangying-kefu', service_hours: '工作日 9:00-18:00' }))

// common/post: claims a welfare activity's gifts, answering the welfare outcome codes.
serveLoggedIn(activityCalls.post, async (c, { body }) => {
  const db = c.env.DB
  const { activity, now } = await runningActivity(db, body.uuid)
  const user = await currentUser(db, c.var.activitySession.userId)
  const received =
    (
      await receivedGiftIds(
        db,
        user.id,
        activity.gifts.map((gift) => gift.id),
      )
    ).length > 0
  const refusal = welfareRefusal(activity, user, received, now)
  if (refusal !== null) throw welfareError(refusal)
  const credited = await creditGifts(db, user.id, activity.gifts, 'welfare', now)
  // A concurrent claim got there first.
  if (credited.length === 0) throw welfareError(activity.welfare_rule === 'old_vip' ? WelfareCode.OverThirtyReceived : WelfareCode.Received)
  return ok({ gifts: credited })
})

// The exchange post: a redemption code's gift, credited once; each refusal says why.
serveLoggedIn(activityCalls.exchange, async (c, { body }) => {
  const { activity, now } = await runningActivity(c.env.DB, body.uuid)
  return ok(await redeemCode(c.env.DB, activity, c.var.activitySession.userId, body.code, now))
})

// Export tasks: a visitor sees them with no progress; a reached one is received once.
serve(activityCalls.tasks, async (c, { query }) => {
  const now = nowSeconds()
  const activity = await requireActivity(c.env.DB, query.uuid, now)
  const session = await authenticate(c, 'activity')
  return ok({ logged_in: session !== null, server_time: now, list: await exportTasks(c.env.DB, activity, session?.userId ?? null, now) })
})

serveLoggedIn(activityCalls.taskReceive, async (c, { body }) => {
  const { activity, now } = await runningActivity(c.env.DB, body.uuid)
  return ok(await receiveTask(c.env.DB, activity, c.var.activitySession.userId, body.task_id, now))
})

// An invitee accepts an invitation: a new user counts once per activity and rewards both sides (invites.ts).
serveLoggedIn(activityCalls.invite, async (c, { body }) => {
  const db = c.env.DB
  const { activity, now } = await runningActivity(db, body.uuid)
  if (!isInviteActivity(activity)) throw refuse(404, ACTIVITY_MESSAGES.inviteNotFound)
  const invitee = await currentUser(db, c.var.activitySession.userId)
  const inviterId = await inviterOfCode(db, body.inviter)
  if (inviterId === null) throw refuse(404, ACTIVITY_MESSAGES.inviteNotFound)
  if (inviterId === invitee.id) throw refuse(400, ACTIVITY_MESSAGES.inviteSelf)
  const acceptance = await acceptInvite(db, activity, inviterId, invitee, now)
  if (acceptance === 'not-new') throw refuse(WelfareCode.NotNewUser, ACTIVITY_MESSAGES.inviteNotNew)
  return ok({ counted: acceptance === 'counted' })
})

serveLoggedIn(activityCalls.rewardBasicInfo, async (c, { body }) => {
  const activity = await requireActivity(c.env.DB, body.uuid, nowSeconds())
  const ids = activity.gifts.map((gift) => gift.id)
  const [received, codes, addresses] = await Promise.all([
    receivedTimes(c.env.DB, c.var.activitySession.userId, ids),
    giftCodes(c.env.DB, c.var.activitySession.userId, ids),
    giftAddresses(c.env.DB, c.var.activitySession.userId, activity.uuid),
  ])
  return ok({
    gifts: activity.gifts.map((gift) => ({
      ...gift,
      received: received.has(gift.id),
      times: received.get(gift.id) ?? 0,
      codes: codes.get(gift.id) ?? [],
      address: addresses.get(gift.id) ?? null,
    })),
  })
})

// A trace id for buying an offer card; the payment is made in the payment scene of the login.
// The promo family sells under the activity-ex login only: any other login is a 401, the
// answer for a call that lacks the login it needs.
serveLoggedIn(activityCalls.genPackageTraceId, async (c, { body }) => {
  const { activity, now } = await runningActivity(c.env.DB, body.uuid)
  if (activityLoginScene(activity.family) === 'activityEx' && c.var.activitySession.scene !== 'activity-ex') throw unauthorized()
  const card = activity.cards.find((item) => item.id === body.card_id)
  if (!card) throw refuse(404, ACTIVITY_MESSAGES.cardNotFound)
  const traceId = crypto.randomUUID()
  await c.env.DB.prepare('INSERT INTO activity_package_traces (trace_id, user_id, activity_uuid, card_id, created_at) VALUES (?, ?, ?, ?, ?)')
    .bind(traceId, c.var.activitySession.userId, activity.uuid, card.id, now)
    .run()
  const payScene = c.var.activitySession.scene === 'activity-ex' ? ActivityPayScene.ActivityEx : ActivityPayScene.Activity
  return ok({ trace_id: traceId, pay_scene: payScene, product_id: card.product_id })
})

serveLoggedIn(activityCalls.sourceCreate, async (c, { body }) => {
  const result = await c.env.DB.prepare(
    'INSERT INTO activity_sources (user_id, activity_uuid, source_id, channel, created_at) VALUES (?, ?, ?, ?, ?) ON CONFLICT (user_id, activity_uuid) DO NOTHING',
  )
    .bind(c.var.activitySession.userId, body.activity_uuid, body.source_id, body.channel, nowSeconds())
    .run()
  return ok({ created: result.meta.changes === 1 })
})

// The desktop app's report: its device and the exports the export tasks count.
serveLoggedIn(activityCalls.uploadDevice, async (c, { body }) => {
  await recordExports(c.env.DB, c.var.activitySession.userId, body.device, body.exports, nowSeconds())
  return ok(null)
})

// 去个人中心查看: a hand-over code when the phone has a main account.
serveLoggedIn(activityCalls.handover, async (c) => ok(await openHandover(c.env.DB, c.var.activitySession.userId, nowSeconds())))

// A real gift ships to the address its winner gives; giving it is what delivers it.
serveLoggedIn(activityCalls.giftAddress, async (c, { body }) => {
  const saved = await saveGiftAddress(c.env.DB, c.var.activitySession.userId, body, nowSeconds())
  if (!saved) throw refuse(404, ACTIVITY_MESSAGES.giftNotReceived)
  return ok(null)
})

serveLoggedIn(activityCalls.inviteInfo, async (c, { body }) => {
  const now = nowSeconds()
  const activity = await requireActivity(c.env.DB, body.uuid, now)
  const userId = c.var.activitySession.userId
  const [code, invited] = await Promise.all([inviterCode(c.env.DB, userId, now), inviteCount(c.env.DB, activity.uuid, userId)])
  // The activity's own page (some name their uuid in the query), with my code beside it.
  const url = new URL(activityLink(activity), c.req.url)
  url.searchParams.set('inviter', code)
  const link = url.toString()
  return ok({ code, link, qr_img: await qrDataUrl(link, 240), invited })
})
