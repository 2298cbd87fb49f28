import { Hono, type Context } from 'hono'
import { html } from 'hono/html'
import { z } from 'zod'
import { OrderState } from '../../shared/payEnums'
import { chinaDay } from '../../shared/chinaTime'
import { formatPrice } from '../../shared/price'
import type { AppEnv } from '../env'
import { nowSeconds } from '../lib/clock'
import { table } from '../lib/consoleHtml'
import { payChannelNamed } from '../providers/pay'
import { recordSandboxTake } from '../providers/pay/sandboxBill'
import { findOrder, listMismatches, listRuns, reconcileDay, type Mismatch, type MismatchKind, type ReconciliationRun } from '../services/pay'
import { payPage } from './payViews'
import { chinaTime, layout } from './views'

/**
 * The sandbox console's reconciliation page (`/__sandbox/pay/reconciliation`): the runs and
 * mismatches of pay_reconciliation_* with what was done about each, and a form that runs
 * the sandbox channel's bill of a day. The sandbox is also where a payment whose
 * notification is lost is made (`…/lost/<out_trade_no>`). A real operator console (a later
 * issue) reads the same `listRuns` / `listMismatches`.
 */

const KIND_LABELS: Record<MismatchKind, string> = {
  paid_there_not_here: '渠道已收款，本站未支付 / Paid there, not here',
  paid_here_not_there: '本站已支付，账单中没有 / Paid here, not in the bill',
  amount_differs: '金额不符 / Amount differs',
  refund_there_not_here: '渠道已退款，本站未退款 / Refunded there, not here',
  refund_here_not_there: '本站已退款，账单中没有 / Refunded here, not in the bill',
}

const RESOLUTION_LABELS: Record<string, string> = {
  credited: '已补单入账 / Credited',
  open: '待人工处理 / Open: for an operator',
  unknown_order: '本站无此订单，需人工退款 / No such order: refund by hand',
  wrong_channel: '订单属于其他渠道 / Order of another channel',
}

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/
const runRequest = z.object({
  bill_date: z
    .string()
    .regex(DAY_PATTERN)
    .refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day))
    .optional(),
})

function wantsJson(c: Context<AppEnv>): boolean {
  return (c.req.header('content-type') ?? '').includes('json') || (c.req.header('accept') ?? '').startsWith('application/json')
}

async function formOf(c: Context<AppEnv>): Promise<Record<string, unknown>> {
  const text = new TextDecoder().decode(await c.req.arrayBuffer())
  if (!(c.req.header('content-type') ?? '').includes('json')) return Object.fromEntries(new URLSearchParams(text))
  try {
    const value: unknown = JSON.parse(text || '{}')
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {}
  } catch {
    return {}
  }
}

function amount(cents: number | null): string {
  return cents === null ? '—' : formatPrice(cents)
}

