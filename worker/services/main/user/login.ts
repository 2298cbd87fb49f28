import { Hono } from 'hono'
import { ok } from '../../../../shared/contracts/envelope'
import type { ParsedBodyOf } from '../../../../shared/contracts/call'
import { userCalls } from '../../../../shared/contracts/user'
import { LoginType, QrPurpose, ServerCode } from '../../../../shared/enums'
import { SERVER_MESSAGES, VALIDATION_MESSAGES } from '../../../../shared/messages'
import { openSession, revokeSession } from '../../../auth/session'
import type { Bindings } from '../../../env'
import { servesCallsWithLogin } from '../../../lib/serve'
import { ServiceError } from '../../../lib/serviceApp'
import { bindingOfOpenid, bindingOfUser, bindStatements, boundToOtherAccount, createAccount, findAccount, findAccountByPhone, type Account } from './accounts'
import { appleLogin } from './apple'
import { admitLogin, recoverAccount, settleDueCancellation } from './cancellations'
import { spendCode } from '../../../auth/codes'
import { requireUser, type UserEnv } from '../../../auth/authenticate'
import { jwtSecret } from './context'
import { nowSeconds } from '../../../lib/clock'
import { readJumpToken, spendJumpToken } from './wechatQr'

type LoginBody = ParsedBodyOf<typeof userCalls.login>

/** The account a phone names now: one whose cooling period is over is removed first, freeing the phone. */
async function liveAccountByPhone(db: D1Database, phone: string, now: number): Promise<Account | null> {
  const account = await findAccountByPhone(db, phone)
  return account && !(await settleDueCancellation(db, account, now)) ? account : null
}

async function liveAccountOfOpenid(db: D1Database, openid: string, now: number): Promise<Account | null> {
  const binding = await bindingOfOpenid(db, openid)
  const account = binding && (await findAccount(db, binding.user_id))
  return account && !(await settleDueCancellation(db, account, now)) ? account : null
}

/** The channel a registration came through: sId and _uuid of the landing link. */
function sourceOf(body: LoginBody): { id?: number; uuid?: string } {
  return { id: body.source_id, uuid: body.source_uuid }
}

/** Phone and code: the account of the phone, created on its first login. */
async function phoneLogin(env: Bindings, phone: string, codeMd5: string, source: { id?: number; uuid?: string }, now: number): Promise<number> {
  await spendCode(env, phone, LoginType.Login, codeMd5, now)
  const account = (await liveAccountByPhone(env.DB, phone, now)) ?? (await createAccount(env.DB, phone, source, now))
  await admitLogin(env.DB, account, now)
  return account.id
}

/**
 * A WeChat scan or OAuth (jump token). A bound WeChat logs its account in. A new one must
 * come with a phone and code: it is then bound to that phone's account (created if the
 * phone is new), unless that account already has another WeChat (163).
 */
async function wechatLogin(env: Bindings, body: LoginBody, jumpToken: string, now: number): Promise<number> {
  const db = env.DB
  const grant = await readJumpToken(db, jumpToken, QrPurpose.Login, now)
  const bound = await liveAccountOfOpenid(db, grant.openid, now)
  if (bound) {
    await admitLogin(db, bound, now)
    await spendJumpToken(db, jumpToken, now)
    return bound.id
  }

  if (!body.phone || !body.verify_code) throw new ServiceError(ServerCode.InvalidRequest, VALIDATION_MESSAGES.phoneRequired, 400)
  await spendCode(env, body.phone, LoginType.Login, body.verify_code, now)
  const existing = await liveAccountByPhone(db, body.phone, now)
  if (existing && (await bindingOfUser(db, existing.id))) {
    throw new ServiceError(ServerCode.PhoneBoundToOtherWechat, SERVER_MESSAGES.phoneBoundToOtherWechat)
  }
  const account = existing ?? (await createAccount(db, body.phone, sourceOf(body), now))
  // An account that may not log in is not changed either.
  await admitLogin(db, account, now)
  await spendJumpToken(db, jumpToken, now)
  try {
    await db.batch(bindStatements(db, account.id, grant.openid, now))
  } catch (error) {
    // The same WeChat was bound elsewhere between the scan and now.
    const other = await bindingOfOpenid(db, grant.openid)
    if (!other) throw error
    throw boundToOtherAccount(other.phone)
  }
  return account.id
}

/** Which account a login request proves, or the refusal. */
function resolveLogin(env: Bindings, body: LoginBody, now: number): Promise<number> {
  // A 7001 answer's recover_token stands for the proof that login already gave.
  if (body.recover_token) return recoverAccount(env.DB, body.recover_token, body.phone, now)
  if (body.jump_token) return wechatLogin(env, body, body.jump_token, now)
  if (body.identity_token && body.nonce) {
    return appleLogin(
      env,
      { identityToken: body.identity_token, rawNonce: body.nonce, phone: body.phone, codeMd5: body.verify_code, source: sourceOf(body) },
      now,
    )
  }
  // The contract's refinement guarantees phone and code when there is no jump token.
  return phoneLogin(env, body.phone!, body.verify_code!, sourceOf(body), now)
}

/**
 * POST ow/login answers a new session's token, which the gateway moves into the HttpOnly
 * cookie; POST logout revokes the session the token names.
 */
export const loginRoutes = new Hono<UserEnv>()
const { serve, serveLoggedIn } = servesCallsWithLogin(loginRoutes, requireUser)

serve(userCalls.login, async (c, { body }) => {
  const now = nowSeconds()
  const userId = await resolveLogin(c.env, body, now)
  return ok({ token: await openSession(c.env.DB, jwtSecret(c), userId, now) })
})

serveLoggedIn(userCalls.logout, async (c) => {
  await revokeSession(c.env.DB, c.var.session.sessionId, nowSeconds()).run()
  return ok(null)
})
