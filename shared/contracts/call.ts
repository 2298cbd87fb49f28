/**
 * One declared record per API call (issue 26): everything both halves need to know about a
 * call, in one place. The browser calls `api.call(record, input)` (client/lib/api/client.ts),
 * the worker answers with `serve(record, handler)` (worker/lib/serve.ts), and the gateway's
 * cookie, last-good and login-scene tables are read from the records (shared/contracts/index.ts).
 *
 * A record is zod-free: its schemas load with the first call that needs them (decision 018),
 * so a page's first download carries the records of the calls it may make and no zod.
 */
import type * as z from 'zod/mini'
import type { ApiScene } from '../api'
import type { LoginScene } from '../scenes'
import type { EnvelopeSchema } from './envelope'

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/**
 * What a call does to its login scene's token cookie at the gateway. `issue`: a success
 * answer's `data.token` leaves the body and becomes the HttpOnly cookie (the browser never
 * reads a token). `clear`: the cookie goes whatever the answer. `clearOnSuccess`: it goes
 * when the call succeeded. Every 401 of a scene clears that scene's cookie as well.
 */
export type CookieEffect = 'issue' | 'clear' | 'clearOnSuccess'

/** Schemas of the `data` that failure codes of a call carry (7001 the recover token, 165 the masked phone). */
export type FailureDataSchemas = Readonly<Partial<Record<number, z.ZodMiniType>>>

/** A call's schemas. The worker validates `body` and `query`; the browser parses `response`. */
export interface CallSchemas {
  /** The JSON body; a call without one takes none. */
  body?: z.ZodMiniType
  /** The query string; a call without one reads none. */
  query?: z.ZodMiniType
  /** The `{ code, msg, data }` answer. */
  response: EnvelopeSchema
  failureData?: FailureDataSchemas
}

export interface CallRecord<S extends CallSchemas = CallSchemas> {
  /** The API host: /api/main, /api/activity or /api/pay. */
  api: ApiScene
  method: HttpMethod
  /** The service's path, e.g. `/v1/points/sign`. */
  path: string
  /** The call's schemas, imported when first needed: `() => import('./schemas/points').then((s) => ({ response: s.signResponse }))`. */
  schemas: () => Promise<S>
  /**
   * The login the call runs under when not its API's default (main for /api/main and
   * /api/pay, activity for /api/activity): `activityEx` for the activity-ex login's own
   * calls. A pay call made for an activity order names its scene per call instead.
   */
  login?: LoginScene
  /** Retries when not the method's default (GET once, others never; shared/retryPolicy.ts). */
  retries?: number
  /** A public read whose last good answer the gateway keeps and serves when the service fails (decision 014). */
  lastGood?: boolean
  /** What the call does to its login scene's token cookie. */
  cookie?: CookieEffect
  /** The call may answer a file (a QR image) instead of JSON: the client reads it with `callAnswer`. */
  file?: boolean
  /**
   * Sent with navigator.sendBeacon, which sets no headers: the body is JSON as text/plain
   * and the app id rides in the `app_id` query, which the gateway accepts for these calls only.
   */
  beacon?: boolean
}

/** Declares one call whole (tests build records with it); the identity, typed so that the schemas' types flow to both halves. */
export function defineCall<const S extends CallSchemas>(record: CallRecord<S>): CallRecord<S> {
  return record
}

/** What a record may add to its API, method, path and schemas. */
export type CallOptions = Pick<CallRecord, 'login' | 'retries' | 'lastGood' | 'cookie' | 'file' | 'beacon'>

/** What a record says beside its name and service: its method, path and own options. */
export interface CallDeclaration extends CallOptions {
  method: HttpMethod
  path: string
}

export function get(path: string, options?: CallOptions): CallDeclaration {
  return { method: 'GET', path, ...options }
}

export function post(path: string, options?: CallOptions): CallDeclaration {
  return { method: 'POST', path, ...options }
}

/**
 * A schema module's `callSchemas`: each call's schemas under its record's name, or a loader
 * of them where part loads later still (a code send's captcha, with the refusal that names it).
 */
export type CallSchemaTable = Readonly<Record<string, CallSchemas | (() => Promise<CallSchemas>)>>

type SchemasIn<E> = E extends () => Promise<infer S extends CallSchemas> ? S : E extends CallSchemas ? E : never

/**
 * The way to declare a service's records: its API and schema module are said once, and each
 * record only its method, path and what differs from `defaults`; its schemas are the entry of
 * the module's `callSchemas` under the record's name (loaded with the first call, decision 018):
 *
 *     export const pointsCalls = declareCalls('main', () => import('./schemas/points'), {
 *       sign: post('/v1/points/sign'),
 *     })
 *     // schemas/points.ts: export const callSchemas = { sign: { response: signResponse } }
 *
 * So what a page loads with a service's records is little more than their paths: no record
 * names its schemas (every name would stay in the page's download, unminified), and a
 * record without schemas, or schemas of another name, does not typecheck.
 */
export function declareCalls<M extends { callSchemas: CallSchemaTable }, const D extends Readonly<Record<keyof M['callSchemas'] & string, CallDeclaration>>>(
  api: ApiScene,
  load: () => Promise<M>,
  declarations: D & Readonly<Record<Exclude<keyof D, keyof M['callSchemas']>, never>>,
  defaults: CallOptions = {},
): { [K in keyof D]: CallRecord<SchemasIn<M['callSchemas'][K & keyof M['callSchemas']]>> } {
  const records: Record<string, CallRecord> = {}
  for (const [name, { method, path, ...options }] of Object.entries(declarations as Record<string, CallDeclaration>)) {
    const schemas = async () => {
      const entry = (await load()).callSchemas[name]!
      return typeof entry === 'function' ? entry() : entry
    }
    records[name] = { api, method, path, schemas, ...defaults, ...options }
  }
  return records as never
}

type SchemasOf<R> = R extends CallRecord<infer S> ? S : never

/** The body the browser sends (the schema's input). */
export type BodyOf<R> = SchemasOf<R> extends { body: infer B extends z.ZodMiniType } ? z.input<B> : undefined
/** The body the worker's handler gets (the schema's output). */
export type ParsedBodyOf<R> = SchemasOf<R> extends { body: infer B extends z.ZodMiniType } ? z.output<B> : undefined
/** The query the browser sends: the schema's keys, numbers or strings. */
export type QueryOf<R> = SchemasOf<R> extends { query: infer Q extends z.ZodMiniType } ? { [K in keyof z.input<Q>]?: string | number | undefined } : undefined
/** The query the worker's handler gets. */
export type ParsedQueryOf<R> = SchemasOf<R> extends { query: infer Q extends z.ZodMiniType } ? z.output<Q> : undefined
/** The whole envelope as a handler answers it (before defaults apply). */
export type ReplyOf<R> = z.input<SchemasOf<R>['response']>
/** The envelope's data as the browser gets it. */
export type DataOf<R> = z.output<SchemasOf<R>['response']>['data']