function reconciliationPage(runs: ReconciliationRun[], mismatches: Mismatch[], today: string, message?: string) {
  return layout(
    '对账 / Reconciliation',
    html`<h1>对账 / Reconciliation</h1>
      <p class="note">
        每天按渠道的交易账单核对订单：渠道已收款而本站未支付的订单补单入账（仅一次），其余差异记录在此，供人工处理。
        沙箱渠道的账单来自它自己的收款记录；在订单的沙箱支付页选择“支付成功但通知丢失”即可模拟掉单。 / Each day's channel bill is checked against the orders: a
        payment taken there but not paid here is credited once; every other difference is listed for an operator.
        <a href="/__sandbox/pay">订单列表 / Orders</a> · <a href="/__sandbox">控制台 / Console</a>
      </p>
      ${message ? html`<p class="note" role="status" data-testid="sandbox-reconcile-message">${message}</p>` : ''}
      <form method="post" action="/__sandbox/pay/reconciliation/run">
        <label>账单日期（北京时间） / Bill date (China) <input name="bill_date" value="${today}" pattern="\\d{4}-\\d{2}-\\d{2}" /></label>
        <button type="submit" data-testid="sandbox-reconcile-run">核对沙箱账单 / Reconcile the sandbox bill</button>
      </form>
      <h2>差异 / Mismatches</h2>
      ${table(
        ['账单日期 / Day', '渠道 / Channel', '订单号 / Trade no.', '差异 / Kind', '渠道金额 / There', '本站金额 / Here', '处理 / Resolution', '发现 / Found'],
        mismatches,
        (mismatch) => [
          mismatch.bill_date,
          mismatch.channel,
          html`<code>${mismatch.out_trade_no}</code>`,
          KIND_LABELS[mismatch.kind] ?? mismatch.kind,
          amount(mismatch.channel_amount),
          amount(mismatch.local_amount),
          RESOLUTION_LABELS[mismatch.resolution] ?? mismatch.resolution,
          chinaTime(mismatch.found_at),
        ],
        { testId: 'sandbox-mismatches', empty: '没有差异 / No mismatches' },
      )}
      <h2>核对记录 / Runs</h2>
      ${table(
        ['账单日期 / Day', '渠道 / Channel', '状态 / State', '次数 / Attempts', '账单行 / Bill rows', '差异 / Mismatches', '错误 / Error'],
        runs,
        (run) => [
          run.bill_date,
          run.channel,
          html`${run.state}${run.state === 'failed' && run.next_attempt_at ? html`<br /><span class="muted">重试 / retry ${chinaTime(run.next_attempt_at)}</span>` : ''}`,
          run.attempts,
          run.bill_rows,
          run.mismatches,
          run.error,
        ],
        { empty: '还没有核对过 / No runs yet' },
      )}
      <h2>JSON（测试用） / JSON for tests</h2>
      <p>
        <code>GET /__sandbox/pay/reconciliation</code> (Accept: application/json) → <code>{ runs, mismatches }</code><br />
        <code>POST /__sandbox/pay/reconciliation/run</code> <code>{ bill_date?: 'YYYY-MM-DD' }</code> (default today, China) → the run's result<br />
        <code>POST /__sandbox/pay/reconciliation/lost/&lt;out_trade_no&gt;</code> → <code>{ recorded }</code>: the sandbox takes the payment and sends no
        notification
      </p>`,
  )
}

async function pageView(c: Context<AppEnv>, message?: string) {
  return reconciliationPage(await listRuns(c.env.DB), await listMismatches(c.env.DB), chinaDay(nowSeconds()), message)
}

/** Mounted at /__sandbox/pay/reconciliation by the sandbox pay console (404 unless SANDBOX is on). */
export const sandboxReconciliation = new Hono<AppEnv>()
  .get('/', async (c) => {
    if (wantsJson(c)) return c.json({ runs: await listRuns(c.env.DB), mismatches: await listMismatches(c.env.DB) })
    return c.html(await pageView(c))
  })
  .post('/run', async (c) => {
    const parsed = runRequest.safeParse(await formOf(c))
    if (!parsed.success) return c.json({ error: "expected { bill_date?: 'YYYY-MM-DD' }" }, 400)
    const channel = payChannelNamed(c.env, 'sandbox')
    if (!channel) return c.json({ error: 'the sandbox channel is off' }, 404)
    const now = nowSeconds()
    // The sandbox's bill is live, so an operator may check today as well; a day already done runs again.
    const result = await reconcileDay(c.env, channel, parsed.data.bill_date ?? chinaDay(now), now, true)
    if (wantsJson(c)) return c.json(result)
    const summary =
      result.state === 'done'
        ? `${result.bill_date}：账单 ${result.bill_rows} 行，补单入账 ${result.credited} 笔，差异共 ${result.mismatches} 条`
        : result.state === 'failed'
          ? `${result.bill_date}：核对失败 / failed: ${result.error ?? ''}`
          : `${result.bill_date}：正在核对中 / another run holds this day`
    return c.html(await pageView(c, summary))
  })
  .post('/lost/:no', async (c) => {
    const order = await findOrder(c.env.DB, c.req.param('no'))
    if (!order) return c.json({ error: 'unknown order' }, 404)
    // The channel takes the money of an order still waiting; its notification never leaves.
    const recorded =
      order.state === OrderState.Created &&
      (await recordSandboxTake(
        c.env.DB,
        { kind: 'paid', out_trade_no: order.out_trade_no, amount: order.amount, channel_trade_no: `sandbox-paid-${order.out_trade_no}`, time: nowSeconds() },
        false,
      ))
    if (wantsJson(c)) return c.json({ recorded })
    const message = recorded
      ? '渠道已收款，通知已丢失：对账时会补单 / Taken, notification lost: reconciliation will credit it'
      : '订单不是待支付状态，或已收款 / Not waiting, or already taken'
    return c.html(payPage(await findOrder(c.env.DB, order.out_trade_no), nowSeconds(), message))
  })
