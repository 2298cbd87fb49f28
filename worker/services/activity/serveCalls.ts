import type { Env, Hono, MiddlewareHandler } from 'hono'
import { servesCalls } from '../../lib/serve'

/**
 * `serve` for the activity routes, and `serveLoggedIn` for the calls that act for a login
 * (`requireLogin`: the activity login, or the official site's for the common calls): the
 * login is checked before the record's input is read, so a visitor is refused with 401
 * whatever the body, as before the records (decision 034).
 */
export function servesActivityCalls<E extends Env>(app: Hono<E>, requireLogin: MiddlewareHandler<E>) {
  const serve = servesCalls(app)
  const serveLoggedIn: typeof serve = (record, handler) => {
    app.on(record.method, record.path, requireLogin)
    serve(record, handler)
  }
  return { serve, serveLoggedIn }
}
