import type { Bindings } from './env'
import { nowSeconds } from './lib/clock'
import { runPayJobs } from './services/pay/jobs'

/** The Cron Trigger's jobs (ARCHITECTURE decision 11); each is idempotent when run twice. */
const JOBS: readonly { name: string; run: (env: Bindings, now: number) => Promise<unknown> }[] = [{ name: 'pay', run: runPayJobs }]

export async function scheduled(_controller: ScheduledController, env: Bindings, ctx: ExecutionContext): Promise<void> {
  const now = nowSeconds()
  for (const job of JOBS) {
    ctx.waitUntil(
      job.run(env, now).catch((error: unknown) => {
        console.error(`scheduled job ${job.name} failed`, error)
      }),
    )
  }
}
