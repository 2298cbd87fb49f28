import { Hono } from 'hono'
import type { AppEnv } from '../../env'
import { nowSeconds } from '../../lib/clock'
import { payProvider } from '../../providers/pay'
import { SIGNATURE_HEADER } from '../../providers/pay/sandbox'
import { handleNotification } from './notifications'

const MAX_NOTIFICATION_CHARS = 8 * 1024

/**
 * Where a channel posts its notifications: `/__pay/notify/<channel>`, outside the
 * same-origin gateway (channels are not browsers). Only the configured channel is heard.
 * A signature that does not verify is a 401; anything the service cannot credit is
 * acknowledged (channels retry until they get an answer) and credits nothing.
 */
export const notifyRoutes = new Hono<AppEnv>().post('/:channel', async (c) => {
  const provider = payProvider(c.env)
  if (!provider || provider.name !== c.req.param('channel')) return c.json({ code: 404, msg: 'unknown channel' }, 404)
  const body = new TextDecoder().decode(await c.req.arrayBuffer())
  if (body.length > MAX_NOTIFICATION_CHARS) return c.json({ code: 400, msg: 'too large' }, 400)
  const outcome = await handleNotification(c.env, provider, body, c.req.header(SIGNATURE_HEADER) ?? '', nowSeconds())
  if (outcome === 'bad_signature') return c.json({ code: 401, msg: outcome }, 401)
  return c.json({ code: 0, msg: outcome })
})
