import { Hono, type Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import { readConfig, type AdminRole, type Bindings, type Variables, type WorkerFetch } from '../env'
import { nowSeconds } from '../lib/clock'
import { log } from '../lib/log'
import { accessSettings, assertionOf, verifyAccessAssertion } from './access'
import { ADMIN_STYLE, forbiddenPage, homePage, refusedPage, type Viewer } from './views'

/**
 * The operator console (issue 29, decision 032), the one door of worker/admin/: mounted at
 * /admin. Every request — pages, forms, the style sheet — passes the Access check first;
 * every action is allowed by the role table below, and every change is written to the
 * audit log by the action itself, in the same batch as the change.
 */

export type AdminEnv = { Bindings: Bindings; Variables: Variables & { viewer: Viewer } }
export type AdminContext = Context<AdminEnv>

/** What each role may do; a route names its action, and anything not listed here is refused. */
export const PERMISSIONS = {
  read: ['viewer', 'operator', 'finance'],
  resolveMismatch: ['operator', 'finance'],
  refund: ['finance'],
} as const satisfies Record<string, readonly AdminRole[]>

export type AdminAction = keyof typeof PERMISSIONS

export function allowed(role: AdminRole, action: AdminAction): boolean {
  return (PERMISSIONS[action] as readonly AdminRole[]).includes(role)
}

/** Refuses a role that may not do `action` (403, nothing read or changed). */
export const requireRole = (action: AdminAction) =>
  createMiddleware<AdminEnv>(async (c, next) => {
    const viewer = c.get('viewer')
    if (!allowed(viewer.role, action)) {
      log('warn', 'admin.forbidden', { email: viewer.email, role: viewer.role, action, path: c.req.path })
      return c.html(forbiddenPage(viewer), 403)
    }
    await next()
  })

/** The Access check: a verified assertion of a configured email, or 403 (404 when no Access is configured at all). */
function accessCheck(inProcess: WorkerFetch) {
  return createMiddleware<AdminEnv>(async (c, next) => {
    const settings = accessSettings(readConfig(c.env), c.req.url)
    if (!settings) return c.text('Not Found', 404)
    c.header('cache-control', 'no-store')
    // The sandbox's certs are served by this same worker: fetched in-process, not over the network.
    const fetchCerts = settings.sandbox ? (url: string) => Promise.resolve(inProcess(new Request(url), c.env, c.executionCtx)) : (url: string) => fetch(url, { headers: { accept: 'application/json' } })
    const result = await verifyAccessAssertion(assertionOf(c.req.raw.headers, settings), settings, fetchCerts, nowSeconds())
    if (!result.ok) {
      log('warn', 'admin.refused', { reason: result.reason, path: c.req.path, requestId: c.get('requestId') })
      return c.html(refusedPage(settings.sandbox), 403)
    }
    // Forms post only from the console itself (the Access cookie would ride along on a cross-site post).
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
      const origin = c.req.header('origin')
      if (origin && origin !== new URL(c.req.url).origin) return c.html(forbiddenPage({ email: result.email, role: result.role }), 403)
    }
    c.set('viewer', { email: result.email, role: result.role })
    await next()
  })
}

export function adminConsole(inProcess: WorkerFetch) {
  return new Hono<AdminEnv>()
    .use(accessCheck(inProcess))
    .get('/admin.css', (c) => c.body(ADMIN_STYLE, 200, { 'content-type': 'text/css; charset=utf-8' }))
    .get('/', requireRole('read'), (c) => c.html(homePage(c.get('viewer'))))
}

