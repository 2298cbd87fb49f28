import { Hono } from 'hono'
import { activityCalls, OrgInfoState } from '../../../shared/contracts/activity'
import { ACTIVITY_MESSAGES } from '../../../shared/contracts/activityMessages'
import { ok } from '../../../shared/contracts/envelope'
import { ServerCode } from '../../../shared/enums'
import { readConfig } from '../../env'
import { nowSeconds } from '../../lib/clock'
import { ServiceError } from '../../lib/serviceApp'
import { requireActivity } from './activities'
import { creditGifts } from './gifts'
import { isNonconforming, orgInfoState, readOrgInfo, storageGift } from './orgInfo'
import { qrDataUrl } from './qrSvg'
import { requireActivityUser, type ActivityEnv } from '../../auth/authenticate'
import { servesCallsWithLogin } from '../../lib/serve'
import { findActivityUser } from './users'
import { THIRTY_DAYS } from './welfare'

/** Receive-free storage (welfare/storage) and the org-info calls it goes through. */
export const storageRoutes = new Hono<ActivityEnv>()
const { serveLoggedIn } = servesCallsWithLogin(storageRoutes, requireActivityUser)

serveLoggedIn(activityCalls.orgInfoState, async (c) => ok({ org_info_state: await orgInfoState(c.env.DB, c.var.activitySession.userId) }))

serveLoggedIn(activityCalls.updateOrgInfo, async (c, { body }) => {
  const userId = c.var.activitySession.userId
  const db = c.env.DB
  // Information can be corrected until the storage has been received.
  if ((await orgInfoState(db, userId)) === OrgInfoState.AlreadyBound) throw new ServiceError(409, ACTIVITY_MESSAGES.storageAlreadyBound)
  await db
    .prepare(
      `INSERT INTO activity_org_info (user_id, org_name, org_type, contact, city, nonconforming, updated_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)
       ON CONFLICT (user_id) DO UPDATE SET org_name = ?2, org_type = ?3, contact = ?4, city = ?5, nonconforming = ?6, updated_at = ?7`,
    )
    .bind(userId, body.org_name, body.org_type, body.contact, body.city, isNonconforming(body.org_type) ? 1 : 0, nowSeconds())
    .run()
  return ok({ org_info_state: await orgInfoState(db, userId) })
})

// The mini-program code to scan. The sandbox's code opens its console, which plays the scan.
serveLoggedIn(activityCalls.orgQrCode, async (c, { query }) => {
  if (readConfig(c.env).SANDBOX !== 'on') throw new ServiceError(ServerCode.ProviderUnavailable, ACTIVITY_MESSAGES.qrUnavailable, 503)
  const userId = c.var.activitySession.userId
  const info = await readOrgInfo(c.env.DB, userId)
  if (!info) throw new ServiceError(409, ACTIVITY_MESSAGES.orgInfoMissing)
  let scanToken = info.scan_token
  if (!scanToken) {
    scanToken = crypto.randomUUID()
    await c.env.DB.prepare('UPDATE activity_org_info SET scan_token = ? WHERE user_id = ? AND scan_token IS NULL').bind(scanToken, userId).run()
    scanToken = (await readOrgInfo(c.env.DB, userId))?.scan_token ?? scanToken
  }
  const scanUrl = `${new URL(c.req.url).origin}/__sandbox/activity/scan?token=${scanToken}&page=${encodeURIComponent(query.page)}`
  return ok({ img_url: await qrDataUrl(scanUrl, query.width), scan_url: scanUrl })
})

serveLoggedIn(activityCalls.storageInfo, async (c, { query }) => {
  const db = c.env.DB
  const userId = c.var.activitySession.userId
  const activity = await requireActivity(db, query.uuid, nowSeconds())
  const [state, user, count] = await Promise.all([
    orgInfoState(db, userId),
    findActivityUser(db, userId),
    db.prepare(`SELECT count(*) AS n FROM activity_gift_credits WHERE source = 'storage'`).first<{ n: number }>(),
  ])
  return ok({
    org_info_state: state,
    img_url: '',
    is_new: user ? nowSeconds() - user.registered_at <= THIRTY_DAYS : false,
    count: count?.n ?? 0,
    gift: storageGift(activity),
  })
})

// Receives the free storage once the organisation is confirmed; a repeat answers "already bound".
serveLoggedIn(activityCalls.giftStorage, async (c, { body }) => {
  const db = c.env.DB
  const now = nowSeconds()
  const userId = c.var.activitySession.userId
  const activity = await requireActivity(db, body.uuid, now)
  const gift = storageGift(activity)
  if (!gift) throw new ServiceError(404, ACTIVITY_MESSAGES.notFound, 404)
  const state = await orgInfoState(db, userId)
  if (state === OrgInfoState.AddInfo) throw new ServiceError(409, ACTIVITY_MESSAGES.orgInfoMissing)
  if (state === OrgInfoState.Nonconforming) throw new ServiceError(409, ACTIVITY_MESSAGES.storageNonconforming)
  if (state === OrgInfoState.ScanCode) throw new ServiceError(409, ACTIVITY_MESSAGES.orgInfoNotScanned)
  if (state === OrgInfoState.AlreadyBound) return ok({ org_info_state: OrgInfoState.AlreadyBound, credited: false })
  const credited = await creditGifts(db, userId, [gift], 'storage', now)
  return ok({ org_info_state: credited.length > 0 ? OrgInfoState.Success : OrgInfoState.AlreadyBound, credited: credited.length > 0 })
})
