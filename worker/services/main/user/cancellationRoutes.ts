import { Hono } from 'hono'
import { ok } from '../../../../shared/contracts/envelope'
import { userCalls } from '../../../../shared/contracts/user'
import { LoginType, ServerCode } from '../../../../shared/enums'
import { SERVER_MESSAGES } from '../../../../shared/messages'
import { timingSafeEqual } from '../../../auth/secrets'
import type { Bindings } from '../../../env'
import { servesCallsWithLogin } from '../../../lib/serve'
import { ServiceError } from '../../../lib/serviceApp'
import type { Account } from './accounts'
import { cancelAccount, orgFlags } from './cancellations'
import { clientIp, requireUser, type UserEnv } from '../../../auth/authenticate'
import { hashCode, sendCode, spendCode } from '../../../auth/codes'
import { currentAccount, jwtSecret } from './context'
import { nowSeconds } from '../../../lib/clock'
import { recentVerification, spendVerification } from '../../../auth/verifications'

const verifyAgain = () => new ServiceError(ServerCode.CancelVerifyAgain, SERVER_MESSAGES.cancelVerifyAgain)

/**
 * The code a destroy call presents must be the one its safety verification (scene Cancel,
 * last 10 minutes) was passed with; after a WeChat verification, a fresh cancel code from
 * send_destroy_code. Anything else asks to verify again (195).
 */
async function confirmDestroy(env: Bindings, secret: string, account: Account, codeMd5: string, now: number): Promise<number> {
  const verification = await recentVerification(env.DB, account.id, LoginType.Cancel, now)
  if (!verification) throw verifyAgain()
  const presented = await hashCode(secret, account.phone, LoginType.Cancel, codeMd5)
  if (verification.code_hash && timingSafeEqual(presented, verification.code_hash)) return verification.id
  try {
    await spendCode(env, account.phone, LoginType.Cancel, codeMd5, now)
  } catch (error) {
    if (error instanceof ServiceError) throw verifyAgain()
    throw error
  }
  return verification.id
}

/** Account cancellation: the code to the account's own phone, and the cancellation itself. */
export const cancellationRoutes = new Hono<UserEnv>()
const { serveLoggedIn } = servesCallsWithLogin(cancellationRoutes, requireUser)

serveLoggedIn(userCalls.sendDestroyCode, async (c) => {
  const account = await currentAccount(c)
  await sendCode(c.env, { phone: account.phone, scene: LoginType.Cancel, ip: clientIp(c.req.header('cf-connecting-ip')), now: nowSeconds(), captcha: 'exempt' })
  return ok(null)
})

serveLoggedIn(userCalls.destroy, async (c, { body }) => {
  const db = c.env.DB
  const now = nowSeconds()
  const account = await currentAccount(c)
  if ((await orgFlags(db, account.org_id)).pending_revenue_share) {
    throw new ServiceError(ServerCode.PendingRevenueShare, SERVER_MESSAGES.pendingRevenueShare)
  }
  const verificationId = await confirmDestroy(c.env, jwtSecret(c), account, body.verify_code, now)
  await spendVerification(db, verificationId, now).run()
  const effectiveAt = await cancelAccount(db, account, { immediate: body.is_immediately, deleteOrg: body.is_delete_org }, now)
  return ok({ cancel_effective_at: effectiveAt })
})
