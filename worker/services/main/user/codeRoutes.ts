import { Hono } from 'hono'
import { ok } from '../../../../shared/contracts/envelope'
import { userCalls } from '../../../../shared/contracts/user'
import { LoginType, ServerCode } from '../../../../shared/enums'
import { SERVER_MESSAGES } from '../../../../shared/messages'
import { ServiceError } from '../../../lib/serviceApp'
import { servesCalls } from '../../../lib/serve'
import { findAccount } from './accounts'
import { authenticate, clientIp, unauthorized, type UserEnv } from '../../../auth/authenticate'
import { sendCode } from '../../../auth/codes'
import { nowSeconds } from '../../../lib/clock'

/**
 * POST send_verify_code. Login codes go to any phone; cancellation and security codes
 * only to the phone of the account that asks for them.
 */
export const codeRoutes = new Hono<UserEnv>()

servesCalls(codeRoutes)(userCalls.sendVerifyCode, async (c, { body }) => {
  const anonymous = body.scene === LoginType.Login
  if (!anonymous) {
    const session = await authenticate(c, 'main')
    if (!session) throw unauthorized()
    const account = await findAccount(c.env.DB, session.userId)
    if (account?.phone !== body.phone) throw new ServiceError(ServerCode.InvalidRequest, SERVER_MESSAGES.notOwnPhone, 400)
  }
  await sendCode(c.env, {
    phone: body.phone,
    scene: body.scene,
    ip: clientIp(c.req.header('cf-connecting-ip')),
    now: nowSeconds(),
    // Other scenes go only to the logged-in account's own phone.
    captcha: anonymous ? { param: body.captcha_verify_param } : 'exempt',
  })
  return ok(null)
})
