import type { Bindings } from './env'
import { log } from './lib/log'
import { completeDueCancellations, expirePoints } from './services/main'
import { runPayJobs } from './services/pay'
import { refreshWechatCredentials } from './providers/wechat'

/** A scheduled job: idempotent, so a retried or doubled run does no harm (ARCHITECTURE decision 11). */
export type ScheduledJob = (env: Bindings, now: number) => Promise<unknown>

/** Every job the Cron Trigger runs, in order. */
export const JOBS: readonly { name: string; run: ScheduledJob }[] = [
  { name: 'wechat: refresh the official account token and JS-SDK ticket in KV', run: refreshWechatCredentials },
  { name: 'pay: close unpaid orders, renewal notices, subscription charges', run: runPayJobs },
  { name: 'expire points', run: expirePoints },
  { name: 'complete delayed cancellations', run: completeDueCancellations },
]

/** Runs every job; one failing job is logged and does not stop the others. */
export async function runScheduled(env: Bindings, now: number, jobs = JOBS): Promise<void> {
  for (const job of jobs) {
    try {
      await job.run(env, now)
    } catch (error) {
      log('error', 'scheduled.job_failed', { job: job.name, error })
    }
  }
}

/** The worker's `scheduled` handler. */
export const scheduled: ExportedHandlerScheduledHandler<Bindings> = (controller, env, ctx) => {
  ctx.waitUntil(runScheduled(env, Math.floor(controller.scheduledTime / 1000)))
}
