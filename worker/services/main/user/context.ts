import type { Context } from 'hono'
import { unauthorized, type UserEnv } from '../../../auth/authenticate'
import { readConfig } from '../../../env'
import { findAccount, type Account } from './accounts'

/** The account of the live session; it exists, or the session would not be live. */
export async function currentAccount(c: Context<UserEnv>): Promise<Account> {
  const account = await findAccount(c.env.DB, c.var.session.userId)
  if (!account) throw unauthorized()
  return account
}

export function jwtSecret(c: Context<UserEnv>): string {
  return readConfig(c.env).JWT_SECRET
}
