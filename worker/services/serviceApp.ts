import { Hono } from 'hono'
import { failure } from '../../shared/contracts/envelope'
import type { AppEnv } from '../env'

/** A built-in service: a Hono app that answers in the `{ code, msg, data }` envelope. */
export function createServiceApp() {
  const app = new Hono<AppEnv>()
  app.notFound((c) => c.json(failure(404, '接口不存在'), 404))
  app.onError((error, c) => {
    console.error('built-in service error', error)
    return c.json(failure(500, '服务器繁忙，请稍后再试'), 500)
  })
  return app
}
