import type { Context } from 'hono'
import { log } from '../lib/log'
import { getCookie } from 'hono/cookie'
import { parse } from 'hono/utils/cookie'
import { ANONYMOUS, type Viewer } from '../../shared/access'
import { LOGIN_SCENE_TABLE, type LoginScene } from '../../shared/scenes'
import { AccessTag } from '../../shared/access'
import { readConfig, type AppEnv, type Bindings } from '../env'
import { readActivitySession, type ActivityScene } from './activitySession'
import { readSession } from './session'
import { nowSeconds } from '../lib/clock'

type SessionReader = (env: Bindings, token: string, now: number) => Promise<Pick<Viewer, 'accessTag'> | null>

/**
 * An activity scene's reader: the token must name a live row of activity_sessions of that
 * very scene. Activity users hold no permission of the official site, so their tag is NoAuth.
 */
function activityReader(scene: ActivityScene): SessionReader {
  return async (env, token, now) => {
    const session = await readActivitySession(env, token, now)
    return session?.scene === scene ? { accessTag: AccessTag.NoAuth } : null
  }
}

/** How each login scene's token is checked: main tokens against `sessions`, activity tokens against `activity_sessions`. */
const SESSION_READERS: Record<LoginScene, SessionReader> = {
  main: (env, token, now) => readSession(env.DB, readConfig(env).JWT_SECRET, token, now),
  activity: activityReader('activity'),
  activityEx: activityReader('activity-ex'),
}

/**
 * Who is asking, in a login scene (main, activity, activity-ex): a valid token in that
 * scene's cookie whose session is live names a user, whose accessTag decides permissions.
 * Anything else (no cookie, bad signature, revoked session, cancelled account, D1
 * unavailable) is a visitor.
 */
export async function resolveViewer(c: Context<AppEnv>, scene: LoginScene = 'main'): Promise<Viewer> {
  const token = getCookie(c, LOGIN_SCENE_TABLE[scene].cookie)
  if (!token) return ANONYMOUS
  try {
    const session = await SESSION_READERS[scene](c.env, token, nowSeconds())
    return session ? { loggedIn: true, accessTag: session.accessTag } : ANONYMOUS
  } catch (error) {
    log('error', 'viewer.lookup_failed', { scene, error })
    return ANONYMOUS
  }
}

/** Whether the request carries the token cookie of this login scene; without it, the scene's viewer is a visitor, with no lookup. */
export function hasSceneToken(c: Context<AppEnv>, scene: LoginScene): boolean {
  return getCookie(c, LOGIN_SCENE_TABLE[scene].cookie) !== undefined
}

/** Whether the request carries a token cookie of any login scene; without one it is a visitor, with no lookup. */
export function hasSessionCookie(c: Context<AppEnv>): boolean {
  return carriesSessionCookie(c.req.header('cookie'))
}

/** `hasSessionCookie` of a Cookie header, read as `getCookie` reads it (the kept-page path has no context). */
export function carriesSessionCookie(cookieHeader: string | undefined): boolean {
  return Boolean(cookieHeader) && Object.values(LOGIN_SCENE_TABLE).some(({ cookie }) => parse(cookieHeader!, cookie)[cookie] !== undefined)
}
