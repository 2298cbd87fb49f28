/**
 * Daily reconciliation (issue 25, docs/decisions/028): each channel's trade bill of a China
 * day against pay_orders. A payment the channel took that is not paid here is paid once,
 * through the notification path (`applyNotification`, as a verified query answer is); every
 * mismatch is recorded once in `pay_reconciliation_mismatches` (migration 0080) for an
 * operator. Today an operator reads them on the sandbox console (`/__sandbox/pay/reconciliation`);
 * a real operator console is a later issue, and it reads `listMismatches` and `listRuns`.
 */
import { OrderState } from '../../../shared/payEnums'
import { chinaDay, chinaDayStart, previousChinaDay } from '../../../shared/chinaTime'
import type { Bindings } from '../../env'
import { log } from '../../lib/log'
import { payChannels, type BillRow, type PayProvider } from '../../providers/pay'
import { applyNotification } from './notifications'
import { findOrder } from './orders'

const DAY = 86_400
/** A run claimed this long ago and never finished (the worker stopped) may be claimed again. */
const STALE_CLAIM_SECONDS = 15 * 60
/** How many days back the Cron job still tries a day it missed or could not finish. */
const CATCH_UP_DAYS = 7
/** First retry of a failed day, doubled each attempt up to MAX_RETRY_SECONDS (WeChat Pay advises half an hour). */
const FIRST_RETRY_SECONDS = 30 * 60
const MAX_RETRY_SECONDS = 6 * 3600
/** Bill lines written per D1 batch. */
const BATCH = 50

export type MismatchKind = 'paid_there_not_here' | 'paid_here_not_there' | 'amount_differs' | 'refund_there_not_here' | 'refund_here_not_there'

export interface Mismatch {
  id: number
  channel: string
  bill_date: string
  out_trade_no: string
  kind: MismatchKind
  channel_trade_no: string
  channel_amount: number | null
  local_amount: number | null
  resolution: string
  found_at: number
}

export interface ReconciliationRun {
  channel: string
  bill_date: string
  state: 'running' | 'done' | 'failed'
  attempts: number
  started_at: number
  finished_at: number | null
  next_attempt_at: number | null
  bill_rows: number
  mismatches: number
  error: string
}

export interface ReconcileResult {
  channel: string
  bill_date: string
  /** skipped: another run holds the day, or it is done (and not forced). */
  state: 'done' | 'failed' | 'skipped'
  bill_rows: number
  credited: number
  mismatches: number
  error?: string
}

/**
 * Claims the run of a channel and day: a new day, a failed one whose retry is due (or any
 * failed one when forced), a done one when forced, or one whose claim went stale. One
 * conditional upsert, so two runs at once claim it once.
 */
async function claim(db: D1Database, channel: string, day: string, now: number, force: boolean): Promise<boolean> {
  const result = await db
    .prepare(
      `INSERT INTO pay_reconciliation_runs (channel, bill_date, state, attempts, started_at) VALUES (?1, ?2, 'running', 1, ?3)
       ON CONFLICT (channel, bill_date) DO UPDATE SET state = 'running', attempts = attempts + 1, started_at = ?3, finished_at = NULL, error = ''
       WHERE (state = 'failed' AND (?4 = 1 OR next_attempt_at <= ?3)) OR (state = 'done' AND ?4 = 1) OR (state = 'running' AND started_at <= ?3 - ${STALE_CLAIM_SECONDS})`,
    )
    .bind(channel, day, now, force ? 1 : 0)
    .run()
  return result.meta.changes === 1
}

async function fail(db: D1Database, channel: string, day: string, now: number, error: string): Promise<void> {
  await db
    .prepare(
      `UPDATE pay_reconciliation_runs SET state = 'failed', finished_at = ?1, error = ?2,
         next_attempt_at = ?1 + MIN(${FIRST_RETRY_SECONDS} * (1 << MIN(attempts - 1, 10)), ${MAX_RETRY_SECONDS})
       WHERE channel = ?3 AND bill_date = ?4`,
    )
    .bind(now, error.slice(0, 500), channel, day)
    .run()
  log('warn', 'pay.reconcile_failed', { channel, bill_date: day, error })
}

/** Records a mismatch once (unique per channel, order and kind); whether it is new. */
async function record(
  db: D1Database,
  channel: string,
  day: string,
  now: number,
  mismatch: Omit<Mismatch, 'id' | 'channel' | 'bill_date' | 'found_at'>,
): Promise<boolean> {
  const result = await db
    .prepare(
      `INSERT INTO pay_reconciliation_mismatches (channel, bill_date, out_trade_no, kind, channel_trade_no, channel_amount, local_amount, resolution, found_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (channel, out_trade_no, kind) DO NOTHING`,
    )
    .bind(
      channel,
      day,
      mismatch.out_trade_no,
      mismatch.kind,
      mismatch.channel_trade_no,
      mismatch.channel_amount,
      mismatch.local_amount,
      mismatch.resolution,
      now,
    )
    .run()
  if (result.meta.changes === 1) log(mismatch.resolution === 'credited' ? 'info' : 'warn', 'pay.reconcile_mismatch', { channel, bill_date: day, ...mismatch })
  return result.meta.changes === 1
}

