import { Hono } from 'hono'
import { ok } from '../../../../shared/contracts/envelope'
import { userCalls } from '../../../../shared/contracts/user'
import { LoginType, QrPurpose, ServerCode, VerifyType } from '../../../../shared/enums'
import { SERVER_MESSAGES, VALIDATION_MESSAGES } from '../../../../shared/messages'
import { openSession, revokeUserSessions } from '../../../auth/session'
import { servesCallsWithLogin } from '../../../lib/serve'
import { ServiceError } from '../../../lib/serviceApp'
import { bindingOfOpenid, bindingOfUser, bindStatements, boundToOtherAccount, phoneTaken } from './accounts'
import { spendCode } from '../../../auth/codes'
import { requireUser, type UserEnv } from '../../../auth/authenticate'
import { currentAccount, jwtSecret } from './context'
import { nowSeconds } from '../../../lib/clock'
import { recordVerification } from '../../../auth/verifications'
import { readJumpToken, spendJumpToken, type JumpGrant } from './wechatQr'

const notBound = () => new ServiceError(ServerCode.WechatNotBound, SERVER_MESSAGES.wechatNotBound)
const phoneExists = () => new ServiceError(ServerCode.PhoneExists, VALIDATION_MESSAGES.phoneExists)

/** A rebind scan's proof, only for the account that asked for the QR (anything else: 162, as if unknown). */
async function rebindGrant(db: D1Database, jumpToken: string, userId: number, now: number): Promise<JumpGrant> {
  const grant = await readJumpToken(db, jumpToken, QrPurpose.Rebind, now)
  if (grant.user_id !== userId) throw new ServiceError(ServerCode.WechatJumpTokenTimeout, SERVER_MESSAGES.wechatJumpTokenTimeout)
  return grant
}

/** Account security: WeChat bind and unbind, safety verification, change of phone, phone existence. */
export const securityRoutes = new Hono<UserEnv>()
const { serveLoggedIn } = servesCallsWithLogin(securityRoutes, requireUser)

serveLoggedIn(userCalls.wechatBind, async (c, { body: { jump_token } }) => {
  const db = c.env.DB
  const now = nowSeconds()
  const userId = c.var.session.userId
  const grant = await rebindGrant(db, jump_token, userId, now)
  const holder = await bindingOfOpenid(db, grant.openid)
  if (holder?.user_id === userId) throw new ServiceError(ServerCode.SameWechatOpenid, SERVER_MESSAGES.sameWechatOpenid)
  if (holder) throw boundToOtherAccount(holder.phone)
  await spendJumpToken(db, jump_token, now)
  await db.batch(bindStatements(db, userId, grant.openid, now))
  return ok(null)
})

serveLoggedIn(userCalls.wechatUnbind, async (c, { body: { verify_code } }) => {
  const db = c.env.DB
  const account = await currentAccount(c)
  if (!(await bindingOfUser(db, account.id))) throw notBound()
  await spendCode(c.env, account.phone, LoginType.Security, verify_code, nowSeconds())
  await db.prepare('DELETE FROM wechat_bindings WHERE user_id = ?').bind(account.id).run()
  return ok(null)
})

serveLoggedIn(userCalls.securityVerify, async (c, { body }) => {
  if (body.verify_scene === LoginType.Login) throw new ServiceError(ServerCode.InvalidRequest, SERVER_MESSAGES.invalidRequest, 400)
  const db = c.env.DB
  const now = nowSeconds()
  const account = await currentAccount(c)
  let codeHash: string | null = null
  if (body.verify_type === VerifyType.Phone) {
    codeHash = await spendCode(c.env, account.phone, body.verify_scene, body.verify_code!, now)
  } else {
    const grant = await rebindGrant(db, body.jump_token!, account.id, now)
    const binding = await bindingOfUser(db, account.id)
    if (!binding) throw notBound()
    if (binding.openid !== grant.openid) throw new ServiceError(ServerCode.WechatMismatch, SERVER_MESSAGES.wechatMismatch)
    await spendJumpToken(db, body.jump_token!, now)
  }
  await recordVerification(db, { userId: account.id, scene: body.verify_scene, verifyType: body.verify_type, codeHash }, now)
  return ok(null)
})

serveLoggedIn(userCalls.exchangeAccount, async (c, { body }) => {
  const db = c.env.DB
  const now = nowSeconds()
  const account = await currentAccount(c)
  if (!account.can_change_phone) throw new ServiceError(ServerCode.PhoneCannotChange, SERVER_MESSAGES.phoneCannotChange)
  if (await phoneTaken(db, body.exchange_phone)) throw phoneExists()
  // The code went to the new phone: it proves the visitor holds it.
  await spendCode(c.env, body.exchange_phone, LoginType.Login, body.verify_code, now)
  try {
    await db.batch([db.prepare('UPDATE users SET phone = ? WHERE id = ?').bind(body.exchange_phone, account.id), revokeUserSessions(db, account.id, now)])
  } catch (error) {
    if (await phoneTaken(db, body.exchange_phone)) throw phoneExists()
    throw error
  }
  return ok({ token: await openSession(db, jwtSecret(c), account.id, now) })
})

serveLoggedIn(userCalls.checkPhoneIsExist, async (c, { body: { phone_list } }) => {
  const entries = await Promise.all(phone_list.map(async (phone) => [phone, await phoneTaken(c.env.DB, phone)] as const))
  return ok(Object.fromEntries(entries))
})
