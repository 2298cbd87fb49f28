import { Hono } from 'hono'
import type { AppEnv } from '../../env'
import { nowSeconds } from '../../lib/clock'
import { log } from '../../lib/log'
import { payChannelNamed } from '../../providers/pay'
import { ACKNOWLEDGED_CONTRACT_OUTCOMES, handleContractNotification } from './contracts'

const MAX_NOTIFICATION_CHARS = 8 * 1024

/**
 * Where a channel posts its contract notifications: `/__pay/contract/<channel>`
 * (wechatpay-papay's ENTRUST.SIGN / ENTRUST.TERMINATE, alipay-agreement's dut_user_sign /
 * dut_user_unsign, the sandbox's). A bad signature, an unknown shape or a first deduction
 * the channel could not take are refused in the channel's own way, so it retries.
 */
export const contractNotifyRoutes = new Hono<AppEnv>().post('/:channel', async (c) => {
  const provider = payChannelNamed(c.env, c.req.param('channel'))
  if (!provider?.verifyContractNotification) return c.json({ code: 404, msg: 'unknown channel' }, 404)
  const body = new TextDecoder().decode(await c.req.arrayBuffer())
  if (body.length > MAX_NOTIFICATION_CHARS) return c.json({ code: 400, msg: 'too large' }, 400)
  const outcome = await handleContractNotification(c.env, provider, { body, headers: c.req.raw.headers }, nowSeconds(), new URL(c.req.url).origin)
  const received = ACKNOWLEDGED_CONTRACT_OUTCOMES.has(outcome)
  log(received ? 'info' : 'warn', 'pay.contract_notification', { channel: provider.name, outcome })
  const answer = provider.answerNotification(received, outcome)
  return new Response(answer.body || null, { status: answer.status, headers: answer.body ? { 'content-type': answer.contentType } : {} })
})
