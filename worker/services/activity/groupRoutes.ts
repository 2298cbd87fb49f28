import { Hono } from 'hono'
import { activityCalls, ActivityState } from '../../../shared/contracts/activity'
import { ACTIVITY_MESSAGES } from '../../../shared/contracts/activityMessages'
import { ok } from '../../../shared/contracts/envelope'
import { nowSeconds } from '../../lib/clock'
import { servesCallsWithLogin } from '../../lib/serve'
import { ServiceError } from '../../lib/serviceApp'
import { requireActivityUser, type ActivityEnv } from '../../auth/authenticate'
import { requireActivity } from './activities'
import { groupSize } from './familyFigures'
import { inviterOfCode } from './invites'

/** A group buy's joins: a friend joins the leader of the link they came through, while the group has room. */
export const groupRoutes = new Hono<ActivityEnv>()
const { serveLoggedIn } = servesCallsWithLogin(groupRoutes, requireActivityUser)

serveLoggedIn(activityCalls.groupJoin, async (c, { body }) => {
  const db = c.env.DB
  const now = nowSeconds()
  const activity = await requireActivity(db, body.uuid, now)
  if (activity.state !== ActivityState.Started) throw new ServiceError(409, ACTIVITY_MESSAGES.notStarted)
  const leader = await inviterOfCode(db, body.inviter)
  if (leader === null) throw new ServiceError(404, ACTIVITY_MESSAGES.groupNotFound)
  const userId = c.var.activitySession.userId
  if (leader === userId) throw new ServiceError(400, ACTIVITY_MESSAGES.groupSelf)
  // One statement: two friends racing for the last place cannot both take it.
  const result = await db
    .prepare(
      `INSERT INTO activity_invites (activity_uuid, inviter_id, invitee_id, created_at)
       SELECT ?1, ?2, ?3, ?4 WHERE (SELECT count(*) FROM activity_invites WHERE activity_uuid = ?1 AND inviter_id = ?2) < ?5
       ON CONFLICT (activity_uuid, invitee_id) DO NOTHING`,
    )
    .bind(activity.uuid, leader, userId, now, groupSize(activity) - 1)
    .run()
  if (result.meta.changes === 1) return ok({ counted: true })
  const joined = await db.prepare('SELECT 1 FROM activity_invites WHERE activity_uuid = ? AND invitee_id = ?').bind(activity.uuid, userId).first()
  if (joined) return ok({ counted: false })
  throw new ServiceError(409, ACTIVITY_MESSAGES.groupFull)
})