async function storeBill(db: D1Database, channel: string, day: string, rows: readonly BillRow[]): Promise<void> {
  for (let index = 0; index < rows.length; index += BATCH) {
    await db.batch(
      rows.slice(index, index + BATCH).map((row) =>
        db
          .prepare(
            `INSERT INTO pay_bill_rows (channel, bill_date, out_trade_no, kind, channel_trade_no, amount, time) VALUES (?, ?, ?, ?, ?, ?, ?)
             ON CONFLICT (channel, bill_date, out_trade_no, kind, channel_trade_no) DO NOTHING`,
          )
          .bind(channel, day, row.out_trade_no, row.kind, row.channel_trade_no, row.amount, row.time),
      ),
    )
  }
}

/** What one channel's bill of one day says against the orders here, applied and recorded. */
async function compare(env: Bindings, channel: PayProvider, day: string, bill: readonly BillRow[], now: number): Promise<number> {
  const db = env.DB
  let credited = 0
  for (const row of bill) {
    const order = await findOrder(db, row.out_trade_no)
    const base = { out_trade_no: row.out_trade_no, channel_trade_no: row.channel_trade_no, channel_amount: row.amount, local_amount: order?.amount ?? null }
    if (row.kind === 'refund') {
      // A refund is recorded for an operator, never applied from the bill: the channel lists it once started, not once done.
      if (!order || order.refunded_at === null)
        await record(db, channel.name, day, now, { ...base, kind: 'refund_there_not_here', resolution: order ? 'open' : 'unknown_order' })
      continue
    }
    if (!order || !channel.payTypes.includes(order.pay_type)) {
      await record(db, channel.name, day, now, { ...base, kind: 'paid_there_not_here', resolution: order ? 'wrong_channel' : 'unknown_order' })
    } else if (order.amount !== row.amount) {
      await record(db, channel.name, day, now, { ...base, kind: 'amount_differs', resolution: 'open' })
    } else if (order.state !== OrderState.Paid) {
      // Paid at the channel's time (never later than now), as a verified query answer pays.
      const outcome = await applyNotification(
        env,
        { kind: 'paid', out_trade_no: row.out_trade_no, amount: row.amount, channel_trade_no: row.channel_trade_no, time: row.time },
        Math.min(now, row.time),
      )
      // 'duplicate': its notification arrived meanwhile, so nothing was missing.
      if (outcome === 'duplicate') continue
      if (outcome === 'paid') credited++
      await record(db, channel.name, day, now, { ...base, kind: 'paid_there_not_here', resolution: outcome === 'paid' ? 'credited' : outcome })
    }
  }
  // Paid or refunded here that day with no line in the bill. The channel's time is never after
  // ours, so a payment paid here just after midnight may sit in the previous day's bill.
  const start = chinaDayStart(day)
  const payTypes = JSON.stringify(channel.payTypes)
  for (const [kind, column, mismatch] of [
    ['paid', 'paid_at', 'paid_here_not_there'],
    ['refund', 'refunded_at', 'refund_here_not_there'],
  ] as const) {
    const { results } = await db
      .prepare(
        `SELECT o.out_trade_no, o.amount, o.channel_trade_no FROM pay_orders o
         WHERE o.state = ${OrderState.Paid} AND o.amount > 0 AND o.${column} >= ?1 AND o.${column} < ?2 AND o.pay_type IN (SELECT value FROM json_each(?3))
           AND NOT EXISTS (SELECT 1 FROM pay_bill_rows b WHERE b.channel = ?4 AND b.out_trade_no = o.out_trade_no AND b.kind = ?5 AND b.bill_date IN (?6, ?7))
         ORDER BY o.${column}`,
      )
      .bind(start, start + DAY, payTypes, channel.name, kind, day, previousChinaDay(day))
      .all<{ out_trade_no: string; amount: number; channel_trade_no: string }>()
    for (const order of results) {
      await record(db, channel.name, day, now, {
        out_trade_no: order.out_trade_no,
        kind: mismatch,
        channel_trade_no: order.channel_trade_no,
        channel_amount: null,
        local_amount: order.amount,
        resolution: 'open',
      })
    }
  }
  return credited
}

/** Whether orders of the channel were paid here on the day (a channel without a bill for it then owes one). */
async function paidHere(db: D1Database, channel: PayProvider, day: string): Promise<number> {
  const start = chinaDayStart(day)
  const row = await db
    .prepare(
      `SELECT COUNT(*) AS n FROM pay_orders WHERE state = ${OrderState.Paid} AND amount > 0 AND paid_at >= ? AND paid_at < ? AND pay_type IN (SELECT value FROM json_each(?))`,
    )
    .bind(start, start + DAY, JSON.stringify(channel.payTypes))
    .first<{ n: number }>()
  return row?.n ?? 0
}

