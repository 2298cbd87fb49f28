import type { z } from 'zod'
import { apiPrefix, HEADERS, WEB_APP_ID, type ApiScene } from '../../../shared/api'
import { REQUEST_TIMEOUT_MS } from '../../../shared/constants'
import { SUCCESS_CODES } from '../../../shared/contracts/envelope'
import { ERROR_MESSAGES } from '../../../shared/messages'
import { retryLimit, shouldRetry } from '../../../shared/retryPolicy'

export type ApiErrorKind = 'network' | 'unknown' | 'unauthorized' | 'server'

/** A failed call, with the message the error catalogue gives for it. */
export class ApiError extends Error {
  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    readonly status?: number,
    readonly code?: number,
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

export interface ApiCall<Schema extends z.ZodType<{ code: number; msg: string; data: unknown }>> {
  scene: ApiScene
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  path: string
  query?: Record<string, string | number | undefined>
  body?: unknown
  response: Schema
  /** Overrides the default retry count (user info 3, IM info 2). */
  retries?: number
}

export interface ApiClientOptions {
  /** The page origin; relative URLs are resolved against it. */
  origin: string
  fetch: (request: Request) => Promise<Response>
  timeoutMs?: number
  /** Called when a scene's login has expired (401), to clear it and ask to log in again. */
  onUnauthorized?: (scene: ApiScene) => void
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

export function createApiClient(options: ApiClientOptions) {
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS

  async function attempt(call: ApiCall<never>): Promise<Response> {
    const headers = new Headers({ Accept: 'application/json', [HEADERS.appId]: WEB_APP_ID, [HEADERS.trace]: traceId() })
    if (call.body !== undefined) headers.set('Content-Type', 'application/json')
    const request = new Request(buildUrl(options.origin, call.scene, call.path, call.query), {
      method: call.method,
      headers,
      body: call.body === undefined ? undefined : JSON.stringify(call.body),
      signal: AbortSignal.timeout(timeoutMs),
      credentials: 'same-origin',
    })
    return options.fetch(request)
  }

  async function request<Schema extends z.ZodType<{ code: number; msg: string; data: unknown }>>(
    call: ApiCall<Schema>,
  ): Promise<z.infer<Schema>['data']> {
    const limit = retryLimit(call.method, call.retries)
    for (let tries = 0; ; tries++) {
      let response: Response
      try {
        response = await attempt(call as ApiCall<never>)
      } catch {
        if (shouldRetry(tries, limit, undefined)) continue
        throw new ApiError('network', ERROR_MESSAGES.network)
      }
      const body: unknown = await response.json().catch(() => null)
      if (response.status === 401) {
        options.onUnauthorized?.(call.scene)
        throw new ApiError('unauthorized', ERROR_MESSAGES.unauthorized, 401)
      }
      if (!response.ok) {
        if (shouldRetry(tries, limit, response.status)) continue
        throw new ApiError('server', messageOf(body) ?? (response.statusText || ERROR_MESSAGES.unknown), response.status)
      }
      const parsed = call.response.safeParse(body)
      if (!parsed.success) {
        // A body that is an envelope but not a success (e.g. `{ code: 7003, msg, data: null }`).
        const code = (body as { code?: unknown } | null)?.code
        if (typeof code === 'number' && !SUCCESS_CODES.includes(code as 0)) {
          throw new ApiError('server', messageOf(body) ?? ERROR_MESSAGES.unknown, response.status, code)
        }
        throw new ApiError('unknown', ERROR_MESSAGES.unknown, response.status)
      }
      if (!SUCCESS_CODES.includes(parsed.data.code as 0)) {
        throw new ApiError('server', parsed.data.msg || ERROR_MESSAGES.unknown, response.status, parsed.data.code)
      }
      return parsed.data.data
    }
  }

  return { request }
}

export type ApiClient = ReturnType<typeof createApiClient>
