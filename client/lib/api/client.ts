import type * as z from 'zod/mini'
import { apiPrefix, HEADERS, SUCCESS_CODES, WEB_APP_ID, type ApiScene } from '../../../shared/api'
import { CAKE_APPID_HEADER, REQUEST_TIMEOUT_MS, SITE_CAKE_APPID } from '../../../shared/constants'
import { loginSceneHeader, loginSceneOfCall, type LoginScene } from '../../../shared/scenes'
import type { BodyOf, CallRecord, CallSchemas, DataOf as CallData, QueryOf } from '../../../shared/contracts/call'
import type { EnvelopeSchema } from '../../../shared/contracts/envelope'
import { ERROR_MESSAGES } from '../../../shared/errorMessages'
import { retryLimit, shouldRetry } from '../../../shared/retryPolicy'

export type ApiErrorKind = 'network' | 'unknown' | 'unauthorized' | 'server'

/** The request a failure answers (spec section 8: method, URL and status text). */
export interface FailedRequest {
  method: string
  url: string
  /** The HTTP status text; empty for a network failure or a server that sent none. */
  statusText: string
}

/**
 * A failed call, with the message the error catalogue gives for it. `data` is the
 * envelope's data of a failure code: some codes carry what the page needs next (7001 the
 * recover token and effective date, 165 the masked phone of the other account).
 * `request` names the call (method, URL, status text) for logs and reports.
 */
export class ApiError extends Error {
  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    readonly status?: number,
    readonly code?: number,
    readonly data?: unknown,
    readonly request?: FailedRequest,
  ) {
    super(message)
    this.name = 'ApiError'
  }

  get method(): string | undefined {
    return this.request?.method
  }

  get url(): string | undefined {
    return this.request?.url
  }

  get statusText(): string | undefined {
    return this.request?.statusText
  }
}

type DataOf<Schema extends EnvelopeSchema> = z.infer<Schema>['data']

/**
 * A call's full answer: the envelope's data with the response headers (order/create_ex
 * puts the trade number in one), or, for a call that may answer a file (a QR image), the
 * file itself.
 */
export type ApiAnswer<Schema extends EnvelopeSchema> =
  { kind: 'data'; data: DataOf<Schema>; headers: Headers } | { kind: 'file'; body: Blob; contentType: string; headers: Headers }

export type { FailureDataSchemas } from '../../../shared/contracts/call'
import type { FailureDataSchemas } from '../../../shared/contracts/call'

export interface ApiCall<Schema extends EnvelopeSchema> {
  /** The API host: /api/main, /api/activity or /api/pay. */
  scene: ApiScene
  /**
   * The login the call runs under (shared/scenes.ts), when not the API's default (main for
   * /api/main and /api/pay, activity for /api/activity): `activityEx` on the activity API,
   * or `loginSceneOfPayment(paymentScene)` on the pay API. The gateway attaches that
   * scene's token, and a 401 ends that scene's login only.
   */
  login?: LoginScene
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  path: string
  query?: Record<string, string | number | undefined>
  body?: unknown
  /**
   * The contract's response schema, loaded when the call runs (decision 018): a page's
   * first download carries no zod and no schema; the answer is still parsed before use.
   * `response: () => import('…/shared/contracts/schemas/user').then((c) => c.userInfoResponse)`.
   */
  response: () => Promise<Schema>
  /**
   * Schemas of the `data` that failure codes of this call carry (7001 the recover token,
   * 165 the masked phone), loaded like `response`: the failure's `ApiError.data` is then
   * the parsed value, or undefined when it does not match. Other codes keep their raw data.
   */
  failureData?: () => Promise<FailureDataSchemas>
  /** Overrides the default retry count (user info 3, IM info 2). */
  retries?: number
  /**
   * Suppresses the error toast, for every failure or for those the caller handles itself
   * (a dialog for 7001, a notice for a failed QR fetch). A 401 is always announced: the
   * visitor's login has just ended.
   */
  silent?: boolean | ((error: ApiError) => boolean)
}

