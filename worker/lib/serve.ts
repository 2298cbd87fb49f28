import type { Context, Env, Hono, MiddlewareHandler } from 'hono'
import type { CallRecord, CallSchemas, ParsedBodyOf, ParsedQueryOf, ReplyOf } from '../../shared/contracts/call'
import { readJson, readJsonText, readQuery } from './input'

/** What a handler gets beside the context: the body and query its record declares, validated. */
export interface CallInput<R extends CallRecord> {
  body: ParsedBodyOf<R>
  query: ParsedQueryOf<R>
}

/** A handler answers the record's envelope (`ok(data)`), or a Response of its own (a file, a redirect). */
export type CallHandler<E extends Env, R extends CallRecord> = (c: Context<E>, input: CallInput<R>) => ReplyOf<R> | Response | Promise<ReplyOf<R> | Response>

/**
 * The worker's half of a call record (shared/contracts/call.ts): `serve(record, handler)`
 * routes the record's method and path on `app`, validates the body and query with the
 * record's schemas (a 400 envelope in Chinese for bad input, never an exception) and
 * answers the handler's envelope as JSON.
 *
 *   const serve = servesCalls(pointsRoutes)
 *   serve(pointsCalls.sign, async (c) => ok(await signIn(…)))
 */
export function servesCalls<E extends Env>(app: Hono<E>) {
  return function serve<S extends CallSchemas>(record: CallRecord<S>, handler: CallHandler<E, CallRecord<S>>): void {
    app.on(record.method, record.path, async (c) => {
      const schemas = await record.schemas()
      const input = {
        // A beacon's JSON comes as text/plain (shared/contracts/call.ts): read whatever the declared type.
        body: schemas.body ? (record.beacon ? readJsonText(await c.req.text(), schemas.body) : await readJson(c, schemas.body)) : undefined,
        query: schemas.query ? readQuery(c, schemas.query) : undefined,
      } as CallInput<CallRecord<S>>
      const reply = await handler(c, input)
      return reply instanceof Response ? reply : c.json(reply as object)
    })
  }
}

/**
 * `serve`, and `serveLoggedIn` for the calls that act for a login: `requireLogin` runs before
 * the record's input is read, so a visitor is refused with 401 whatever the body.
 */
export function servesCallsWithLogin<E extends Env>(app: Hono<E>, requireLogin: MiddlewareHandler<E>) {
  const serve = servesCalls(app)
  const serveLoggedIn: typeof serve = (record, handler) => {
    app.on(record.method, record.path, requireLogin)
    serve(record, handler)
  }
  return { serve, serveLoggedIn }
}
