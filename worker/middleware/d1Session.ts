import type { Context, MiddlewareHandler } from 'hono'
import { generateCookie, getCookie } from 'hono/cookie'
import { parse } from 'hono/utils/cookie'
import { COOKIES } from '../../shared/constants'
import { withBindings, type AppEnv } from '../env'
import { log } from '../lib/log'

/**
 * D1 read replication through the Sessions API (issue 30, decision 036). Every request runs
 * its queries in one D1 session, so reads go to the nearest replica that is at least as new
 * as the session's bookmark:
 * - a visitor who wrote carries the bookmark of that write in a cookie, and their next
 *   requests start from it, so they read their own writes wherever the replica is;
 * - a write (any method but GET and HEAD) or a logged-in read starts at the primary;
 * - an anonymous read with no bookmark may start anywhere (public pages, catalogue,
 *   content: a few seconds behind at worst).
 */

/** How long a bookmark is carried: replication catches up in seconds; this covers a slow one. */
const BOOKMARK_MAX_AGE_SECONDS = 300
const BOOKMARK = /^[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{32}$/
const LOGIN_COOKIES = [COOKIES.token, COOKIES.activityToken, COOKIES.activityExToken]

/** Whether a Cookie header carries a D1 bookmark (then the session middleware keeps it current; the kept-page path leaves it to it). */
export function carriesBookmark(cookieHeader: string | undefined): boolean {
  return Boolean(cookieHeader) && parse(cookieHeader!, COOKIES.d1Bookmark)[COOKIES.d1Bookmark] !== undefined
}

const isRead = (method: string) => method === 'GET' || method === 'HEAD'

/** Where a request's session starts: the visitor's bookmark, the primary, or anywhere. */
export function sessionStart(method: string, bookmark: string | undefined, loggedIn: boolean): D1SessionBookmark | D1SessionConstraint {
  if (bookmark && BOOKMARK.test(bookmark)) return bookmark
  return isRead(method) && !loggedIn ? 'first-unconstrained' : 'first-primary'
}

/** The session as the D1Database the code is written against; only prepare and batch are used per request. */
function asDatabase(session: D1DatabaseSession, database: D1Database): D1Database {
  return {
    prepare: (query) => session.prepare(query),
    batch: (statements) => session.batch(statements),
    exec: (query) => database.exec(query),
    withSession: (constraint) => database.withSession(constraint),
    dump: () => database.dump(),
  }
}

function bookmarkCookie(c: Context<AppEnv>, bookmark: string): string {
  return generateCookie(COOKIES.d1Bookmark, bookmark, {
    httpOnly: true,
    secure: new URL(c.req.url).protocol === 'https:',
    sameSite: 'Lax',
    path: '/',
    maxAge: BOOKMARK_MAX_AGE_SECONDS,
  })
}

function openSession(c: Context<AppEnv>, database: D1Database, start: D1SessionBookmark | D1SessionConstraint): D1DatabaseSession | null {
  try {
    return database.withSession(start)
  } catch (error) {
    log('warn', 'd1.session_refused', { requestId: c.get('requestId'), start, error })
    return null
  }
}

export const d1Session: MiddlewareHandler<AppEnv> = async (c, next) => {
  const carried = getCookie(c, COOKIES.d1Bookmark)
  const loggedIn = LOGIN_COOKIES.some((name) => Boolean(getCookie(c, name)))
  const database = c.env.DB
  const start = sessionStart(c.req.method, carried, loggedIn)
  // A bookmark D1 no longer knows starts at the primary; a D1 that cannot open a session at
  // all is used as it is, so its queries fail where the code already handles them.
  const session = openSession(c, database, start) ?? (start === 'first-primary' ? null : openSession(c, database, 'first-primary'))
  if (!session) return next()
  c.env = withBindings(c.env, { DB: asDatabase(session, database) })
  await next()
  // A write hands its bookmark to the visitor's next requests; a carried one is kept current.
  if (isRead(c.req.method) && !carried) return
  const bookmark = session.getBookmark()
  if (!bookmark || bookmark === carried) return
  c.res = new Response(c.res.body, c.res)
  c.res.headers.append('set-cookie', bookmarkCookie(c, bookmark))
}