/** What a call sends beside its record: the body and query its schemas declare, and how it is made. */
export type CallInput<R extends CallRecord> = (BodyOf<R> extends undefined ? { body?: undefined } : { body: BodyOf<R> }) &
  (QueryOf<R> extends undefined ? { query?: undefined } : { query?: QueryOf<R> }) & {
    /** The login scene for this call when not the record's (a pay call made for an activity order). */
    login?: LoginScene
    silent?: ApiCall<never>['silent']
  }

/** The input of a call that declares no body and no query: optional as a whole. */
type InputArgs<R extends CallRecord> = BodyOf<R> extends undefined ? [input?: CallInput<R>] : [input: CallInput<R>]

export interface ApiClientOptions {
  /** The page origin; relative URLs are resolved against it. */
  origin: string
  fetch: (request: Request) => Promise<Response>
  timeoutMs?: number
  /** Called when a login scene's login has expired (401), to clear it and ask to log in again. */
  onUnauthorized?: (scene: LoginScene) => void
  /** Shows a failed call's message (the toast), unless the call is silent about it. */
  onError?: (error: ApiError) => void
}

function traceId(): string {
  return crypto.randomUUID()
}

function buildUrl(origin: string, scene: ApiScene, path: string, query: ApiCall<never>['query']): string {
  const url = new URL(`${apiPrefix(scene)}${path}`, origin)
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value))
  }
  return url.toString()
}

function messageOf(body: unknown): string | undefined {
  const msg = (body as { msg?: unknown } | null)?.msg
  return typeof msg === 'string' && msg.length > 0 ? msg : undefined
}

function codeOf(body: unknown): number | undefined {
  const code = (body as { code?: unknown } | null)?.code
  return typeof code === 'number' ? code : undefined
}

function dataOf(body: unknown): unknown {
  return (body as { data?: unknown } | null)?.data ?? undefined
}

function isSilent(call: ApiCall<never>, error: ApiError): boolean {
  if (error.kind === 'unauthorized') return false
  return typeof call.silent === 'function' ? call.silent(error) : call.silent === true
}

