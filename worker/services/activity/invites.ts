import { TaskKind } from '../../../shared/contracts/activity'
import type { ActivityInfo } from '../../../shared/contracts/schemas/activity'
import { findAccountByPhone } from '../main'
import { drawGiftCode } from './delivery'
import { creditGifts } from './gifts'
import type { ActivityUser } from './users'

/** The user's invite code, drawn once (a racing second draw keeps the first). */
export async function inviterCode(db: D1Database, userId: number, now: number): Promise<string> {
  await db
    .prepare('INSERT INTO activity_invite_codes (user_id, code, created_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING')
    .bind(userId, drawGiftCode(), now)
    .run()
  const row = await db.prepare('SELECT code FROM activity_invite_codes WHERE user_id = ?').bind(userId).first<{ code: string }>()
  if (!row) throw new Error('invite code vanished after insert')
  return row.code
}

/** The activity user an invite code names, or null. */
export async function inviterOfCode(db: D1Database, code: string): Promise<number | null> {
  const row = await db.prepare('SELECT user_id FROM activity_invite_codes WHERE code = ?').bind(code).first<{ user_id: number }>()
  return row?.user_id ?? null
}

export async function inviteCount(db: D1Database, activityUuid: string, inviterId: number): Promise<number> {
  const row = await db
    .prepare('SELECT count(*) AS n FROM activity_invites WHERE activity_uuid = ? AND inviter_id = ?')
    .bind(activityUuid, inviterId)
    .first<{ n: number }>()
  return row?.n ?? 0
}

/** Whether an activity rewards invites (task kinds 3 invite and 6 Halloween invite). */
export function isInviteActivity(activity: Pick<ActivityInfo, 'task_kind'>): boolean {
  return activity.task_kind === TaskKind.Invite || activity.task_kind === TaskKind.HalloweenInvite
}

/**
 * A new invitee is a phone that was no registered user before accepting: it has no main
 * account, and its activity login is no older than the activity (an earlier campaign's
 * user is not new to the site, as the welfare rule `new` holds).
 */
async function isNewInvitee(db: D1Database, invitee: ActivityUser, activity: Pick<ActivityInfo, 'start_at'>): Promise<boolean> {
  if (invitee.registered_at < activity.start_at) return false
  return (await findAccountByPhone(db, invitee.phone)) === null
}

interface Invite {
  id: number
  inviter_id: number
}

function findInvite(db: D1Database, activityUuid: string, inviteeId: number): Promise<Invite | null> {
  return db.prepare('SELECT id, inviter_id FROM activity_invites WHERE activity_uuid = ? AND invitee_id = ?').bind(activityUuid, inviteeId).first<Invite>()
}

/** What accepting an invitation came to: counted now, counted before, or refused for an old user. */
export type Acceptance = 'counted' | 'repeat' | 'not-new'

/**
 * An invitee accepts an invitation, by the invite activity's rules: a new invitee counts once
 * per activity (whoever invites them again), and its invite credits the activity's gifts to
 * both sides, each side once per invite (the ledger's occasion `invite:<id>`), so an inviter
 * earns them again for every distinct invitee. Concurrent and repeated acceptances insert one
 * invite and credit nothing twice; a repeat also completes the credits of an acceptance that
 * stopped between the invite and its credits.
 */
export async function acceptInvite(db: D1Database, activity: ActivityInfo, inviterId: number, invitee: ActivityUser, now: number): Promise<Acceptance> {
  let counted = false
  if ((await findInvite(db, activity.uuid, invitee.id)) === null) {
    if (!(await isNewInvitee(db, invitee, activity))) return 'not-new'
    const inserted = await db
      .prepare(
        'INSERT INTO activity_invites (activity_uuid, inviter_id, invitee_id, created_at) VALUES (?, ?, ?, ?) ON CONFLICT (activity_uuid, invitee_id) DO NOTHING',
      )
      .bind(activity.uuid, inviterId, invitee.id, now)
      .run()
    counted = inserted.meta.changes === 1
  }
  const invite = await findInvite(db, activity.uuid, invitee.id)
  if (!invite) throw new Error('invite vanished after insert')
  const occasion = `invite:${invite.id}`
  await creditGifts(db, invite.inviter_id, activity.gifts, 'invite', now, occasion)
  await creditGifts(db, invitee.id, activity.gifts, 'invite', now, occasion)
  return counted ? 'counted' : 'repeat'
}
