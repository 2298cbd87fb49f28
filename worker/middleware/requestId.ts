import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../env'

export const REQUEST_ID_HEADER = 'X-Request-Id'

/**
 * Names every request: Cloudflare's ray id when there is one, else a fresh id. Every
 * answer carries it back, so a visitor's report or a failed API call can be found in
 * the logs.
 */
export const requestId = createMiddleware<AppEnv>(async (c, next) => {
  const id = requestIdOf(c.req.raw)
  c.set('requestId', id)
  await next()
  c.res.headers.set(REQUEST_ID_HEADER, id)
})

/** A request's id: Cloudflare's ray id, else a fresh one. */
export function requestIdOf(request: Request): string {
  return request.headers.get('cf-ray') ?? crypto.randomUUID()
}