export function createApiClient(options: ApiClientOptions) {
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS

  async function attempt(call: ApiCall<never>): Promise<Response> {
    const headers = new Headers({ Accept: 'application/json', [HEADERS.appId]: WEB_APP_ID, [HEADERS.trace]: traceId() })
    if (call.body !== undefined) headers.set('Content-Type', 'application/json')
    // The payment service reads the product app from this header (spec section 7) when a call names none.
    if (call.scene === 'pay') headers.set(CAKE_APPID_HEADER, SITE_CAKE_APPID)
    const sceneHeader = call.login ? loginSceneHeader(call.scene, call.login) : undefined
    if (sceneHeader) headers.set(HEADERS.activityScene, sceneHeader)
    const request = new Request(buildUrl(options.origin, call.scene, call.path, call.query), {
      method: call.method,
      headers,
      body: call.body === undefined ? undefined : JSON.stringify(call.body),
      signal: AbortSignal.timeout(timeoutMs),
      credentials: 'same-origin',
    })
    return options.fetch(request)
  }

  async function send<Schema extends EnvelopeSchema>(call: ApiCall<Schema>, allowFile: boolean): Promise<ApiAnswer<Schema>> {
    const limit = retryLimit(call.method, call.retries)
    const url = buildUrl(options.origin, call.scene, call.path, call.query)
    const failed = (statusText = ''): FailedRequest => ({ method: call.method, url, statusText })
    // A failure's data, parsed by its schema when the call declares one for the code.
    const failureData = async (code: number | undefined, raw: unknown): Promise<unknown> => {
      const schema = code === undefined ? undefined : (await call.failureData?.().catch(() => undefined))?.[code]
      if (!schema) return raw
      const parsed = schema.safeParse(raw)
      return parsed.success ? parsed.data : undefined
    }
    for (let tries = 0; ; tries++) {
      let response: Response
      try {
        response = await attempt(call as ApiCall<never>)
      } catch {
        if (shouldRetry(tries, limit, undefined)) continue
        throw new ApiError('network', ERROR_MESSAGES.network, undefined, undefined, undefined, failed())
      }
      const contentType = response.headers.get('Content-Type') ?? ''
      if (allowFile && response.ok && !contentType.includes('json')) {
        return { kind: 'file', body: await response.blob(), contentType, headers: response.headers }
      }
      const body: unknown = await response.json().catch(() => null)
      // A service may answer an expired login with the status or with the envelope code.
      if (response.status === 401 || codeOf(body) === 401) {
        options.onUnauthorized?.(call.login ?? loginSceneOfCall(call.scene, undefined))
        throw new ApiError('unauthorized', ERROR_MESSAGES.unauthorized, 401, codeOf(body), undefined, failed(response.statusText))
      }
      if (!response.ok) {
        if (shouldRetry(tries, limit, response.status)) continue
        const message = messageOf(body) ?? (response.statusText || ERROR_MESSAGES.unknown)
        throw new ApiError('server', message, response.status, codeOf(body), await failureData(codeOf(body), dataOf(body)), failed(response.statusText))
      }
      let schema: Schema
      try {
        schema = await call.response()
      } catch {
        // The contract's code could not be fetched: as good as a failed request.
        throw new ApiError('network', ERROR_MESSAGES.network, undefined, undefined, undefined, failed(response.statusText))
      }
      const parsed = schema.safeParse(body)
      if (!parsed.success) {
        // A body that is an envelope but not a success (e.g. `{ code: 7003, msg, data: null }`).
        const code = codeOf(body)
        if (code !== undefined && !SUCCESS_CODES.includes(code as 0)) {
          throw new ApiError(
            'server',
            messageOf(body) ?? ERROR_MESSAGES.unknown,
            response.status,
            code,
            await failureData(code, dataOf(body)),
            failed(response.statusText),
          )
        }
        throw new ApiError('unknown', ERROR_MESSAGES.unknown, response.status, undefined, undefined, failed(response.statusText))
      }
      if (!SUCCESS_CODES.includes(parsed.data.code as 0)) {
        const { code, msg, data } = parsed.data
        throw new ApiError(
          'server',
          msg || ERROR_MESSAGES.unknown,
          response.status,
          code,
          await failureData(code, data ?? undefined),
          failed(response.statusText),
        )
      }
      return { kind: 'data', data: parsed.data.data, headers: response.headers }
    }
  }

  async function answer<Schema extends EnvelopeSchema>(call: ApiCall<Schema>, allowFile: boolean): Promise<ApiAnswer<Schema>> {
    try {
      return await send(call, allowFile)
    } catch (error) {
      if (error instanceof ApiError && !isSilent(call as ApiCall<never>, error)) options.onError?.(error)
      throw error
    }
  }

  /** The envelope's data of a JSON call. */
  async function request<Schema extends EnvelopeSchema>(call: ApiCall<Schema>): Promise<DataOf<Schema>> {
    const result = await answer(call, false)
    if (result.kind !== 'data') throw new ApiError('unknown', ERROR_MESSAGES.unknown)
    return result.data
  }

  function describe<S extends CallSchemas>(record: CallRecord<S>, input: CallInput<CallRecord<S>> | undefined): ApiCall<S['response']> {
    return {
      scene: record.api,
      method: record.method,
      path: record.path,
      login: input?.login ?? record.login,
      query: input?.query as ApiCall<never>['query'],
      body: input?.body,
      response: () => record.schemas().then((schemas) => schemas.response as S['response']),
      failureData: () => record.schemas().then((schemas) => schemas.failureData ?? {}),
      retries: record.retries,
      silent: input?.silent,
    }
  }

  /** Makes a declared call; resolves to its answer's data. */
  function call<S extends CallSchemas>(record: CallRecord<S>, ...[input]: InputArgs<CallRecord<S>>): Promise<CallData<CallRecord<S>>> {
    return request(describe(record, input))
  }

  /** Makes a declared call that may answer a file (`file: true`): the data with the response headers, or the file. */
  function callAnswer<S extends CallSchemas>(record: CallRecord<S>, ...[input]: InputArgs<CallRecord<S>>): Promise<ApiAnswer<S['response']>> {
    return answer(describe(record, input), true)
  }

  // Pages call through records only (decision 034): the descriptor-level request stays inside.
  return { call, callAnswer }
}

export type ApiClient = ReturnType<typeof createApiClient>
