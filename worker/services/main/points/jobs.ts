import { expireLots } from './ledger'

/** The Cron Trigger's points job: expire every lot whose validity has ended. Idempotent. */
export async function expirePoints(env: { DB: D1Database }, now: number): Promise<number> {
  return expireLots(env.DB, now)
}