/**
 * Reconciles one channel's bill of one China day (`YYYY-MM-DD`) once: claimed, fetched,
 * stored, compared, then marked done; a failure (bill not ready, download or parse failed)
 * marks the day failed and due again later. Forced (an operator asking), a done day runs
 * again, which pays nothing twice and records nothing twice.
 */
export async function reconcileDay(env: Bindings, channel: PayProvider, day: string, now: number, force = false): Promise<ReconcileResult> {
  const db = env.DB
  const result: ReconcileResult = { channel: channel.name, bill_date: day, state: 'skipped', bill_rows: 0, credited: 0, mismatches: 0 }
  if (!channel.tradeBill || !(await claim(db, channel.name, day, now, force))) return result
  try {
    let bill = await channel.tradeBill(day)
    if (bill === null) {
      // "No bill" means no trade that day, or a bill not made yet: our own orders tell which.
      const count = await paidHere(db, channel, day)
      if (count > 0) throw new Error(`the channel has no bill for ${day}, yet ${count} of its orders were paid here`)
      bill = []
    }
    await storeBill(db, channel.name, day, bill)
    result.credited = await compare(env, channel, day, bill, now)
    const counted = await db
      .prepare('SELECT COUNT(*) AS n FROM pay_reconciliation_mismatches WHERE channel = ? AND bill_date = ?')
      .bind(channel.name, day)
      .first<{ n: number }>()
    result.bill_rows = bill.length
    result.mismatches = counted?.n ?? 0
    result.state = 'done'
    await db
      .prepare(
        `UPDATE pay_reconciliation_runs SET state = 'done', finished_at = ?, next_attempt_at = NULL, bill_rows = ?, mismatches = ?, error = ''
         WHERE channel = ? AND bill_date = ?`,
      )
      .bind(now, result.bill_rows, result.mismatches, channel.name, day)
      .run()
    log('info', 'pay.reconciled', { ...result })
  } catch (error) {
    result.state = 'failed'
    result.error = error instanceof Error ? error.message : String(error)
    await fail(db, channel.name, day, now, result.error)
  }
  return result
}

/**
 * The newest China day whose bill the channel has by now: yesterday once today's ready hour
 * (China time) passed, the day before otherwise.
 */
export function latestBillDay(now: number, readyHour: number): string {
  const today = chinaDay(now)
  const yesterday = previousChinaDay(today)
  return now >= chinaDayStart(today) + readyHour * 3600 ? yesterday : previousChinaDay(yesterday)
}

/**
 * The Cron job (every 5 minutes): for each channel that gives a bill, the newest day among
 * the last CATCH_UP_DAYS with a ready bill that has no run yet, or whose failed run is due
 * again; one day per channel a run, so a backlog is worked off over the following runs.
 */
export async function reconcileBills(env: Bindings, now: number): Promise<ReconcileResult[]> {
  const results: ReconcileResult[] = []
  for (const channel of payChannels(env)) {
    if (!channel.tradeBill) continue
    const days = [latestBillDay(now, channel.billReadyHour ?? 10)]
    while (days.length < CATCH_UP_DAYS) days.push(previousChinaDay(days[days.length - 1]!))
    const { results: runs } = await env.DB.prepare(
      'SELECT bill_date, state, next_attempt_at, started_at FROM pay_reconciliation_runs WHERE channel = ? AND bill_date IN (SELECT value FROM json_each(?))',
    )
      .bind(channel.name, JSON.stringify(days))
      .all<{ bill_date: string; state: string; next_attempt_at: number | null; started_at: number }>()
    const byDay = new Map(runs.map((run) => [run.bill_date, run]))
    const due = days.find((day) => {
      const run = byDay.get(day)
      if (!run) return true
      if (run.state === 'failed') return (run.next_attempt_at ?? 0) <= now
      return run.state === 'running' && run.started_at <= now - STALE_CLAIM_SECONDS
    })
    if (due) results.push(await reconcileDay(env, channel, due, now))
  }
  return results
}

/** The recorded mismatches, newest first (for the operator's page). */
export async function listMismatches(db: D1Database, limit = 100): Promise<Mismatch[]> {
  const { results } = await db.prepare('SELECT * FROM pay_reconciliation_mismatches ORDER BY bill_date DESC, id DESC LIMIT ?').bind(limit).all<Mismatch>()
  return results
}

/** The runs, newest day first. */
export async function listRuns(db: D1Database, limit = 30): Promise<ReconciliationRun[]> {
  const { results } = await db.prepare('SELECT * FROM pay_reconciliation_runs ORDER BY bill_date DESC, channel LIMIT ?').bind(limit).all<ReconciliationRun>()
  return results
}
