import { Hono, type Context } from 'hono'
import { log } from '../../../lib/log'
import { ok } from '../../../../shared/contracts/envelope'
import { userCalls } from '../../../../shared/contracts/user'
import { LoginType, ServerCode } from '../../../../shared/enums'
import { SERVER_MESSAGES, VALIDATION_MESSAGES } from '../../../../shared/messages'
import type { Bindings } from '../../../env'
import { nowSeconds } from '../../../lib/clock'
import { servesCalls } from '../../../lib/serve'
import { appleProvider, type AppleProvider } from '../../../providers/apple'
import { ServiceError } from '../../../lib/serviceApp'
import { createAccount, findAccount, findAccountByPhone, type Account } from './accounts'
import { admitLogin, settleDueCancellation } from './cancellations'
import type { UserEnv } from '../../../auth/authenticate'
import { spendCode } from '../../../auth/codes'

/** Where Apple (or the stand-in) sends the visitor back: the Return URL to register with Apple. */
export const APPLE_CALLBACK_PATH = '/redirect/callback?platform=apple'

function provider(env: Bindings): AppleProvider {
  const apple = appleProvider(env)
  if (!apple) throw new ServiceError(ServerCode.ProviderUnavailable, SERVER_MESSAGES.appleUnavailable, 503)
  return apple
}

/** The Apple user id an ID token proves; a forged, foreign, expired or unbound-nonce token is 400. */
export async function verifiedAppleSub(env: Bindings, idToken: string, rawNonce: string, now: number): Promise<string> {
  let identity: Awaited<ReturnType<AppleProvider['verifyIdentityToken']>>
  try {
    identity = await provider(env).verifyIdentityToken({ idToken, rawNonce, now })
  } catch (error) {
    if (error instanceof ServiceError) throw error
    // Apple's key set could not be fetched: not the visitor's fault.
    log('error', 'apple.verify_failed', { error })
    throw new ServiceError(ServerCode.ProviderUnavailable, SERVER_MESSAGES.appleUnavailable, 503)
  }
  if (!identity) throw new ServiceError(ServerCode.InvalidRequest, SERVER_MESSAGES.appleTokenInvalid, 400)
  return identity.sub
}

/** The live account an Apple ID is bound to (one whose cooling period is over is removed first). */
async function liveAccountOfApple(db: D1Database, sub: string, now: number): Promise<Account | null> {
  const userId = await db.prepare('SELECT user_id FROM apple_bindings WHERE apple_sub = ?').bind(sub).first<number>('user_id')
  const account = userId === null ? null : await findAccount(db, userId)
  return account && !(await settleDueCancellation(db, account, now)) ? account : null
}

export interface AppleLogin {
  identityToken: string
  rawNonce: string
  phone?: string
  codeMd5?: string
  source: { id?: number; uuid?: string }
}

/**
 * Sign in with Apple (login kind 2). A bound Apple ID logs its account in. A new one comes
 * with a phone and code, like a new WeChat: it is bound to that phone's account (created,
 * with the registration source, if the phone is new) unless that account has another
 * Apple ID. The binding's keys make a repeated or concurrent callback bind once: the
 * same Apple ID and account again is the same login, never a second account.
 */
export async function appleLogin(env: Bindings, login: AppleLogin, now: number): Promise<number> {
  const db = env.DB
  const sub = await verifiedAppleSub(env, login.identityToken, login.rawNonce, now)
  const bound = await liveAccountOfApple(db, sub, now)
  if (bound) {
    await admitLogin(db, bound, now)
    return bound.id
  }

  if (!login.phone || !login.codeMd5) throw new ServiceError(ServerCode.InvalidRequest, VALIDATION_MESSAGES.phoneRequired, 400)
  await spendCode(env, login.phone, LoginType.Login, login.codeMd5, now)
  const existing = await findAccountByPhone(db, login.phone)
  const live = existing && !(await settleDueCancellation(db, existing, now)) ? existing : null
  const account = live ?? (await createAccount(db, login.phone, login.source, now))
  const other = await db.prepare('SELECT apple_sub FROM apple_bindings WHERE user_id = ?').bind(account.id).first<string>('apple_sub')
  if (other !== null && other !== sub) throw new ServiceError(ServerCode.InvalidRequest, SERVER_MESSAGES.phoneBoundToOtherApple, 409)
  await admitLogin(db, account, now)
  // Exactly once, whatever races: the same pair again is a no-op.
  await db.prepare('INSERT INTO apple_bindings (apple_sub, user_id, bound_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING').bind(sub, account.id, now).run()
  const owner = await db.prepare('SELECT user_id FROM apple_bindings WHERE apple_sub = ?').bind(sub).first<number>('user_id')
  if (owner !== account.id) throw new ServiceError(ServerCode.InvalidRequest, SERVER_MESSAGES.appleBoundToOtherAccount, 409)
  return account.id
}

function origin(c: Context<UserEnv>): string {
  return new URL(c.req.url).origin
}

/**
 * GET apple/authorize_url: Apple's page (or the stand-in's) for this state and nonce,
 * returning to APPLE_CALLBACK_PATH. POST apple/check: whether a token's Apple ID is bound.
 */
export const appleRoutes = new Hono<UserEnv>()
const serve = servesCalls(appleRoutes)

serve(userCalls.appleAuthorize, (c, { query: { state, nonce } }) => {
  const url = provider(c.env).authorizeUrl({ origin: origin(c), redirectUri: `${origin(c)}${APPLE_CALLBACK_PATH}`, state, nonce })
  return ok({ url })
})

serve(userCalls.appleCheck, async (c, { body }) => {
  const now = nowSeconds()
  const sub = await verifiedAppleSub(c.env, body.identity_token, body.nonce, now)
  return ok({ bound: (await liveAccountOfApple(c.env.DB, sub, now)) !== null })
})
