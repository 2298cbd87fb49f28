import { Hono } from 'hono'
import type { AppEnv } from '../../env'
import { nowSeconds } from '../../lib/clock'
import { log } from '../../lib/log'
import { payChannelNamed } from '../../providers/pay'
import { ACKNOWLEDGED_OUTCOMES, handleNotification } from './notifications'

const MAX_NOTIFICATION_CHARS = 8 * 1024

/**
 * Where a channel posts its notifications: `/__pay/notify/<channel>` (sandbox, wechatpay,
 * alipay), outside the same-origin gateway (channels are not browsers). Only configured
 * channels are heard. A notification is acknowledged only when it was applied, was applied
 * before, or is a documented non-payment; anything else is refused in the channel's own way
 * (it retries) and logged with its reason.
 */
export const notifyRoutes = new Hono<AppEnv>().post('/:channel', async (c) => {
  const provider = payChannelNamed(c.env, c.req.param('channel'))
  if (!provider) return c.json({ code: 404, msg: 'unknown channel' }, 404)
  const body = new TextDecoder().decode(await c.req.arrayBuffer())
  if (body.length > MAX_NOTIFICATION_CHARS) return c.json({ code: 400, msg: 'too large' }, 400)
  const { outcome, reason } = await handleNotification(c.env, provider, { body, headers: c.req.raw.headers }, nowSeconds())
  const received = ACKNOWLEDGED_OUTCOMES.has(outcome)
  if (outcome !== 'paid' && outcome !== 'refunded' && outcome !== 'duplicate')
    log(received ? 'info' : 'warn', 'pay.notification', { channel: provider.name, outcome, reason, received })
  const answer = provider.answerNotification(received, outcome)
  return new Response(answer.body || null, { status: answer.status, headers: answer.body ? { 'content-type': answer.contentType } : {} })
})
