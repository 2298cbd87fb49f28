import { Hono, type Context } from 'hono'
import { activityCalls } from '../../../shared/contracts/activity'
import type { ActivityLogin } from '../../../shared/contracts/schemas/activity'
import { ok } from '../../../shared/contracts/envelope'
import { CodeScene } from '../../../shared/enums'
import { DEFAULT_SOURCE_ID } from '../../../shared/constants'
import { nowSeconds } from '../../lib/clock'
import { servesCalls } from '../../lib/serve'
import { openActivitySession, type ActivityScene } from '../../auth/activitySession'
import { authenticate, clientIp, unauthorized, type ActivityEnv } from '../../auth/authenticate'
import { sendCode, spendCode } from '../../auth/codes'
import { deliverPendingGifts } from './delivery'
import { ensureActivityUser, findActivityUser } from './users'
import { THIRTY_DAYS } from './welfare'

async function login(c: Context<ActivityEnv>, body: ActivityLogin, scene: ActivityScene) {
  const now = nowSeconds()
  // The user service's code store and rules, with the activity's own scene.
  await spendCode(c.env, body.phone, CodeScene.Activity, body.verify_code, now)
  const user = await ensureActivityUser(c.env.DB, body.phone, body.source_id ?? DEFAULT_SOURCE_ID, body.channel ?? '', now)
  const token = await openActivitySession(c.env, user.id, scene, now)
  // Gifts kept for a phone whose main account came later reach it now.
  await deliverPendingGifts(c.env.DB, user.id, now)
  // The token is the gateway's: it becomes the scene's cookie and leaves the answer (the record's `cookie: 'issue'`).
  return ok({ token, phone: user.phone })
}

/** The public send_verify_code, login, login_ex and logout of the activity scenes. */
export const authRoutes = new Hono<ActivityEnv>()
const serve = servesCalls(authRoutes)

serve(activityCalls.sendVerifyCode, async (c, { body }) => {
  await sendCode(c.env, {
    phone: body.phone,
    scene: CodeScene.Activity,
    ip: clientIp(c.req.header('cf-connecting-ip')),
    now: nowSeconds(),
    captcha: { param: body.captcha_verify_param },
  })
  return ok(null)
})

serve(activityCalls.login, (c, { body }) => login(c, body, 'activity'))

serve(activityCalls.loginEx, (c, { body }) => login(c, body, 'activity-ex'))

serve(activityCalls.logout, async (c) => {
  const session = await authenticate(c, 'activity')
  if (session) {
    await c.env.DB.prepare('UPDATE activity_sessions SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL').bind(nowSeconds(), session.sessionId).run()
  }
  return ok(null)
})

// A visitor without an activity login is an answer (null), not an error; an expired login is a 401.
serve(activityCalls.me, async (c) => {
  if (!c.req.header('authorization')) return ok(null)
  const session = await authenticate(c, 'activity')
  const user = session && (await findActivityUser(c.env.DB, session.userId))
  if (!user) throw unauthorized()
  return ok({ phone: user.phone, is_new: nowSeconds() - user.registered_at <= THIRTY_DAYS, is_paid: user.is_paid, is_vip: user.is_vip })
})
