import { Hono } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { failure } from '../../shared/contracts/envelope'
import type { AppEnv } from '../env'
import { log } from './log'

/**
 * A refusal a handler throws: answered as the `{ code, msg, data }` envelope, with HTTP
 * 200 for business codes (the browser reads their code and data) and a 4xx/5xx status
 * for bad input, missing login and unavailable providers.
 */
export class ServiceError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly status: ContentfulStatusCode = 200,
    readonly data: unknown = null,
  ) {
    super(message)
    this.name = 'ServiceError'
  }
}

/** A built-in service: a Hono app that answers in the `{ code, msg, data }` envelope. */
export function createServiceApp() {
  const app = new Hono<AppEnv>()
  app.notFound((c) => c.json(failure(404, '接口不存在'), 404))
  app.onError((error, c) => {
    if (error instanceof ServiceError) return c.json({ code: error.code, msg: error.message, data: error.data }, error.status)
    log('error', 'service.error', { path: c.req.path, error })
    return c.json(failure(500, '服务器繁忙，请稍后再试'), 500)
  })
  return app
}
